import GlossaCLDR
import Testing

@testable import GlossaMessages

@Suite("Language contexts derived from CLDR")
struct TMLCLDRNumberContextTests {
    private func context(_ locale: String) throws -> LanguageContext {
        LanguageDefinition.cldrNumberContext(for: try TMLLanguageFixtures.locale(locale))
    }

    private func keyword(_ context: LanguageContext, _ number: String) throws -> String? {
        context.matchingRule(for: .number(try ContextNumber(parsing: number)))?.keyword
    }

    @Test(arguments: [
        ("pl", ["one", "few", "many", "other"]),
        ("ar", ["zero", "one", "two", "few", "many", "other"]),
        ("cy", ["zero", "one", "two", "few", "many", "other"]),
        ("ja", ["other"]),
        ("fr", ["one", "many", "other"]),
        ("en", ["one", "other"]),
    ])
    func keysAreTheCategoriesInCLDROrder(locale: String, keys: [String]) throws {
        let number = try context(locale)
        #expect(number.keyword == "number")
        #expect(number.keys == keys)
        #expect(number.rules.map(\.keyword) == keys)
        #expect(number.fallbackRule?.condition == nil)
        #expect(number.variables == ["@n"])
        #expect(number.defaultKey == "other")
    }

    @Test(arguments: [
        ("pl", "1", "one"), ("pl", "2", "few"), ("pl", "5", "many"), ("pl", "22", "few"), ("pl", "12", "many"),
        ("pl", "1.5", "other"),
        ("ar", "0", "zero"), ("ar", "1", "one"), ("ar", "2", "two"), ("ar", "3", "few"), ("ar", "11", "many"),
        ("ar", "100", "other"),
        ("cy", "0", "zero"), ("cy", "1", "one"), ("cy", "2", "two"), ("cy", "3", "few"), ("cy", "6", "many"),
        ("cy", "4", "other"),
        ("ja", "1", "other"), ("ja", "0", "other"),
        ("fr", "0", "one"), ("fr", "1", "one"), ("fr", "1.5", "one"), ("fr", "2", "other"), ("fr", "1000000", "many"),
        ("en", "1", "one"), ("en", "1.0", "other"), ("en", "2", "other"), ("en", "-1", "one"),
    ])
    func ruleSelection(locale: String, number: String, expected: String) throws {
        #expect(try keyword(context(locale), number) == expected)
    }

    /// Visible fraction digits matter: `1` and `1.0` differ in English.
    @Test func visibleFractionDigits() throws {
        let english = try context("en")
        #expect(
            english.matchingRule(for: .number(try ContextNumber(1.0, visibleFractionDigits: 1)))?.keyword == "other")
        #expect(english.matchingRule(for: .number(try ContextNumber(1.0, visibleFractionDigits: 0)))?.keyword == "one")
        #expect(english.matchingRule(for: .integer(1))?.keyword == "one")
        #expect(english.matchingRule(for: .gender("male"))?.keyword == "other")
    }

    @Test func positionalMapping() throws {
        let polish = try context("pl")
        #expect(polish.tokenMapping.count == 4)
        #expect(polish.tokenMapping(forParameterCount: 1) == .unsupported)
        #expect(polish.tokenMapping(forParameterCount: 2) == .unsupported)
        // Three forms: the categories whole numbers select; `other` (only fractions) takes the last.
        #expect(
            polish.tokenMapping(forParameterCount: 3)
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "one", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "few", template: "{$1}"),
                    TokenMappingTemplate(ruleKeyword: "many", template: "{$2}"),
                    TokenMappingTemplate(ruleKeyword: "other", template: "{$2}"),
                ]))
        #expect(
            polish.tokenMapping(forParameterCount: 4)
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "one", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "few", template: "{$1}"),
                    TokenMappingTemplate(ruleKeyword: "many", template: "{$2}"),
                    TokenMappingTemplate(ruleKeyword: "other", template: "{$3}"),
                ]))
        #expect(polish.tokenMapping(forParameterCount: 5) == nil)

        let arabic = try context("ar")
        #expect(arabic.tokenMapping(forParameterCount: 6)?.template(forRule: "zero") == "{$0}")
        #expect(arabic.tokenMapping(forParameterCount: 6)?.template(forRule: "other") == "{$5}")

        let french = try context("fr")
        #expect(french.tokenMapping(forParameterCount: 3)?.template(forRule: "many") == "{$1}")
        // Two forms, as TranslationExchange's definitions and TMLKit translations have them: `many`
        // (first at 1,000,000) takes `other`'s form.
        #expect(
            french.tokenMapping(forParameterCount: 2)
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "one", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "many", template: "{$1}"),
                    TokenMappingTemplate(ruleKeyword: "other", template: "{$1}"),
                ]))
        #expect(
            french.tokenMapping(forParameterCount: 1)
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "one", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "many", template: "{$0::plural}"),
                    TokenMappingTemplate(ruleKeyword: "other", template: "{$0::plural}"),
                ]))
        #expect(try context("it").tokenMapping(forParameterCount: 2)?.template(forRule: "many") == "{$1}")

        let czech = try context("cs")
        #expect(
            czech.tokenMapping(forParameterCount: 3)
                == .templates([
                    TokenMappingTemplate(ruleKeyword: "one", template: "{$0}"),
                    TokenMappingTemplate(ruleKeyword: "few", template: "{$1}"),
                    TokenMappingTemplate(ruleKeyword: "many", template: "{$2}"),
                    TokenMappingTemplate(ruleKeyword: "other", template: "{$2}"),
                ]))

        let japanese = try context("ja")
        #expect(
            japanese.tokenMapping(forParameterCount: 1)
                == .templates([TokenMappingTemplate(ruleKeyword: "other", template: "{$0}")]))
    }

    @Test(arguments: [
        ("fr", ["one", "other"]), ("es", ["one", "other"]), ("it", ["one", "other"]), ("pt", ["one", "other"]),
        ("pl", ["one", "few", "many"]), ("cs", ["one", "few", "other"]), ("ru", ["one", "few", "many"]),
        ("ar", ["zero", "one", "two", "few", "many", "other"]), ("en", ["one", "other"]), ("ja", ["other"]),
    ])
    func everydayCategoriesAreWhatWholeNumbersBelowAMillionSelect(locale: String, expected: [String]) throws {
        let rules = PluralRules(locale: try TMLLanguageFixtures.locale(locale), type: .cardinal)
        #expect(LanguageDefinition.everydayCategories(of: rules).map(\.rawValue) == expected)
    }

    /// Where the categories are exactly one/other, one parameter maps as in English. (Italian, Spanish
    /// and Portuguese have `many` for millions; their everyday categories are one/other, see
    /// `positionalMapping`.)
    @Test func oneOtherLocalesGetTheEnglishSingleParameterMapping() throws {
        for locale in ["en", "de", "nl", "sv"] {
            let number = try context(locale)
            #expect(number.tokenMapping(forParameterCount: 1)?.template(forRule: "one") == "{$0}", "\(locale)")
            #expect(
                number.tokenMapping(forParameterCount: 1)?.template(forRule: "other") == "{$0::plural}", "\(locale)")
            #expect(number.tokenMapping(forParameterCount: 2)?.template(forRule: "other") == "{$1}", "\(locale)")
        }
    }

    @Test func tokenExpressionIsEnglishs() throws {
        let polish = try context("pl")
        #expect(
            polish.tokenExpressionSource == LanguageDefinition.english.context(keyword: "number")?.tokenExpressionSource
        )
        #expect(polish.applies(toTokenNamed: "count"))
        #expect(polish.applies(toTokenNamed: "total2"))
        #expect(!polish.applies(toTokenNamed: "user"))
    }

    @Test func definitionForALocale() throws {
        let polish = LanguageDefinition.definition(for: try TMLLanguageFixtures.locale("pl"))
        #expect(polish.contexts.map(\.keyword) == ["number", "gender", "genders", "list"])
        #expect(polish.cases.isEmpty)
        #expect(polish.context(forTokenNamed: "user")?.matchingRule(for: .gender("female"))?.keyword == "female")
        #expect(polish.context(forTokenNamed: "count")?.matchingRule(for: .integer(3))?.keyword == "few")

        let british = LanguageDefinition.definition(for: try TMLLanguageFixtures.locale("en-GB"))
        #expect(british.languageCase(keyword: "plural") != nil)
        let russian = LanguageDefinition.definition(for: try TMLLanguageFixtures.locale("ru"))
        #expect(russian.context(keyword: "value") != nil)
    }
}
