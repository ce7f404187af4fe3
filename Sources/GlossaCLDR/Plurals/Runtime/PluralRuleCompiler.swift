/// Compiles reference rule trees into the compact run-time form (``PackedRelation``).
///
/// Used by the data generator; tests use it to check the compiled form against the reference
/// evaluator.
package struct PluralRuleCompiler {
    /// Why a rule cannot be represented compactly.
    package struct Limitation: Error, CustomStringConvertible {
        package let description: String
    }

    /// A conjunction may expand into at most this many after value lists are distributed.
    static let maximumExpansion = 256

    package private(set) var relations: [UInt64] = []
    package private(set) var ruleSets: [UInt32] = []
    /// Integer category tables, concatenated (see ``IntegerCategoryTable``).
    package private(set) var integerTables: [UInt8] = []
    /// Per rule set, its integer table (``IntegerCategoryTable``), 0 when it has none.
    package private(set) var integerTableInfo: [UInt64] = []
    /// Moduli other than 10, 100, 1000 and 1,000,000, in order of first use (codes 5–7).
    package private(set) var otherModuli: [UInt64] = []

    package init() {}

    /// Adds the rules of one locale group; returns the index of its rule set.
    package mutating func add(ruleSet: [PluralRule]) throws -> Int {
        let firstRelation = relations.count
        guard firstRelation < 1 << 16 else { throw Limitation(description: "too many relations for the compact form") }
        for rule in ruleSet where !rule.condition.isAlwaysTrue {
            try add(condition: rule.condition, category: rule.category)
        }
        let hasRelations = relations.count > firstRelation
        if hasRelations { relations[relations.count - 1] |= PackedRelation.endsRuleSetBit }
        let conjunctions = ruleSet.flatMap(\.condition.alternatives)
        ruleSets.append(
            PackedRuleSet.make(
                firstRelation: firstRelation, hasRelations: hasRelations, categories: ruleSet.map(\.category),
                fractionalIsOther: hasRelations && conjunctions.allSatisfy { $0.contains(where: Self.needsIntegerN) },
                visibleFractionIsOther: hasRelations
                    && conjunctions.allSatisfy { $0.contains(where: Self.needsNoVisibleFraction) }))
        integerTableInfo.append(integerTable(for: ruleSet, ruleSet: ruleSets.count - 1))
        return ruleSets.count - 1
    }

    /// Builds the integer category table of a rule set, if it is small enough; returns its info word.
    ///
    /// For a plain integer, every operand but `n` and `i` is zero, so the category depends only on
    /// `min(i, bound)` and `i % modulus`, where `bound` exceeds every value an unreduced `n`/`i` is
    /// compared with and `modulus` is the least common multiple of the moduli applied to `n`/`i`.
    private mutating func integerTable(for ruleSet: [PluralRule], ruleSet index: Int) -> UInt64 {
        var bound: UInt64 = 0
        var modulus: UInt64 = 1
        for rule in ruleSet {
            for conjunction in rule.condition.alternatives {
                for relation in conjunction where relation.operand == .n || relation.operand == .i {
                    if let relationModulus = relation.modulus {
                        modulus = Self.leastCommonMultiple(modulus, relationModulus)
                        guard modulus <= 1_000_000 else { return 0 }
                    } else {
                        bound = max(bound, (relation.ranges.map(\.upperBound).max() ?? 0) + 1)
                    }
                }
            }
        }
        guard let code = IntegerCategoryTable.moduli.firstIndex(of: modulus),
            bound + modulus <= UInt64(IntegerCategoryTable.maximumSize),
            integerTables.count + Int(bound + modulus) < 1 << 24
        else { return 0 }
        let compiled = CompiledPluralRules(
            relations: relations, ruleSets: ruleSets, otherModuli: otherModuli, localeKeys: [],
            localeRuleSets: [])
        let first = compiled.firstRelation(ofRuleSet: index)
        let offset = integerTables.count
        func category(_ value: UInt64) -> UInt8 {
            compiled.selectWithoutTable(PluralOperands(value), firstRelation: first).order
        }
        for value in 0..<bound { integerTables.append(category(value)) }
        for remainder in 0..<modulus {
            integerTables.append(category(bound + (remainder + modulus - bound % modulus) % modulus))
        }
        return IntegerCategoryTable.info(offset: offset, bound: bound, modulusCode: code)
    }

    /// `n = …` or `n % m = …`: never true for a number with non-zero fraction digits.
    private static func needsIntegerN(_ relation: PluralRelation) -> Bool {
        relation.operand == .n && relation.kind == .in && !relation.isNegated
    }

    /// `v = 0` (with no modulus): never true for a number shown with fraction digits.
    private static func needsNoVisibleFraction(_ relation: PluralRelation) -> Bool {
        relation.operand == .v && relation.modulus == nil && relation.kind == .in && !relation.isNegated
            && relation.ranges == [0...0]
    }

    private static func leastCommonMultiple(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 0 : a / x * b
    }

    /// One single-range test: a relation restricted to one of its ranges.
    private struct Test {
        let relation: PluralRelation
        let range: ClosedRange<UInt64>
    }

    private mutating func add(condition: PluralCondition, category: PluralCategory) throws {
        guard category != .other else {
            throw Limitation(description: "an \"other\" rule with a condition cannot be represented")
        }
        var conjunctions: [[Test]] = []
        for conjunction in condition.alternatives {
            // Distribute value lists: a positive list is an `or` of its ranges, a negated one an `and`.
            var expanded: [[Test]] = [[]]
            for relation in conjunction {
                if relation.isNegated || relation.ranges.count == 1 {
                    let tests = relation.ranges.map { Test(relation: relation, range: $0) }
                    expanded = expanded.map { $0 + tests }
                } else {
                    expanded = expanded.flatMap { prefix in
                        relation.ranges.map { prefix + [Test(relation: relation, range: $0)] }
                    }
                }
                guard expanded.count <= Self.maximumExpansion else {
                    throw Limitation(
                        description: "a condition expands into more than \(Self.maximumExpansion) alternatives")
                }
            }
            conjunctions.append(contentsOf: expanded)
        }
        for (alternativeIndex, conjunction) in conjunctions.enumerated() {
            for (testIndex, test) in conjunction.enumerated() {
                var word = try encode(test)
                word |= UInt64(category.order) << PackedRelation.categoryShift
                if testIndex == conjunction.count - 1 { word |= PackedRelation.endsConjunctionBit }
                if testIndex == conjunction.count - 1, alternativeIndex == conjunctions.count - 1 {
                    word |= PackedRelation.endsConditionBit
                }
                relations.append(word)
            }
        }
    }

    private mutating func encode(_ test: Test) throws -> UInt64 {
        var word = PackedRelation.code(of: test.relation.operand)
        if test.relation.isNegated { word |= PackedRelation.negatedBit }
        if test.relation.kind == .within { word |= PackedRelation.withinBit }
        word |= try modulusCode(test.relation.modulus) << PackedRelation.modulusShift
        guard test.range.upperBound <= PackedRelation.maximumBound else {
            throw Limitation(description: "value \(test.range.upperBound) exceeds \(PackedRelation.maximumBound)")
        }
        word |= test.range.lowerBound << PackedRelation.lowShift | test.range.upperBound << PackedRelation.highShift
        return word
    }

    private mutating func modulusCode(_ modulus: UInt64?) throws -> UInt64 {
        guard let modulus else { return 0 }
        if let standard = PackedRelation.standardModuli.firstIndex(of: modulus) { return UInt64(standard + 1) }
        if let other = otherModuli.firstIndex(of: modulus) { return UInt64(other + 5) }
        guard otherModuli.count < PackedRelation.maximumOtherModuli else {
            throw Limitation(
                description:
                    "more than \(PackedRelation.maximumOtherModuli) moduli other than 10, 100, 1000 and 1000000")
        }
        otherModuli.append(modulus)
        return UInt64(otherModuli.count + 4)
    }
}
