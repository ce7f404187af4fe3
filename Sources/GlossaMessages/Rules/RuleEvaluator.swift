/// Evaluates a compiled ``RuleNode`` tree against a ``RuleEnvironment``, counting steps and depth.
///
/// Arguments are evaluated left to right before the call, except in the lazy forms (`cond`/`if`,
/// `&&`/`and`, `||`/`or`, `let`, and the variable-name argument of `count`, `all`, `any`).
struct RuleEvaluator {
    let environment: RuleEnvironment
    /// Variables bound by `let` during this evaluation, consulted before the environment's.
    private var bindings: [String: RuleValue] = [:]
    /// Steps taken so far (see ``RuleLimits/maximumSteps``).
    private(set) var steps = 0
    private var depth = 0

    init(environment: RuleEnvironment) {
        self.environment = environment
    }

    var limits: RuleLimits { environment.limits }

    /// The steps still available.
    var remainingSteps: Int { max(0, limits.maximumSteps - steps) }

    /// Adds `count` steps, failing once the budget is exhausted.
    mutating func charge(_ count: Int) throws(RuleEvaluationError) {
        steps += count
        if steps > limits.maximumSteps {
            throw RuleEvaluationError(
                kind: .stepLimitExceeded, message: "evaluation exceeded \(limits.maximumSteps) steps")
        }
    }

    /// The value of variable `name`, `nil` when it is not bound.
    func variable(_ name: String) -> RuleValue? {
        bindings[name] ?? environment.value(of: name)
    }

    mutating func evaluate(_ node: RuleNode) throws(RuleEvaluationError) -> RuleValue {
        try charge(1)
        depth += 1
        defer { depth -= 1 }
        if depth > limits.maximumDepth {
            throw RuleEvaluationError(
                kind: .depthLimitExceeded, message: "expressions nest more than \(limits.maximumDepth) deep")
        }
        switch node {
        case .constant(let value):
            return value
        case .name(let name):
            return variable(name) ?? .string(name)
        case .failure(let error):
            throw error
        case .bind(let name, let valueNode):
            let value = try evaluate(valueNode)
            bindings[name] = value
            return value
        case .match(let pattern, let subject):
            return try match(pattern, subject: subject)
        case .replace(let pattern, let replacement, let subject):
            return try replace(pattern, replacement: replacement, subject: subject)
        case .call(let function, let arguments):
            return try call(function, arguments)
        }
    }

    private mutating func call(_ function: RuleOperator, _ arguments: [RuleNode]) throws(RuleEvaluationError)
        -> RuleValue
    {
        switch function {
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .and:
            for argument in arguments where !(try evaluate(argument).isTruthy) { return .bool(false) }
            return .bool(true)
        case .or:
            for argument in arguments where try evaluate(argument).isTruthy { return .bool(true) }
            return .bool(false)
        case .conditional:
            if try evaluate(arguments[0]).isTruthy { return try evaluate(arguments[1]) }
            return arguments.count > 2 ? try evaluate(arguments[2]) : .null
        case .count, .all, .any:
            return try collection(function, arguments)
        default:
            var values: [RuleValue] = []
            values.reserveCapacity(arguments.count)
            for argument in arguments { values.append(try evaluate(argument)) }
            return try apply(function, values)
        }
    }

    /// Applies an eager operator to its evaluated arguments.
    private mutating func apply(_ function: RuleOperator, _ values: [RuleValue]) throws(RuleEvaluationError)
        -> RuleValue
    {
        switch function {
        case .car, .cdr: return try listAccess(function, values[0])
        case .cons: return try cons(values[0], values[1])
        case .eq: return .bool(try strictlyEqual(values[0], values[1]))
        case .atom: return .bool(Self.isAtom(values[0]))
        case .equal: return .bool(try equal(values[0], values[1]))
        case .notEqual: return .bool(!(try equal(values[0], values[1])))
        case .less: return .bool(try order(values[0], values[1], "<") < 0)
        case .greater: return .bool(try order(values[0], values[1], ">") > 0)
        case .add, .subtract, .multiply, .divide, .modulo: return try arithmetic(function, values[0], values[1])
        case .not: return .bool(!values[0].isTruthy)
        case .in: return .bool(try isMember(values[1], of: values[0]))
        case .within: return .bool(try isWithin(values[1], range: values[0]))
        case .append: return try concatenate(values[1], values[0])
        case .prepend: return try concatenate(values[0], values[1])
        case .date: return try date(values[0], withTime: false)
        case .time: return try date(values[0], withTime: true)
        case .today: return .date(environment.calendar.startOfDay(for: environment.today))
        case .now: return .time(environment.today)
        case .quote, .conditional, .bind, .and, .or, .true, .false, .match, .replace, .count, .all, .any:
            throw RuleEvaluationError(kind: .invalidArgument, message: "internal: \(function) is not eager")
        }
    }

    /// `atom`: tml-ruby's `[Symbol, String, Integer, Float].include?(expr.class)`.
    static func isAtom(_ value: RuleValue) -> Bool {
        switch value {
        case .integer, .number, .string: return true
        default: return false
        }
    }

    func describe(_ value: RuleValue) -> String {
        switch value {
        case .string(let text): return "'\(text)'"
        case .list: return "(\(value.text(in: environment.calendar)))"
        default: return value.text(in: environment.calendar)
        }
    }
}
