/// A ``RuleProgram`` lowered for evaluation against a fixed list of variables (the variables of a
/// language context), evaluated on every render without a dictionary, without throwing and without
/// allocating.
///
/// Only a subset is lowered: constants, variables, `=`, `!=`, `<`, `>`, `!`, `&&`, `||`, `cond`/`if`,
/// arithmetic and `in` with a literal list, in programs of at most ``maximumNodes`` nodes (so the
/// default ``RuleLimits`` can never be reached). Anything else has no fast form. Evaluation gives up
/// (returns `nil`) whenever it meets something whose outcome the general evaluator decides differently
/// or with an error — lists, dates, non-numeric arithmetic, division by zero, incomparable values — and
/// the caller then evaluates the program in full with ``RuleProgram/evaluate(in:)``. A value it does
/// return is the general evaluator's value for the same bindings (the rules tests check this on random
/// programs).
struct RuleFastProgram: Sendable {
    /// The most nodes a lowered program may have.
    static let maximumNodes = 64
    /// The most UTF-8 bytes of literal `in` lists a lowered program may have.
    static let maximumListBytes = 4096

    /// The lowered expression.
    let root: RuleFastNode

    /// Lowers `program` for variables named `slotNames` (slot *i* holds the value of `slotNames[i]`), or
    /// `nil` when the program is outside the subset.
    init?(_ program: RuleProgram, slotNames: [String]) {
        guard slotNames.count <= RuleSlots.capacity else { return nil }
        var lowering = Lowering(slotNames: slotNames)
        guard let root = lowering.lower(program.root) else { return nil }
        self.root = root
    }

    /// Whether the program holds for `slots`, or `nil` when the general evaluator must decide.
    func isSatisfied(_ slots: RuleSlots) -> Bool? {
        RuleFastEvaluator.evaluate(root, slots)?.isTruthy
    }

    /// The program's value for `slots`, or `nil` when the general evaluator must decide.
    func evaluate(_ slots: RuleSlots) -> RuleValue? {
        RuleFastEvaluator.evaluate(root, slots)
    }
}

/// Turns a ``RuleNode`` into a ``RuleFastNode``, counting nodes and literal list bytes.
private struct Lowering {
    let slotNames: [String]
    var nodes = 0
    var listBytes = 0

    init(slotNames: [String]) {
        self.slotNames = slotNames
    }

    mutating func lower(_ node: RuleNode) -> RuleFastNode? {
        nodes += 1
        guard nodes <= RuleFastProgram.maximumNodes else { return nil }
        switch node {
        case .constant(let value):
            return .constant(value)
        case .name(let name):
            let primary = slotNames.firstIndex(of: name)
            let secondary = name.hasPrefix("@") ? slotNames.firstIndex(of: String(name.dropFirst())) : nil
            if primary == nil, secondary == nil { return .constant(.string(name)) }
            return .variable(primary: primary, secondary: secondary, fallback: .string(name))
        case .call(let function, let arguments):
            return lowerCall(function, arguments)
        case .bind, .match, .replace, .failure:
            return nil
        }
    }

    private mutating func lowerAll(_ arguments: [RuleNode]) -> [RuleFastNode]? {
        var lowered: [RuleFastNode] = []
        lowered.reserveCapacity(arguments.count)
        for argument in arguments {
            guard let node = lower(argument) else { return nil }
            lowered.append(node)
        }
        return lowered
    }

    private mutating func lowerCall(_ function: RuleOperator, _ arguments: [RuleNode]) -> RuleFastNode? {
        switch function {
        case .true: return .constant(.bool(true))
        case .false: return .constant(.bool(false))
        case .and: return lowerAll(arguments).map { .and($0) }
        case .or: return lowerAll(arguments).map { .or($0) }
        case .in: return lowerMembership(arguments)
        default: break
        }
        guard let lowered = lowerAll(arguments) else { return nil }
        switch function {
        case .equal, .notEqual: return Self.equal(lowered[0], lowered[1], negated: function == .notEqual)
        case .less: return .order(lowered[0], lowered[1], greater: false)
        case .greater: return .order(lowered[0], lowered[1], greater: true)
        case .not: return .not(lowered[0])
        case .conditional: return .conditional(lowered[0], lowered[1], lowered.count > 2 ? lowered[2] : nil)
        case .add, .subtract, .multiply, .divide, .modulo: return .arithmetic(function, lowered[0], lowered[1])
        default: return nil
        }
    }

    /// `=`/`!=`, in one node when one side is a variable and the other a constant.
    private static func equal(_ left: RuleFastNode, _ right: RuleFastNode, negated: Bool) -> RuleFastNode {
        switch (left, right) {
        case (.variable(let primary, let secondary, let fallback), .constant(let constant)):
            let variable = RuleFastVariable(primary: primary, secondary: secondary, fallback: fallback)
            return .equalConstant(variable, constant, constantFirst: false, negated: negated)
        case (.constant(let constant), .variable(let primary, let secondary, let fallback)):
            let variable = RuleFastVariable(primary: primary, secondary: secondary, fallback: fallback)
            return .equalConstant(variable, constant, constantFirst: true, negated: negated)
        default:
            return .equal(left, right, negated: negated)
        }
    }

    /// `in` whose list is a literal without dates (every constant the compiler makes is one).
    private mutating func lowerMembership(_ arguments: [RuleNode]) -> RuleFastNode? {
        let text: String
        switch arguments[0] {
        case .constant(let value):
            guard let literal = RuleFastEvaluator.literalText(value) else { return nil }
            text = literal
        case .name(let name):
            guard !slotNames.contains(name), !(name.hasPrefix("@") && slotNames.contains(String(name.dropFirst())))
            else { return nil }
            text = name
        default:
            return nil
        }
        nodes += 1
        listBytes += text.utf8.count
        guard nodes <= RuleFastProgram.maximumNodes, listBytes <= RuleFastProgram.maximumListBytes,
            let value = lower(arguments[1])
        else { return nil }
        return .member(RuleMembershipList(text), value)
    }
}
