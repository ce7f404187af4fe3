extension CompiledPluralRules {
    /// The smallest whole number (0, 1, 2, …) that selects each category of a rule set; categories no
    /// whole number selects (Czech `many`, which is for fractions only) are absent.
    ///
    /// For a whole number every operand but `n` and `i` is zero, and every relation tests `n` or `i`,
    /// either reduced by a modulus or against a bounded range. So beyond the largest bound `B` of an
    /// unreduced range, the category repeats with the least common multiple `L` of the rule set's
    /// moduli, and evaluating `0..<B + L` visits every category a whole number can select. CLDR's
    /// largest modulus is 1,000,000 (French, Spanish, Italian, Portuguese and Catalan `many`), so that
    /// is at most about a million evaluations of the rule set, done once by the caller.
    package func smallestWholeNumbers(ofRuleSet ruleSet: Int) -> [PluralCategory: UInt64] {
        let first = firstRelation(ofRuleSet: ruleSet)
        guard first >= 0 else { return [.other: 0] }
        var period: UInt64 = 1
        var bound: UInt64 = 0
        var index = first
        while index < relations.count {
            let word = relations[index]
            if word & 7 <= 1 {
                if let modulus = modulus(of: word) {
                    period = Self.leastCommonMultiple(period, modulus)
                } else {
                    bound = max(bound, (word >> PackedRelation.highShift) + 1)
                }
            }
            if word & PackedRelation.endsRuleSetBit != 0 { break }
            index += 1
        }
        var smallest: [PluralCategory: UInt64] = [:]
        let wanted = categories(ofRuleSet: ruleSet).count
        var value: UInt64 = 0
        while value < bound + period, smallest.count < wanted {
            let category = selectWithoutTable(PluralOperands(value), firstRelation: first)
            if smallest[category] == nil { smallest[category] = value }
            value += 1
        }
        return smallest
    }

    /// The modulus a relation word reduces its operand by, `nil` for none.
    private func modulus(of word: UInt64) -> UInt64? {
        let code = Int((word >> PackedRelation.modulusShift) & 7)
        switch code {
        case 0: return nil
        case 1...4: return PackedRelation.standardModuli[code - 1]
        default: return code - 5 < otherModuli.count ? otherModuli[code - 5] : nil
        }
    }

    private static func leastCommonMultiple(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
