/// The node of a ``RuleFastProgram``: the part of ``RuleNode`` that needs no clock, no `let` and no lists,
/// with variables resolved to slots and literal `in` lists parsed.
indirect enum RuleFastNode: Sendable {
    /// A value that needs no evaluation.
    case constant(RuleValue)
    /// A string or symbol: the value in `primary` (the name itself), else in `secondary` (the name without
    /// its `@`), else `fallback` (the text of the name), as ``RuleEnvironment`` looks names up.
    case variable(primary: Int?, secondary: Int?, fallback: RuleValue)
    /// `=` (or `!=` when `negated`).
    case equal(RuleFastNode, RuleFastNode, negated: Bool)
    /// `=` (or `!=`) of a variable and a constant, the commonest condition (`(= @n 1)`,
    /// `(= 'male' @gender)`), in one step; `constantFirst` keeps the operands' order.
    case equalConstant(RuleFastVariable, RuleValue, constantFirst: Bool, negated: Bool)
    /// `<` (or `>` when `greater`).
    case order(RuleFastNode, RuleFastNode, greater: Bool)
    /// `!` / `not`.
    case not(RuleFastNode)
    /// `&&` / `and`, lazy.
    case and([RuleFastNode])
    /// `||` / `or`, lazy.
    case or([RuleFastNode])
    /// `cond` / `if`, lazy.
    case conditional(RuleFastNode, RuleFastNode, RuleFastNode?)
    /// `+ - * / % mod`.
    case arithmetic(RuleOperator, RuleFastNode, RuleFastNode)
    /// `in` with a literal list.
    case member(RuleMembershipList, RuleFastNode)
}

/// A variable resolved to slots, as ``RuleFastNode/variable(primary:secondary:fallback:)`` holds it.
struct RuleFastVariable: Sendable {
    /// The slot of the name itself.
    let primary: Int?
    /// The slot of the name without its `@`.
    let secondary: Int?
    /// The text of the name, when neither slot is bound.
    let fallback: RuleValue

    /// The variable's value in `slots`.
    func value(in slots: RuleSlots) -> RuleValue {
        if let primary, let value = slots[primary] { return value }
        if let secondary, let value = slots[secondary] { return value }
        return fallback
    }
}

/// The literal list of an `in`, split once into its trimmed items and its ranges.
struct RuleMembershipList: Sendable {
    /// A range item `a..b`, classified as `RuleEvaluator.isMember` classifies it.
    enum Range: Sendable {
        /// Both bounds are integers.
        case integers(Int, Int)
        /// Both bounds are single scalars.
        case scalars(UInt32, UInt32)
        /// Strings in scalar order.
        case strings(String, String)
    }

    /// Every item, trimmed: a value equal to one is a member.
    let items: [String]
    /// The items of the form `a..b`.
    let ranges: [Range]

    /// Splits the text of a literal list.
    init(_ text: String) {
        var items: [String] = []
        var ranges: [Range] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(item).trimmingRuleWhitespace()
            items.append(trimmed)
            guard let (low, high) = RuleEvaluator.bounds(of: trimmed) else { continue }
            if let lower = Int(low), let upper = Int(high) {
                ranges.append(.integers(lower, upper))
            } else if low.unicodeScalars.count == 1, high.unicodeScalars.count == 1,
                let lower = low.unicodeScalars.first, let upper = high.unicodeScalars.first
            {
                ranges.append(.scalars(lower.value, upper.value))
            } else {
                ranges.append(.strings(low, high))
            }
        }
        self.items = items
        self.ranges = ranges
    }

    /// Whether `search` (the trimmed text of the value; `number` its value when the value is an integer)
    /// is an item or lies in a range.
    func contains(_ search: String, integer: Int?) -> Bool {
        for item in items where item == search { return true }
        guard !ranges.isEmpty else { return false }
        let number: RuleNumber? = integer.map { .integer($0) } ?? RuleNumber(parsing: search)
        for range in ranges {
            switch range {
            case .integers(let lower, let upper):
                switch number {
                case .integer(let value)?:
                    if lower <= value && value <= upper { return true }
                case .real(let value)?:
                    if value.rounded() == value && Double(lower) <= value && value <= Double(upper) { return true }
                case nil:
                    break
                }
            case .scalars(let lower, let upper):
                var scalars = search.unicodeScalars.makeIterator()
                if let scalar = scalars.next(), scalars.next() == nil, lower <= scalar.value, scalar.value <= upper {
                    return true
                }
            case .strings(let lower, let upper):
                if RuleEvaluator.compareScalars(lower, search) <= 0 && RuleEvaluator.compareScalars(search, upper) <= 0
                {
                    return true
                }
            }
        }
        return false
    }
}
