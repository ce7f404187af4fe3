/// Compiles a ``RuleExpression`` into a ``RuleNode`` tree.
///
/// Lazy forms are resolved here: `quote`, `car` and `cdr` of a literal list become constants (as in
/// tml-ruby, `car` and `cdr` receive their argument unevaluated: `(car (+ 1 2))` is `1`), `let` keeps its
/// variable name, and the first argument of `count`, `all` and `any` stays a name to look up.
enum RuleCompiler {
    static func compile(_ expression: RuleExpression) -> RuleNode {
        switch expression {
        case .integer(let value): return .constant(.integer(value))
        case .number(let value): return .constant(.number(value))
        case .string(let text), .symbol(let text): return .name(text)
        case .list(let items): return compileCall(items)
        }
    }

    /// The value of `expression` taken as data (the argument of `quote`).
    static func quoted(_ expression: RuleExpression) -> RuleValue {
        switch expression {
        case .integer(let value): return .integer(value)
        case .number(let value): return .number(value)
        case .string(let text), .symbol(let text): return .string(text)
        case .list(let items): return .list(items.map(quoted))
        }
    }

    private static func compileCall(_ items: [RuleExpression]) -> RuleNode {
        guard let head = items.first else {
            return .failure(RuleEvaluationError(kind: .unknownFunction, message: "an empty list is not a call"))
        }
        let name: String
        switch head {
        case .string(let text), .symbol(let text): name = text
        default:
            return .failure(RuleEvaluationError(kind: .unknownFunction, message: "\(head) is not a function name"))
        }
        guard let function = RuleOperator(name: name) else {
            return .failure(RuleEvaluationError(kind: .unknownFunction, message: "unknown function '\(name)'"))
        }
        let arguments = Array(items.dropFirst())
        guard function.arity.contains(arguments.count) else {
            let expected =
                function.arity.lowerBound == function.arity.upperBound
                ? "\(function.arity.lowerBound)" : "\(function.arity.lowerBound) or \(function.arity.upperBound)"
            return .failure(
                RuleEvaluationError(
                    kind: .wrongArgumentCount,
                    message: "'\(name)' takes \(expected) argument(s), got \(arguments.count)"))
        }
        switch function {
        case .quote:
            return .constant(quoted(arguments[0]))
        case .car, .cdr:
            guard case .list(let list) = arguments[0] else { return .call(function, [compile(arguments[0])]) }
            if function == .car { return .constant(list.count > 1 ? quoted(list[1]) : .null) }
            return .constant(.list(list.dropFirst().map(quoted)))
        case .bind:
            switch arguments[0] {
            case .string(let variable), .symbol(let variable):
                return .bind(variable, compile(arguments[1]))
            default:
                return .failure(
                    RuleEvaluationError(
                        kind: .invalidArgument, message: "'\(name)' needs a variable name, got \(arguments[0])"))
            }
        case .match:
            return .match(pattern(arguments[0]), subject: compile(arguments[1]))
        case .replace:
            return .replace(pattern(arguments[0]), replacement: compile(arguments[1]), subject: compile(arguments[2]))
        default:
            return .call(function, arguments.map(compile))
        }
    }

    /// A literal pattern (string or integer) compiled once, in `/re/flags` or bare form.
    private static func pattern(_ expression: RuleExpression) -> RulePattern {
        let source: String
        switch expression {
        case .string(let text), .symbol(let text):
            guard !text.hasPrefix("@") else { return .computed(compile(expression)) }
            source = text
        case .integer(let value): source = String(value)
        case .number, .list: return .computed(compile(expression))
        }
        do {
            return .compiled(try BoundedRegex(literal: source))
        } catch {
            return .invalid(error)
        }
    }
}
