import GlossaTestSupport
import Testing

@testable import GlossaCLDR

/// The compact form must agree with the reference evaluator on arbitrary rules and operands.
@Suite struct CompiledPluralRulesTests {
    static func randomRelation(_ random: inout SeededGenerator) -> PluralRelation {
        let operand = PluralOperand.allCases.randomElement(using: &random) ?? .n
        let modulus: UInt64? =
            Bool.random(using: &random) ? [10, 100, 1000, 7][Int.random(in: 0..<4, using: &random)] : nil
        let ranges: [ClosedRange<UInt64>] = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            let low = UInt64.random(in: 0...20, using: &random)
            return low...(low + UInt64.random(in: 0...5, using: &random))
        }
        return PluralRelation(
            operand: operand, modulus: modulus, kind: Bool.random(using: &random) ? .in : .within,
            isNegated: Bool.random(using: &random), ranges: ranges)
    }

    static func randomOperands(_ random: inout SeededGenerator) throws -> PluralOperands {
        var text = String(UInt64.random(in: 0...130, using: &random))
        if Bool.random(using: &random) {
            text += "." + String(UInt64.random(in: 0...999, using: &random))
            if Bool.random(using: &random) { text += "0" }
        }
        if Int.random(in: 0..<8, using: &random) == 0 { text += "c" + String(Int.random(in: 0...7, using: &random)) }
        return try PluralOperands(parsing: text)
    }

    static func randomRuleSet(_ random: inout SeededGenerator) -> [PluralRule] {
        let categories: [PluralCategory] = [.zero, .one, .two, .few, .many]
        return categories.prefix(Int.random(in: 0...5, using: &random)).map { category in
            PluralRule(
                category: category,
                condition: PluralCondition(
                    alternatives: (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.randomRelation(&random) }
                    }))
        } + [PluralRule(category: .other, condition: PluralCondition(alternatives: []))]
    }

    /// Several random rule sets compiled into one table (so each must stop at its own end), each
    /// evaluated on random operands against the reference evaluator.
    @Test func compiledMatchesReferenceOnRandomRules() throws {
        var random = SeededGenerator(seed: 46)
        for _ in 0..<100 {
            var compiler = PluralRuleCompiler()
            let sets = (0..<4).map { _ in Self.randomRuleSet(&random) }
            let indices = try sets.map { try compiler.add(ruleSet: $0) }
            let compiled = CompiledPluralRules(
                relations: compiler.relations, ruleSets: compiler.ruleSets, otherModuli: compiler.otherModuli,
                localeKeys: ["a", "b", "c", "d"], localeRuleSets: indices.map(UInt16.init),
                integerTables: compiler.integerTables, integerTableInfo: compiler.integerTableInfo)
            for (rules, set) in zip(sets, indices) {
                #expect(compiled.categories(ofRuleSet: set) == rules.map(\.category))
                for _ in 0..<40 {
                    let operands = try Self.randomOperands(&random)
                    let reference = rules.first { $0.condition.isSatisfied(by: operands) }?.category ?? .other
                    let selected = compiled.select(
                        operands, firstRelation: compiled.firstRelation(ofRuleSet: set),
                        selectionInfo: compiled.selectionInfo(ofRuleSet: set))
                    #expect(selected == reference, "\(rules.map(\.condition)) \(operands)")
                }
            }
        }
    }

    @Test func compilerRejectsWhatTheCompactFormCannotHold() {
        var compiler = PluralRuleCompiler()
        let huge = PluralRule(
            category: .one,
            condition: PluralCondition(alternatives: [[PluralRelation(operand: .n, ranges: [0...(1 << 40)])]]))
        #expect(throws: PluralRuleCompiler.Limitation.self) { try compiler.add(ruleSet: [huge]) }
    }

    /// The integer tables of the generated CLDR data agree with walking the rules, for every rule set
    /// that has one, on small, large and huge integers.
    @Test func integerTablesAgreeWithTheRules() throws {
        var values: [PluralOperands] = (0...20_000).map { PluralOperands($0) }
        for text in ["1000000", "1000001", "2000000", "123456789", "1000000000000000000", "123456789012345678901"] {
            values.append(try PluralOperands(parsing: text))
        }
        var tablesSeen = 0
        for table in [PluralRuleData.cardinal, PluralRuleData.ordinal] {
            for set in table.ruleSets.indices where table.integerTable(ofRuleSet: set) != 0 {
                tablesSeen += 1
                let first = table.firstRelation(ofRuleSet: set)
                let info = table.integerTable(ofRuleSet: set)
                for operands in values {
                    let walked = table.selectWithoutTable(operands, firstRelation: first)
                    let looked = table.select(operands, firstRelation: first, integerTable: info)
                    if walked != looked {
                        Issue.record("rule set \(set): \(operands) walked \(walked), table \(looked)")
                        break
                    }
                }
            }
        }
        #expect(tablesSeen > 40)
    }
}
