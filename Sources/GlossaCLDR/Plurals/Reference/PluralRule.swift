/// One CLDR plural rule as a full syntax tree: `one: i = 1 and v = 0 @integer 1`.
///
/// This is the reference representation, for tools, the data generator and tests; selection at run
/// time uses a compact compiled form of the same rules (see ``PluralRules``). Parse one with
/// ``PluralRuleParser``.
public struct PluralRule: Sendable, Hashable {
    /// The category the rule selects.
    public var category: PluralCategory
    /// When the rule applies; an empty condition always applies (the `other` rule).
    public var condition: PluralCondition
    /// The `@integer` samples, if any.
    public var integerSamples: PluralSamples?
    /// The `@decimal` samples, if any.
    public var decimalSamples: PluralSamples?

    /// Creates a rule.
    public init(
        category: PluralCategory, condition: PluralCondition,
        integerSamples: PluralSamples? = nil, decimalSamples: PluralSamples? = nil
    ) {
        self.category = category
        self.condition = condition
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }
}

/// A disjunction of conjunctions of relations: `a and b or c`.
public struct PluralCondition: Sendable, Hashable, CustomStringConvertible {
    /// The alternatives joined by `or`; each is a list of relations joined by `and`.
    /// Empty means "always".
    public var alternatives: [[PluralRelation]]

    /// Creates a condition.
    public init(alternatives: [[PluralRelation]]) {
        self.alternatives = alternatives
    }

    /// Whether the condition always holds (no relation at all).
    public var isAlwaysTrue: Bool { alternatives.isEmpty }

    /// Evaluates the condition directly on the tree (the reference semantics the compiled form must match).
    public func isSatisfied(by operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { conjunction in conjunction.allSatisfy { $0.isSatisfied(by: operands) } }
    }

    /// The condition in canonical CLDR syntax.
    public var description: String {
        alternatives.map { $0.map(\.description).joined(separator: " and ") }.joined(separator: " or ")
    }
}

/// The operands a rule can test (UTS #35); see ``PluralOperands``.
public enum PluralOperand: String, Sendable, Hashable, CaseIterable {
    /// Absolute value.
    case n
    /// Integer digits.
    case i
    /// Visible fraction digit count, with trailing zeros.
    case v
    /// Visible fraction digit count, without trailing zeros.
    case w
    /// Visible fraction digits as an integer, with trailing zeros.
    case f
    /// Visible fraction digits as an integer, without trailing zeros.
    case t
    /// Compact decimal exponent.
    case c
    /// Compact decimal exponent (the older name of `c`).
    case e
}

/// One relation: `i % 10 = 2..4`, `n != 1`, `n within 0..2`, `v is not 0`.
public struct PluralRelation: Sendable, Hashable, CustomStringConvertible {
    /// How the value is compared with the ranges.
    public enum Kind: Sendable, Hashable {
        /// Integer membership: `=`, `in`, `is` (the value must be an integer in one of the ranges).
        case `in`
        /// Continuous membership: `within` (non-integers between the bounds match too).
        case within
    }

    /// The operand tested.
    public var operand: PluralOperand
    /// The modulus in `operand % modulus`, if any.
    public var modulus: UInt64?
    /// `in` or `within`.
    public var kind: Kind
    /// Whether the relation is negated (`!=`, `not in`, `is not`, `not within`).
    public var isNegated: Bool
    /// The values and ranges, each as a closed range (a single value is `x...x`).
    public var ranges: [ClosedRange<UInt64>]
    /// The 1-based columns of the relation in the source text.
    public var columns: ClosedRange<Int>

    /// Creates a relation.
    public init(
        operand: PluralOperand, modulus: UInt64? = nil, kind: Kind = .in, isNegated: Bool = false,
        ranges: [ClosedRange<UInt64>], columns: ClosedRange<Int> = 1...1
    ) {
        self.operand = operand
        self.modulus = modulus
        self.kind = kind
        self.isNegated = isNegated
        self.ranges = ranges
        self.columns = columns
    }

    /// Evaluates the relation on the operands, with the exact semantics of UTS #35.
    public func isSatisfied(by operands: PluralOperands) -> Bool {
        let fractional = operand == .n && !operands.isInteger
        let value: UInt64 = {
            switch operand {
            case .n, .i:
                if let modulus { return modulus == 0 ? 0 : operands.integerLow % modulus }
                return operands.integerValue
            case .v: return modulo(UInt64(operands.visibleFractionDigitCount))
            case .w: return modulo(UInt64(operands.trimmedFractionDigitCount))
            case .f:
                if let modulus { return modulus == 0 ? 0 : operands.fractionLow % modulus }
                return operands.fractionValue
            case .t:
                if let modulus { return modulus == 0 ? 0 : operands.trimmedFractionLow % modulus }
                return operands.trimmedFractionValue
            case .c, .e: return modulo(UInt64(operands.exponent))
            }
        }()
        let matches: Bool
        switch kind {
        case .in:
            matches = !fractional && ranges.contains { $0.contains(value) }
        case .within:
            matches = ranges.contains { range in
                fractional ? value >= range.lowerBound && value < range.upperBound : range.contains(value)
            }
        }
        return matches != isNegated
    }

    private func modulo(_ value: UInt64) -> UInt64 {
        guard let modulus else { return value }
        return modulus == 0 ? 0 : value % modulus
    }

    /// The relation in canonical CLDR syntax (`=`/`!=` for `in`, `within`/`not within` otherwise).
    public var description: String {
        var text = operand.rawValue
        if let modulus { text += " % \(modulus)" }
        switch (kind, isNegated) {
        case (.in, false): text += " = "
        case (.in, true): text += " != "
        case (.within, false): text += " within "
        case (.within, true): text += " not within "
        }
        text += ranges.map {
            $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)"
        }
        .joined(separator: ",")
        return text
    }
}
