import GlossaJSON
import Testing

@testable import GlossaMessages

/// The pre-parsed form as `GlossaJSON` reads it from a definition (`conditions_expression`).
@Suite struct RuleProgramJSONTests {
    @Test func compilesThePreParsedForm() throws {
        let json = try JSONParser().parse(#"["&&", ["=", 1, ["mod", "@n", 10]], ["!=", 11, ["mod", "@n", 100]]]"#)
        let program = try RuleProgram(expression: json)
        #expect(program.source == "(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))")
        #expect(program == (try RuleProgram(parsing: "(&& (= 1 (mod \"@n\" 10)) (!= 11 (mod '@n' 100)))")))
        #expect(program.isSatisfied(in: RuleTestSupport.environment(["@n": .integer(21)])))
        #expect(!program.isSatisfied(in: RuleTestSupport.environment(["@n": .integer(11)])))
    }

    @Test func convertsEveryJSONKind() throws {
        let fraction = try RuleProgram(expression: try JSONParser().parse(#"["mod", 2.3, 10]"#))
        #expect(fraction.expression == .list([.string("mod"), .number(2.3), .integer(10)]))
        #expect(try fraction.evaluate(in: RuleTestSupport.environment()).get() == .number(2.3))
        let variable = try RuleProgram(expression: .string("@value"))
        #expect(try variable.evaluate(in: RuleTestSupport.environment(["@value": .string("x")])).get() == .string("x"))
        let boolean = try RuleProgram(expression: try JSONParser().parse(#"["&&", true, ["!", false]]"#))
        #expect(boolean.isSatisfied(in: RuleTestSupport.environment()))
        #expect(throws: RuleSyntaxError.self) { _ = try RuleProgram(expression: JSONValue.null) }
        #expect(throws: RuleSyntaxError.self) { _ = try RuleProgram(expression: try JSONParser().parse(#"["=", {}]"#)) }
        var deep: JSONValue = ["true"]
        for _ in 0..<300 { deep = ["not", deep] }
        #expect(throws: RuleSyntaxError.self) { _ = try RuleProgram(expression: deep) }
    }
}
