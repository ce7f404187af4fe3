/// The compact run-time encoding of one relation in a 64-bit word.
///
/// | bits | field |
/// |---|---|
/// | 0–2 | operand: 0 `n`, 1 `i`, 2 `v`, 3 `w`, 4 `f`, 5 `t`, 6 `c`/`e` |
/// | 3 | negated |
/// | 4 | `within` (otherwise `in`) |
/// | 5 | last relation of its `and` chain |
/// | 6 | last relation of the rule's condition |
/// | 8–31 | modulus, 0 for none |
/// | 32–47 | index of the first range in the range table |
/// | 48–63 | number of ranges |
///
/// A range is one 64-bit word too: the low bound in the high 32 bits, the high bound in the low 32.
package enum PackedRelation {
    package static let negatedBit: UInt64 = 1 << 3
    package static let withinBit: UInt64 = 1 << 4
    package static let endsConjunctionBit: UInt64 = 1 << 5
    package static let endsConditionBit: UInt64 = 1 << 6
    package static let maximumModulus: UInt64 = (1 << 24) - 1
    package static let maximumRangeValue: UInt64 = UInt64(UInt32.max)

    /// The operand code of the encoding.
    package static func code(of operand: PluralOperand) -> UInt64 {
        switch operand {
        case .n: 0
        case .i: 1
        case .v: 2
        case .w: 3
        case .f: 4
        case .t: 5
        case .c, .e: 6
        }
    }

    /// Packs a range.
    package static func range(_ range: ClosedRange<UInt64>) -> UInt64 {
        range.lowerBound << 32 | range.upperBound
    }
}

/// A rule entry of the compact form: the category in the low 8 bits and the index of the rule's
/// first relation above them.
package enum PackedRule {
    package static func make(category: PluralCategory, firstRelation: Int) -> UInt32 {
        UInt32(category.order) | UInt32(firstRelation) << 8
    }
}

/// A rule-set entry: the index of its first rule (bits 0–15), the number of rules (16–23) and the
/// mask of the categories the locale uses, `other` included (24–29).
package enum PackedRuleSet {
    package static func make(firstRule: Int, ruleCount: Int, categories: [PluralCategory]) -> UInt32 {
        var mask: UInt32 = 1 << 5
        for category in categories { mask |= 1 << UInt32(category.order) }
        return UInt32(firstRule) | UInt32(ruleCount) << 16 | mask << 24
    }
}
