/// Plural rules of every locale of one type, in compact form, and the evaluator over them.
///
/// The table is a run of 64-bit words (see ``PackedRelation``); the evaluator walks a locale's words
/// once, with no allocation and no memory access besides the words. Remainders by CLDR's moduli
/// (10, 100, 1000, 1,000,000) use constant divisors, which the compiler turns into multiplications.
package struct CompiledPluralRules: Sendable {
    package let relations: [UInt64]
    package let ruleSets: [UInt32]
    /// Moduli other than 10, 100, 1000 and 1,000,000 (codes 5–7 of ``PackedRelation``).
    package let otherModuli: [UInt64]
    /// CLDR locale keys (`pt_PT`, `root`), sorted, and the rule set each uses.
    package let localeKeys: [String]
    package let localeRuleSets: [UInt16]
    /// Integer category tables, concatenated, and each rule set's info word (see
    /// ``IntegerCategoryTable``).
    package let integerTables: [UInt8]
    package let integerTableInfo: [UInt64]

    package init(
        relations: [UInt64], ruleSets: [UInt32], otherModuli: [UInt64] = [], localeKeys: [String],
        localeRuleSets: [UInt16], integerTables: [UInt8] = [], integerTableInfo: [UInt64] = []
    ) {
        self.relations = relations
        self.ruleSets = ruleSets
        self.otherModuli = otherModuli
        self.localeKeys = localeKeys
        self.localeRuleSets = localeRuleSets
        self.integerTables = integerTables
        self.integerTableInfo = integerTableInfo
    }

    /// The integer table info word of a rule set, 0 when it has none.
    package func integerTable(ofRuleSet ruleSet: Int) -> UInt64 {
        ruleSet < integerTableInfo.count ? integerTableInfo[ruleSet] : 0
    }

    /// The rule set of a CLDR locale key, by binary search; `nil` when the key has no data.
    package func ruleSet(forKey key: String) -> Int? {
        indexOfSortedKey(key, in: localeKeys).map { Int(localeRuleSets[$0]) }
    }

    /// The categories a rule set uses, in CLDR order.
    package func categories(ofRuleSet ruleSet: Int) -> [PluralCategory] {
        let mask = ruleSets[ruleSet] >> 24
        return PluralCategory.allCases.filter { mask & (1 << UInt32($0.order)) != 0 }
    }

    /// The index of the first relation of a rule set, or -1 when the set has none (only `other`).
    package func firstRelation(ofRuleSet ruleSet: Int) -> Int {
        let entry = ruleSets[ruleSet]
        return entry & PackedRuleSet.hasRelationsBit != 0 ? Int(entry & 0xFFFF) : -1
    }

    /// Selects the category of `operands`, starting at the rule set's first relation
    /// (``firstRelation(ofRuleSet:)``); plain integers use the rule set's integer table when it has
    /// one (``integerTable(ofRuleSet:)``).
    @inline(__always)
    package func select(_ operands: PluralOperands, firstRelation: Int, integerTable: UInt64) -> PluralCategory {
        if integerTable & (7 << 40) != 0, operands.isPlainInteger {
            return lookUpInteger(operands, integerTable)
        }
        return selectWithoutTable(operands, firstRelation: firstRelation)
    }

    /// A rule set's integer table info (``IntegerCategoryTable``) with its fraction facts
    /// (``PackedRuleSet``) in bits 48–49: what ``select(_:firstRelation:selectionInfo:)`` needs.
    package func selectionInfo(ofRuleSet ruleSet: Int) -> UInt64 {
        let entry = ruleSets[ruleSet]
        var info = integerTable(ofRuleSet: ruleSet)
        if entry & PackedRuleSet.fractionalIsOtherBit != 0 { info |= Self.fractionalIsOtherInfoBit }
        if entry & PackedRuleSet.visibleFractionIsOtherBit != 0 { info |= Self.visibleFractionIsOtherInfoBit }
        return info
    }

    static let fractionalIsOtherInfoBit: UInt64 = 1 << 48
    static let visibleFractionIsOtherInfoBit: UInt64 = 1 << 49

    /// Selects with a rule set's ``selectionInfo(ofRuleSet:)``: numbers with fraction digits are
    /// answered at once when the rule set's fraction facts allow, plain integers from the integer
    /// table when there is one, anything else by walking the relations.
    @inline(__always)
    package func select(_ operands: PluralOperands, firstRelation: Int, selectionInfo info: UInt64) -> PluralCategory {
        if operands.visibleFractionDigitCount != 0 {
            if info & Self.visibleFractionIsOtherInfoBit != 0 { return .other }
            if operands.fractionValue != 0, info & Self.fractionalIsOtherInfoBit != 0 { return .other }
        }
        return select(operands, firstRelation: firstRelation, integerTable: info & 0xFFFF_FFFF_FFFF)
    }

    /// Selects by walking the rule set's relations, whatever the number.
    @inline(__always)
    package func selectWithoutTable(_ operands: PluralOperands, firstRelation: Int) -> PluralCategory {
        guard firstRelation >= 0 else { return .other }
        if operands.isPlainInteger {
            let whole = operands.integerValue
            let low = operands.integerLow
            // Every operand but n and i is zero and `within` means `in`: each test is computed without
            // a branch, so the only data-dependent branch is the one that returns a category.
            return walk(from: firstRelation, shortCircuit: false) { word in
                let value = word & 7 <= 1 ? reduce(whole, low, word) : 0
                return Self.inRange(value, word) != (word & PackedRelation.negatedBit != 0)
            }
        }
        return walk(from: firstRelation, shortCircuit: true) { matches($0, operands) }
    }

    /// Walks a rule set's words from `first`: each `and` chain holds when every test does, and the
    /// first chain that holds gives its rule's category; `other` when none does. With `shortCircuit`
    /// a chain stops testing at its first failure.
    @inline(__always)
    private func walk(from first: Int, shortCircuit: Bool, _ test: (UInt64) -> Bool) -> PluralCategory {
        relations.withUnsafeBufferPointer { words in
            var index = first
            var conjunctionHolds = true
            while index < words.count {
                let word = words[index]
                if shortCircuit {
                    if conjunctionHolds { conjunctionHolds = test(word) }
                } else {
                    let result = test(word)
                    conjunctionHolds = conjunctionHolds && result
                }
                if word & PackedRelation.endsConjunctionBit != 0 {
                    if conjunctionHolds { return Self.category(of: word) }
                    conjunctionHolds = true
                    if word & PackedRelation.endsRuleSetBit != 0 { break }
                }
                index += 1
            }
            return .other
        }
    }

    /// The category of a plain integer from the rule set's integer table.
    @inline(__always)
    private func lookUpInteger(_ operands: PluralOperands, _ info: UInt64) -> PluralCategory {
        let offset = Int(truncatingIfNeeded: info & 0xFF_FFFF)
        let bound = (info >> 24) & 0xFFFF
        let value = operands.integerValue
        var index: Int
        if value < bound {
            index = offset + Int(truncatingIfNeeded: value)
        } else {
            let low = operands.integerLow
            let remainder: UInt64
            switch (info >> 40) & 7 {
            case 2: remainder = low % 10
            case 3: remainder = low % 100
            case 4: remainder = low % 1000
            case 5: remainder = low % 1_000_000
            default: remainder = 0
            }
            index = offset + Int(truncatingIfNeeded: bound + remainder)
        }
        guard index < integerTables.count else { return .other }
        return PluralCategory(order: integerTables[index])
    }

    @inline(__always)
    private static func category(of word: UInt64) -> PluralCategory {
        PluralCategory(order: UInt8(truncatingIfNeeded: word >> PackedRelation.categoryShift) & 7)
    }

    @inline(__always)
    private func matches(_ word: UInt64, _ operands: PluralOperands) -> Bool {
        let value: UInt64
        switch word & 7 {
        case 0, 1: value = reduce(operands.integerValue, operands.integerLow, word)
        case 2: value = reduce(UInt64(truncatingIfNeeded: operands.visibleFractionDigitCount), word)
        case 3: value = reduce(UInt64(truncatingIfNeeded: operands.trimmedFractionDigitCount), word)
        case 4: value = reduce(operands.fractionValue, operands.fractionLow, word)
        case 5: value = reduce(operands.trimmedFractionValue, operands.trimmedFractionLow, word)
        default: value = reduce(UInt64(truncatingIfNeeded: operands.exponent), word)
        }
        let found: Bool
        if word & 7 == 0 && operands.fractionValue != 0 {
            // `n` with fraction digits: never an integer in a list; strictly inside for `within`.
            found =
                word & PackedRelation.withinBit != 0
                && value >= (word >> PackedRelation.lowShift) & PackedRelation.boundMask
                && value < word >> PackedRelation.highShift
        } else {
            found = Self.inRange(value, word)
        }
        return found != (word & PackedRelation.negatedBit != 0)
    }

    /// Whether `value` lies in the word's range.
    @inline(__always)
    private static func inRange(_ value: UInt64, _ word: UInt64) -> Bool {
        // value - low <= high - low in wrapping arithmetic: one comparison, no short-circuit.
        let low = (word >> PackedRelation.lowShift) & PackedRelation.boundMask
        return value &- low <= (word >> PackedRelation.highShift) &- low
    }

    /// The operand reduced by the word's modulus; `whole` is the saturated value, `low` its last 18
    /// digits (exact for every modulus that divides 10¹⁸).
    @inline(__always)
    private func reduce(_ whole: UInt64, _ low: UInt64, _ word: UInt64) -> UInt64 {
        switch (word >> PackedRelation.modulusShift) & 7 {
        case 0: whole
        case 1: low % 10
        case 2: low % 100
        case 3: low % 1000
        case 4: low % 1_000_000
        case let code: otherModulus(Int(code) - 5).map { low % $0 } ?? whole
        }
    }

    @inline(__always)
    private func reduce(_ value: UInt64, _ word: UInt64) -> UInt64 { reduce(value, value, word) }

    private func otherModulus(_ index: Int) -> UInt64? {
        index < otherModuli.count ? otherModuli[index] : nil
    }
}
