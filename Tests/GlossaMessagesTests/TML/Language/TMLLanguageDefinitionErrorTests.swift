import Testing

@testable import GlossaMessages

@Suite("Language definitions: errors")
struct TMLLanguageDefinitionErrorTests {
    /// Parses `text` and returns the error it must produce.
    private func error(_ text: String) -> LanguageDefinitionError? {
        do {
            _ = try LanguageDefinition(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    /// A minimal definition with one number context whose `one` rule has `condition`.
    private func numberDefinition(condition: String) -> String {
        """
        {"locale": "en", "contexts": {"number": {"token_expression": "/.*(count)(\\\\d)*$/",
          "rules": {"one": {"conditions": \(condition)}, "other": {}}}}}
        """
    }

    @Test func malformedJSONReportsLineAndColumn() throws {
        let failure = try #require(error("{\"locale\": \"en\",\n  \"contexts\": {,}}"))
        #expect(failure.kind == .invalidJSON)
        #expect(failure.line == 2)
        #expect(failure.column != nil)
        #expect(failure.description.hasPrefix("line 2, column "))
    }

    @Test func ruleSyntaxErrorNamesContextAndRule() throws {
        let failure = try #require(error(numberDefinition(condition: #""(= @n 1""#)))
        #expect(failure.kind == .invalidRule)
        #expect(failure.path == "contexts.number.rules.one.conditions")
        #expect(failure.description.hasPrefix("contexts.number.rules.one.conditions: "))
        #expect(failure.description.contains("(= @n 1"))
        #expect(failure.message.contains("at position"))
    }

    @Test func expressionFormErrorNamesTheExpressionKey() throws {
        let text = """
            {"locale": "en", "contexts": {"number": {"token_expression": "/count/",
              "rules": {"one": {"conditions_expression": {"not": "a list"}}, "other": {}}}}}
            """
        let failure = try #require(error(text))
        #expect(failure.path == "contexts.number.rules.one.conditions_expression")
        #expect(failure.kind == .invalidRule || failure.kind == .wrongType)
    }

    @Test func caseRuleSyntaxErrorNamesCaseAndRuleIndex() throws {
        let text = """
            {"locale": "en", "contexts": {}, "cases": {"pos": {"application": "phrase", "rules": [
              {"conditions": "(true)", "operations": "(append \\"'s\\" @value)"},
              {"conditions": "(match '/s$/' @value", "operations": "(append \\"'\\" @value)"}]}}}
            """
        let failure = try #require(error(text))
        #expect(failure.kind == .invalidRule)
        #expect(failure.path == "cases.pos.rules[1].conditions")
    }

    @Test func missingKeys() throws {
        let noLocale = try #require(error(#"{"contexts": {}}"#))
        #expect(noLocale.kind == .missingKey)
        #expect(noLocale.path == "locale")
        #expect(noLocale.description == "locale: missing required key 'locale'")

        let noRules = try #require(error(#"{"locale": "en", "contexts": {"gender": {"token_expression": "/user/"}}}"#))
        #expect(noRules.kind == .missingKey)
        #expect(noRules.path == "contexts.gender.rules")

        let noOperations = try #require(
            error(#"{"locale": "en", "cases": {"pos": {"rules": [{"conditions": "(true)"}]}}}"#))
        #expect(noOperations.kind == .missingKey)
        #expect(noOperations.path == "cases.pos.rules[0].operations")
    }

    @Test func wrongTypes() throws {
        let notAnObject = try #require(error("[1, 2]"))
        #expect(notAnObject.kind == .wrongType)
        #expect(notAnObject.description == "expected an object, found an array")

        let contexts = try #require(error(#"{"locale": "en", "contexts": []}"#))
        #expect(contexts.kind == .wrongType)
        #expect(contexts.path == "contexts")

        let variables = try #require(
            error(#"{"locale": "en", "contexts": {"n": {"token_expression": "/n/", "variables": [1], "rules": {}}}}"#))
        #expect(variables.path == "contexts.n.variables[0]")

        let locale = try #require(error(#"{"locale": 7}"#))
        #expect(locale.kind == .wrongType)
        #expect(locale.description == "locale: expected a string, found a number")
    }

    @Test func invalidValues() throws {
        let locale = try #require(error(#"{"locale": "not a locale!"}"#))
        #expect(locale.kind == .invalidValue)
        #expect(locale.path == "locale")

        let mapping = try #require(
            error(
                #"{"locale": "en", "contexts": {"n": {"token_expression": "/n/", "token_mapping": ["unsupported", 5], "rules": {}}}}"#
            ))
        #expect(mapping.kind == .invalidValue)
        #expect(mapping.path == "contexts.n.token_mapping[1]")

        let template = try #require(
            error(
                #"{"locale": "en", "contexts": {"n": {"token_expression": "/n/", "token_mapping": [{"one": 1}], "rules": {}}}}"#
            ))
        #expect(template.path == "contexts.n.token_mapping[0].one")
    }

    @Test func invalidTokenExpression() throws {
        let failure = try #require(
            error(#"{"locale": "en", "contexts": {"number": {"token_expression": "/(count/", "rules": {}}}}"#))
        #expect(failure.kind == .invalidTokenExpression)
        #expect(failure.path == "contexts.number.token_expression")
    }
}
