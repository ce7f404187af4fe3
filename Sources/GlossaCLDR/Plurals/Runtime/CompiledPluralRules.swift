/// Plural rules of every locale of one type, in compact form, and the evaluator over them.
///
/// The tables are plain integer arrays (see ``PackedRelation``); the evaluator is a short loop with
/// no allocation, which is what makes selection cost a few nanoseconds.
package struct CompiledPluralRules: Sendable {
    package let relations: [UInt64]
    package let ranges: [UInt64]
    package let rules: [UInt32]
    package let ruleSets: [UInt32]
    /// CLDR locale keys (`pt_PT`, `root`), sorted, and the rule set each uses.
    package let localeKeys: [String]
    package let localeRuleSets: [UInt16]

    package init(
        relations: [UInt64], ranges: [UInt64], rules: [UInt32], ruleSets: [UInt32],
        localeKeys: [String], localeRuleSets: [UInt16]
    ) {
        self.relations = relations
        self.ranges = ranges
        self.rules = rules
        self.ruleSets = ruleSets
        self.localeKeys = localeKeys
        self.localeRuleSets = localeRuleSets
    }

    /// The rule set of a CLDR locale key, by binary search; `nil` when the key has no data.
    package func ruleSet(forKey key: String) -> Int? {
        var low = 0
        var high = localeKeys.count
        while low < high {
            let middle = (low + high) / 2
            if localeKeys[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < localeKeys.count, localeKeys[low] == key else { return nil }
        return Int(localeRuleSets[low])
    }

    /// The categories a rule set uses, in CLDR order.
    package func categories(ofRuleSet ruleSet: Int) -> [PluralCategory] {
        let mask = ruleSets[ruleSet] >> 24
        return PluralCategory.allCases.filter { mask & (1 << UInt32($0.order)) != 0 }
    }

    /// Selects the category of `operands` with rule set `ruleSet`.
    @inline(__always)
    package func select(_ operands: PluralOperands, ruleSet: Int) -> PluralCategory {
        let set = ruleSets[ruleSet]
        var ruleIndex = Int(set & 0xFFFF)
        let end = ruleIndex + Int((set >> 16) & 0xFF)
        while ruleIndex < end {
            let rule = rules[ruleIndex]
            var relationIndex = Int(rule >> 8)
            var conjunctionHolds = true
            while true {
                let word = relations[relationIndex]
                if conjunctionHolds { conjunctionHolds = matches(word, operands) }
                if word & PackedRelation.endsConjunctionBit != 0 {
                    if conjunctionHolds { return PluralCategory(order: UInt8(truncatingIfNeeded: rule)) }
                    conjunctionHolds = true
                }
                if word & PackedRelation.endsConditionBit != 0 { break }
                relationIndex += 1
            }
            ruleIndex += 1
        }
        return .other
    }

    @inline(__always)
    private func matches(_ word: UInt64, _ operands: PluralOperands) -> Bool {
        let modulus = (word >> 8) & PackedRelation.maximumModulus
        var fractional = false
        let value: UInt64
        switch word & 7 {
        case 0, 1:
            fractional = word & 7 == 0 && operands.fractionValue != 0
            value = modulus == 0 ? operands.integerValue : operands.integerLow % modulus
        case 2: value = Self.reduce(UInt64(operands.visibleFractionDigitCount), modulus)
        case 3: value = Self.reduce(UInt64(operands.trimmedFractionDigitCount), modulus)
        case 4: value = modulus == 0 ? operands.fractionValue : operands.fractionLow % modulus
        case 5: value = modulus == 0 ? operands.trimmedFractionValue : operands.trimmedFractionLow % modulus
        default: value = Self.reduce(UInt64(operands.exponent), modulus)
        }
        var index = Int((word >> 32) & 0xFFFF)
        let end = index + Int(word >> 48)
        var found = false
        if word & PackedRelation.withinBit != 0 {
            while index < end {
                let range = ranges[index]
                let low = range >> 32
                let high = range & 0xFFFF_FFFF
                if value >= low && (fractional ? value < high : value <= high) {
                    found = true
                    break
                }
                index += 1
            }
        } else if !fractional {
            while index < end {
                let range = ranges[index]
                if value >= range >> 32 && value <= range & 0xFFFF_FFFF {
                    found = true
                    break
                }
                index += 1
            }
        }
        return found != (word & PackedRelation.negatedBit != 0)
    }

    @inline(__always)
    private static func reduce(_ value: UInt64, _ modulus: UInt64) -> UInt64 {
        modulus == 0 ? value : value % modulus
    }
}
