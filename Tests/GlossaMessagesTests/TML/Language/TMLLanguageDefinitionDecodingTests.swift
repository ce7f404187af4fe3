import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

@Suite("Language definitions: decoding")
struct TMLLanguageDefinitionDecodingTests {
    @Test(arguments: TMLLanguageFixtures.names)
    func everyFixtureDecodes(name: String) throws {
        let definition = try TMLLanguageFixtures.definition(name)
        #expect(!definition.contexts.isEmpty)
        for context in definition.contexts {
            // Every context but `date` (past/present/future) has the fallback rule `other`.
            #expect((context.fallbackRule != nil) == (context.keyword != "date"), "\(name): \(context.keyword)")
            #expect(context.tokenExpression != nil, "\(name): \(context.keyword) has no token expression")
            for rule in context.rules where !rule.isFallback {
                #expect(rule.condition != nil, "\(name): \(context.keyword).\(rule.keyword) has no condition")
            }
        }
    }

    @Test(arguments: [
        (
            "ruby-spec-en", "en", ["date", "gender", "genders", "list", "number"],
            ["ord", "ordinal", "plural", "pos", "singular", "times"]
        ),
        ("ruby-spec-es", "es", ["date", "gender", "genders", "list", "number"], []),
        (
            "ruby-spec-ru", "ru", ["date", "gender", "genders", "list", "number", "value"],
            ["acc", "dat", "gen", "ins", "nom", "pos", "pre"]
        ),
        (
            "ruby-lib-en", "en", ["list", "date", "number", "gender", "genders"],
            ["ord", "ordinal", "plural", "pos", "singular", "times"]
        ),
        (
            "js-test-en", "en", ["date", "gender", "genders", "list", "number"],
            ["ord", "ordinal", "plural", "pos", "singular", "times"]
        ),
        (
            "js-test-en-US", "en-US", ["date", "gender", "genders", "list", "number"],
            ["ord", "ordinal", "plural", "pos", "singular", "times"]
        ),
        ("js-test-es", "es", ["date", "gender", "genders", "list", "number"], []),
        (
            "js-test-ru", "ru", ["number", "gender", "genders", "list", "date", "value"],
            ["acc", "dat", "gen", "ins", "nom", "pos", "pre"]
        ),
    ])
    func contextsInDefinitionOrderAndCases(name: String, locale: String, contexts: [String], cases: [String]) throws {
        let definition = try TMLLanguageFixtures.definition(name)
        #expect(definition.locale == (try TMLLanguageFixtures.locale(locale)))
        #expect(definition.contexts.map(\.keyword) == contexts)
        #expect(definition.cases.keys.sorted() == cases)
    }

    @Test func rulesKeepDefinitionOrder() throws {
        let rubySpec = try TMLLanguageFixtures.definition("ruby-spec-ru")
        #expect(rubySpec.context(keyword: "number")?.rules.map(\.keyword) == ["few", "many", "one", "other"])
        let jsTest = try TMLLanguageFixtures.definition("js-test-ru")
        #expect(jsTest.context(keyword: "number")?.rules.map(\.keyword) == ["one", "few", "many", "other"])
        #expect(jsTest.context(keyword: "number")?.keys == ["one", "few", "many", "other"])
        #expect(jsTest.languageCase(keyword: "gen")?.rules.count == 18)
    }

    @Test func rubySpecEnglishContextDetails() throws {
        let english = try TMLLanguageFixtures.definition("ruby-spec-en")
        #expect(english.englishName == "English (US)")
        #expect(english.rightToLeft == false)
        let number = try #require(english.context(keyword: "number"))
        #expect(number.keys == ["one", "other"])
        #expect(number.defaultKey == "other")
        #expect(number.variables == ["@n"])
        #expect(number.tokenExpressionSource == #"/.*(count|num|minutes|seconds|hours|sum|total)(\d)*$/"#)
        #expect(number.tokenMapping(forParameterCount: 1)?.template(forRule: "other") == "{$0::plural}")
        #expect(number.tokenMapping(forParameterCount: 2)?.template(forRule: "other") == "{$1}")
        #expect(number.tokenMapping(forParameterCount: 3) == nil)
        #expect(number.tokenMapping(forParameterCount: 0) == nil)
        let genders = try #require(english.context(keyword: "genders"))
        #expect(genders.tokenMapping(forParameterCount: 1) == .unsupported)
        #expect(genders.tokenMapping(forParameterCount: 4)?.template(forRule: "unknown") == "{$2}")
        let templates = try #require(english.context(keyword: "date")?.tokenMapping(forParameterCount: 3))
        #expect(
            templates
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "past", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "present", template: "{$1}"),
                    TokenMappingTemplate(ruleKeyword: "future", template: "{$2}"),
                ]))
        let pos = try #require(english.languageCase(keyword: "pos"))
        #expect(pos.application == .phrase)
        #expect(pos.latinName == "Possessive")
        #expect(pos.rules.count == 2)
        #expect(english.languageCase(keyword: "plural")?.rules.count == 24)
        #expect(english.languageCase(keyword: "singular")?.rules.count == 30)
    }

    /// tml-ruby's own `lib/tml/languages/en.json` has no `keyword` in rules and cases: the keys are used.
    @Test func keywordsDefaultToTheirKeys() throws {
        let english = try TMLLanguageFixtures.definition("ruby-lib-en")
        #expect(english.rightToLeft == false)
        #expect(english.context(keyword: "gender")?.rules.map(\.keyword) == ["female", "male", "other"])
        #expect(english.languageCase(keyword: "times")?.keyword == "times")
        #expect(
            english.context(keyword: "genders")?.tokenMapping(forParameterCount: 1)?.template(forRule: "male") == "{$0}"
        )
    }

    /// The API-export shape (tml-js `es.json`) nests a context's fields and a rule's conditions in
    /// `definition`, names the default `default_rule` and has `null` conditions.
    @Test func apiExportShape() throws {
        let spanish = try TMLLanguageFixtures.definition("js-test-es")
        #expect(spanish.englishName == "Spanish")
        #expect(spanish.nativeName == "Español")
        #expect(spanish.rightToLeft == false)
        let date = try #require(spanish.context(keyword: "date"))
        #expect(date.keys == ["past", "present", "future"])
        #expect(date.defaultKey == "present")
        #expect(date.variables == ["@date"])
        #expect(date.rules.map(\.keyword) == ["future", "past", "present"])
        #expect(date.rules.allSatisfy { $0.condition != nil })
        let number = try #require(spanish.context(keyword: "number"))
        #expect(number.rule(keyword: "one")?.condition != nil)
        #expect(number.rule(keyword: "other")?.condition == nil)
        #expect(number.tokenMapping(forParameterCount: 1) == .unsupported)
        #expect(spanish.cases.isEmpty)
    }

    /// tml-ruby's Russian fixture gives the `value` context's condition as an array in `conditions`.
    @Test func conditionsGivenAsAnArray() throws {
        let russian = try TMLLanguageFixtures.definition("ruby-spec-ru")
        let value = try #require(russian.context(keyword: "value"))
        #expect(value.rule(keyword: "vowel")?.condition != nil)
        #expect(value.tokenMapping(forParameterCount: 2)?.template(forRule: "con") == "{$1}")
    }

    @Test func unknownKeysAreIgnoredAndCasesMayBeAnArray() throws {
        let definition = try LanguageDefinition(
            parsing: """
                {"locale": "de", "flag_url": "x", "curse_words": "y", "enabled": true, "right_to_left": true,
                 "contexts": {"number": {"token_expression": "/.*(count)(\\\\d)*$/", "colour": "blue",
                                         "rules": {"one": {"conditions": "(= @n 1)", "extra": [1, 2]}, "other": {}}}},
                 "cases": [{"keyword": "up", "application": "phrase",
                            "rules": [{"operations": "(append '!' @value)"}]}]}
                """)
        #expect(definition.englishName == "de")
        #expect(definition.rightToLeft)
        #expect(definition.context(keyword: "number")?.keys == ["one", "other"])
        #expect(definition.context(keyword: "number")?.applies(toTokenNamed: "count2") == true)
        #expect(definition.languageCase(keyword: "up")?.rules.first?.condition == nil)
    }

    @Test func initFromJSONValue() throws {
        let json = try JSONValue(parsing: TMLLanguageFixtures.text("ruby-spec-es"))
        let definition = try LanguageDefinition(json: json)
        #expect(definition.locale == (try TMLLanguageFixtures.locale("es")))
    }
}
