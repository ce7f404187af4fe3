extension CompiledPluralRules {
    /// The smallest whole number (0, 1, 2, …) that selects each category of a rule set; categories no
    /// whole number selects (Czech `many`, which is for fractions only) are absent.
    ///
    /// For a whole number every operand but `n` and `i` is zero, and every relation tests `n` or `i`,
    /// either reduced by a modulus or against a bounded range. So beyond the largest bound `B` of an
    /// unreduced range, the category repeats with the least common multiple `L` of the rule set's
    /// moduli, and `0..<B + L` holds every category a whole number can select. Rather than evaluate
    /// each of those numbers (a million for French `many`, whose modulus is 1,000,000), the search
    /// jumps from one number to the next at which some relation's truth can change (a range bound of
    /// the operand or of its remainder): the category is the same in between, so it evaluates the
    /// rule set a few dozen times and finds what evaluating every number would find.
    package func smallestWholeNumbers(ofRuleSet ruleSet: Int) -> [PluralCategory: UInt64] {
        let first = firstRelation(ofRuleSet: ruleSet)
        guard first >= 0 else { return [.other: 0] }
        var words: [UInt64] = []
        var period: UInt64 = 1
        var bound: UInt64 = 0
        var index = first
        while index < relations.count {
            let word = relations[index]
            if word & 7 <= 1 {
                words.append(word)
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
        let end = bound + period
        var value: UInt64 = 0
        while value < end, smallest.count < wanted {
            let category = selectWithoutTable(PluralOperands(value), firstRelation: first)
            if smallest[category] == nil { smallest[category] = value }
            var next = end
            for word in words { next = min(next, nextChange(of: word, after: value)) }
            value = next
        }
        return smallest
    }

    /// The smallest whole number above `value` at which the test of `word` (an `n` or `i` relation)
    /// may give another result than at `value`: where the operand, or its remainder, enters or
    /// leaves the word's range. `UInt64.max` when it never does.
    private func nextChange(of word: UInt64, after value: UInt64) -> UInt64 {
        let low = (word >> PackedRelation.lowShift) & PackedRelation.boundMask
        let high = (word >> PackedRelation.highShift) & PackedRelation.boundMask
        guard let modulus = modulus(of: word) else {
            if value < low { return low }
            return value <= high ? high + 1 : .max
        }
        let remainder = value % modulus
        if remainder < low { return value + (low - remainder) }
        if remainder <= high, high + 1 < modulus { return value + (high + 1 - remainder) }
        // Past the range (or in one that reaches the end of the cycle): the next cycle's start,
        // or its low bound.
        return value + (modulus - remainder) + (remainder <= high ? 0 : low)
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
