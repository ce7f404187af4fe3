import Foundation
import GlossaCLDR
import Testing

@testable import GlossaMessages

@Suite("Bundled language definitions")
struct TMLBundledDefinitionTests {
    /// The bundled JSON parses (the static properties fall back to an empty definition otherwise).
    @Test func bundledJSONParses() throws {
        let english = try LanguageDefinition(parsing: LanguageDefinition.bundledEnglishJSON)
        let russian = try LanguageDefinition(parsing: LanguageDefinition.bundledRussianJSON)
        #expect(english.contexts.count == 5)
        #expect(russian.contexts.count == 6)
        #expect(LanguageDefinition.english.cases.count == 6)
        #expect(LanguageDefinition.russian.cases.count == 7)
        #expect(LanguageDefinition.english.locale == (try TMLLanguageFixtures.locale("en")))
        #expect(LanguageDefinition.russian.nativeName == "Русский")
    }

    /// The bundled definitions are the tml-ruby English and tml-js Russian fixtures with only the date rules
    /// swapped (and, in Russian, the dative's Latin `y` made Cyrillic).
    @Test(arguments: [("en", "ruby-spec-en"), ("ru", "js-test-ru")])
    func bundledEqualsFixtureExceptDates(locale: String, fixture: String) throws {
        let original = try TMLLanguageFixtures.text(fixture)
        let bundled = locale == "en" ? LanguageDefinition.bundledEnglishJSON : LanguageDefinition.bundledRussianJSON
        let swapped =
            original
            .replacingOccurrences(of: "(< @date (today))", with: "(PAST)")
            .replacingOccurrences(of: "(> @date (today))", with: "(< @date (today))")
            .replacingOccurrences(of: "(PAST)", with: "(> @date (today))")
            // tml-js's Russian dative appends a Latin "y" where the Cyrillic "у" is meant; the bundled copy has it right.
            .replacingOccurrences(of: "(append 'y' @value)", with: "(append '\u{0443}' @value)")
            .replacingOccurrences(of: "\"y\",", with: "\"\u{0443}\",")
        let originalLines = swapped.split(separator: "\n", omittingEmptySubsequences: false)
        let bundledLines = bundled.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(originalLines.count == bundledLines.count)
        let differing = zip(originalLines, bundledLines).filter { $0 != $1 }.map { String($1) }
        // The descriptions and the "<"/">" of the two expressions differ; nothing else.
        #expect(differing.count == 4)
        #expect(differing.allSatisfy { $0.contains("description") || $0.contains("\"<\"") || $0.contains("\">\"") })
    }

    @Test func bundledForLocale() throws {
        #expect(
            LanguageDefinition.bundled(for: try TMLLanguageFixtures.locale("en-US"))?.locale
                == (try TMLLanguageFixtures.locale("en")))
        #expect(LanguageDefinition.bundled(for: try TMLLanguageFixtures.locale("ru-RU"))?.cases.count == 7)
        #expect(LanguageDefinition.bundled(for: try TMLLanguageFixtures.locale("pl")) == nil)
    }
}
