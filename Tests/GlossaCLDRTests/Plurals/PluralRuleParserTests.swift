import Testing

@testable import GlossaCLDR

@Suite struct PluralRuleParserTests {
    @Test func parsesTheFullSyntax() throws {
        let rule = try PluralRuleParser.parse(
            "v = 0 and i % 10 = 2..4 and i mod 100 != 12..14 or n is not 5 or n not in 7,9 or n within 0..2 "
                + "or n not within 10..20 or e = 0 @integer 2~4, 22, … @decimal 1.0c6, 0.0~1.5, ...",
            category: .few)
        #expect(rule.category == .few)
        #expect(rule.condition.alternatives.count == 6)
        #expect(rule.condition.alternatives[0].count == 3)
        let second = rule.condition.alternatives[0][1]
        #expect(second.operand == .i && second.modulus == 10 && second.ranges == [2...4] && !second.isNegated)
        #expect(rule.condition.alternatives[0][2].isNegated && rule.condition.alternatives[0][2].modulus == 100)
        #expect(rule.condition.alternatives[1][0].isNegated && rule.condition.alternatives[1][0].ranges == [5...5])
        #expect(rule.condition.alternatives[2][0].ranges == [7...7, 9...9])
        #expect(rule.condition.alternatives[3][0].kind == .within)
        #expect(rule.condition.alternatives[4][0].kind == .within && rule.condition.alternatives[4][0].isNegated)
        #expect(
            rule.integerSamples
                == PluralSamples(ranges: [.init(start: "2", end: "4"), .init(start: "22")], isOpenEnded: true))
        #expect(rule.decimalSamples?.ranges.first == .init(start: "1.0c6"))
        #expect(rule.decimalSamples?.isOpenEnded == true)
        #expect(rule.condition.description.hasPrefix("v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or n != 5"))
    }

    @Test func otherMayBeEmpty() throws {
        let other = try PluralRuleParser.parse(" @integer 0, 2~16", category: .other)
        #expect(other.condition.isAlwaysTrue)
        #expect(other.integerSamples?.expanded().count == 16)
    }

    @Test func reportsErrorsWithColumns() {
        let cases: [(String, Int, String)] = [
            ("x = 1", 1, "unknown operand \"x\"; expected one of n i v w f t c e"),
            ("n = ", 5, "expected a number, found end of rule"),
            ("n == 1", 4, "expected a number, found \"=\""),
            ("n = 1 and", 10, "expected an operand (n i v w f t c e), found end of rule"),
            ("n = 1 xor n = 2", 7, "expected \"and\", \"or\", @integer or @decimal, found \"xor\""),
            ("n % 0 = 1", 5, "modulus must not be zero"),
            ("n = 5..2", 8, "range end 2 is below its start 5"),
            ("n = 99999999999999999999", 5, "value too large"),
            ("n > 1", 3, "expected =, !=, is, in or within, found \">\""),
            ("n = 1 @integer 1, x", 19, "expected a sample number, found \"x\""),
            ("n = 1 @integer 1 @integer 2", 18, "duplicate @integer samples"),
            ("@integer 1", 1, "only the \"other\" rule may have an empty condition"),
        ]
        for (text, column, message) in cases {
            #expect(throws: PluralRuleSyntaxError(source: text, column: column, message: message), "\(text)") {
                try PluralRuleParser.parse(text, category: .one)
            }
        }
    }

    @Test func conditionOnly() throws {
        let condition = try PluralRuleParser.parseCondition("n % 10 = 1 and n % 100 != 11")
        #expect(condition.isSatisfied(by: PluralOperands(21)))
        #expect(!condition.isSatisfied(by: PluralOperands(11)))
        #expect(try PluralRuleParser.parseCondition("").isAlwaysTrue)
    }

    /// `within` accepts non-integers between the bounds; `in` only integers.
    @Test func withinVersusIn() throws {
        let within = try PluralRuleParser.parseCondition("n within 0..2")
        let inside = try PluralRuleParser.parseCondition("n in 0..2")
        let half = try PluralOperands(parsing: "1.5")
        #expect(within.isSatisfied(by: half))
        #expect(!inside.isSatisfied(by: half))
        #expect(!within.isSatisfied(by: try PluralOperands(parsing: "2.5")))
        #expect(within.isSatisfied(by: try PluralOperands(parsing: "2.0")))
        #expect(try PluralRuleParser.parseCondition("n != 1").isSatisfied(by: PluralOperands(parsing: "1.5")))
    }
}
