/// Compiles reference rule trees into the compact run-time form (``PackedRelation``).
///
/// Used by the data generator; tests use it to check the compiled form against the reference
/// evaluator.
package struct PluralRuleCompiler {
    /// Why a rule cannot be represented compactly.
    package struct Limitation: Error, CustomStringConvertible {
        package let description: String
    }

    package private(set) var relations: [UInt64] = []
    package private(set) var ranges: [UInt64] = []
    package private(set) var rules: [UInt32] = []
    package private(set) var ruleSets: [UInt32] = []
    /// Identical range lists share storage.
    private var rangeListIndex: [[UInt64]: Int] = [:]

    package init() {}

    /// Adds the rules of one locale group; returns the index of its rule set.
    package mutating func add(ruleSet: [PluralRule]) throws -> Int {
        let firstRule = rules.count
        var categories: [PluralCategory] = []
        for rule in ruleSet {
            categories.append(rule.category)
            guard !rule.condition.isAlwaysTrue else { continue }
            rules.append(PackedRule.make(category: rule.category, firstRelation: relations.count))
            try add(condition: rule.condition)
        }
        guard rules.count - firstRule < 256, firstRule < 1 << 16 else {
            throw Limitation(description: "too many rules for the compact form")
        }
        ruleSets.append(
            PackedRuleSet.make(firstRule: firstRule, ruleCount: rules.count - firstRule, categories: categories))
        return ruleSets.count - 1
    }

    private mutating func add(condition: PluralCondition) throws {
        for (alternativeIndex, conjunction) in condition.alternatives.enumerated() {
            for (relationIndex, relation) in conjunction.enumerated() {
                var word = PackedRelation.code(of: relation.operand)
                if relation.isNegated { word |= PackedRelation.negatedBit }
                if relation.kind == .within { word |= PackedRelation.withinBit }
                if relationIndex == conjunction.count - 1 { word |= PackedRelation.endsConjunctionBit }
                if relationIndex == conjunction.count - 1, alternativeIndex == condition.alternatives.count - 1 {
                    word |= PackedRelation.endsConditionBit
                }
                let modulus = relation.modulus ?? 0
                guard modulus <= PackedRelation.maximumModulus else {
                    throw Limitation(description: "modulus \(modulus) exceeds \(PackedRelation.maximumModulus)")
                }
                word |= modulus << 8
                let packed = try relation.ranges.map { range in
                    guard range.upperBound <= PackedRelation.maximumRangeValue else {
                        throw Limitation(
                            description: "value \(range.upperBound) exceeds \(PackedRelation.maximumRangeValue)")
                    }
                    return PackedRelation.range(range)
                }
                let start: Int
                if let existing = rangeListIndex[packed] {
                    start = existing
                } else {
                    start = ranges.count
                    ranges.append(contentsOf: packed)
                    rangeListIndex[packed] = start
                }
                guard start < 1 << 16, packed.count < 1 << 16 else {
                    throw Limitation(description: "too many ranges for the compact form")
                }
                word |= UInt64(start) << 32 | UInt64(packed.count) << 48
                relations.append(word)
            }
        }
    }
}
