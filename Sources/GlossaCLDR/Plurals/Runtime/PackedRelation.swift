/// The compact run-time encoding of one relation in a 64-bit word.
///
/// A locale's rules are stored as one run of words, rule after rule in CLDR order. Each rule's
/// condition is in disjunctive normal form over relations that test a single range: a relation with
/// a value list is expanded when compiling (`i % 10 = 2..4,7` becomes an `or` of two relations; a
/// negated list becomes an `and`), so evaluating a word needs no further memory access.
///
/// | bits | field |
/// |---|---|
/// | 0–2 | operand: 0 `n`, 1 `i`, 2 `v`, 3 `w`, 4 `f`, 5 `t`, 6 `c`/`e` |
/// | 3 | negated |
/// | 4 | `within` (otherwise `in`) |
/// | 5 | last relation of its `and` chain |
/// | 6 | last relation of the rule's condition |
/// | 7 | last relation of the rule set |
/// | 8–10 | modulus: 0 none, 1 = 10, 2 = 100, 3 = 1000, 4 = 1,000,000, 5–7 = the table's other moduli |
/// | 11–13 | the rule's category (CLDR order: 0 `zero` … 4 `many`) |
/// | 14–38 | low bound of the range |
/// | 39–63 | high bound of the range |
package enum PackedRelation {
    package static let negatedBit: UInt64 = 1 << 3
    package static let withinBit: UInt64 = 1 << 4
    package static let endsConjunctionBit: UInt64 = 1 << 5
    package static let endsConditionBit: UInt64 = 1 << 6
    package static let endsRuleSetBit: UInt64 = 1 << 7
    package static let modulusShift: UInt64 = 8
    package static let categoryShift: UInt64 = 11
    package static let lowShift: UInt64 = 14
    package static let highShift: UInt64 = 39
    package static let boundMask: UInt64 = (1 << 25) - 1
    /// The largest range bound the encoding holds.
    package static let maximumBound: UInt64 = boundMask
    /// Moduli with a code of their own, in code order (codes 1–4).
    package static let standardModuli: [UInt64] = [10, 100, 1000, 1_000_000]
    /// How many other moduli a table can hold (codes 5–7).
    package static let maximumOtherModuli = 3

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
}

/// A rule-set entry: the index of its first relation (bits 0–15), whether it has any relation at
/// all (bit 16; a locale with only `other` has none), two facts about fractions (bits 17–18, below)
/// and the mask of the categories the locale uses, `other` included (bits 24–29).
package enum PackedRuleSet {
    package static let hasRelationsBit: UInt32 = 1 << 16
    /// Every `and` chain tests `n` for membership (`n = …`, `n % m = …`): a number with non-zero
    /// fraction digits, never an integer, is `other` at once (Arabic, Welsh…).
    package static let fractionalIsOtherBit: UInt32 = 1 << 17
    /// Every `and` chain requires `v = 0`: a number shown with fraction digits is `other` at once
    /// (English, Russian, Polish…).
    package static let visibleFractionIsOtherBit: UInt32 = 1 << 18

    package static func make(
        firstRelation: Int, hasRelations: Bool, categories: [PluralCategory], fractionalIsOther: Bool,
        visibleFractionIsOther: Bool
    ) -> UInt32 {
        var mask: UInt32 = 1 << 5
        for category in categories { mask |= 1 << UInt32(category.order) }
        return UInt32(firstRelation) | (hasRelations ? hasRelationsBit : 0)
            | (fractionalIsOther ? fractionalIsOtherBit : 0) | (visibleFractionIsOther ? visibleFractionIsOtherBit : 0)
            | mask << 24
    }
}

/// The integer category table of a rule set: the category of every plain integer `i`, stored as
/// the categories of `0..<bound` followed by those of `i % modulus` for `i ≥ bound`.
///
/// Its info word: the table's offset in the concatenated tables (bits 0–23), `bound` (bits 24–39)
/// and the modulus code (bits 40–42: 1 → 1, 2 → 10, 3 → 100, 4 → 1000, 5 → 1,000,000); 0 means the
/// rule set has no table (its moduli are not among those, or the table would be too large).
package enum IntegerCategoryTable {
    /// Tables larger than this are not built; those rule sets use the evaluator.
    package static let maximumSize = 4096
    /// Moduli by code (code 0 = no table).
    package static let moduli: [UInt64] = [0, 1, 10, 100, 1000, 1_000_000]

    package static func info(offset: Int, bound: UInt64, modulusCode: Int) -> UInt64 {
        UInt64(offset) | bound << 24 | UInt64(modulusCode) << 40
    }
}
