import Testing

@testable import GlossaCLDR

@Suite struct PluralRulesTests {
    static func rules(_ locale: String, _ type: PluralRuleType = .cardinal) throws -> PluralRules {
        PluralRules(locale: try LocaleIdentifier(parsing: locale), type: type)
    }

    @Test func cardinalSelection() throws {
        let table: [(String, String, PluralCategory)] = [
            ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other), ("en", "2", .other),
            ("ru", "1", .one), ("ru", "2", .few), ("ru", "5", .many), ("ru", "21", .one), ("ru", "11", .many),
            ("ru", "22", .few), ("ru", "111", .many), ("ru", "1.5", .other),
            ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many), ("pl", "22", .few), ("pl", "12", .many),
            ("pl", "1.5", .other),
            ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "11", .many),
            ("ar", "100", .other), ("ar", "103", .few), ("ar", "0.0", .zero),
            ("cy", "0", .zero), ("cy", "1", .one), ("cy", "2", .two), ("cy", "3", .few), ("cy", "6", .many),
            ("cy", "4", .other),
            ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many),
            ("fr", "1c6", .many), ("fr", "1.2c6", .many), ("fr", "1.0000001c6", .many), ("fr", "1000001", .other),
            ("fr", "2000000", .many),
            ("ja", "1", .other), ("he", "2", .two), ("lv", "0", .zero), ("lv", "0.1", .one),
            ("br", "1000000", .many), ("mt", "0", .few), ("gv", "11", .one),
            ("pt", "0", .one), ("pt", "1.5", .one), ("pt", "1000000", .many), ("pt-PT", "0", .other),
            ("pt-PT", "1", .one), ("pt-BR", "0", .one), ("pt-AO", "0", .other),
            ("is", "21", .one), ("is", "11", .other), ("is", "0.1", .one),
        ]
        for (locale, number, expected) in table {
            let selected = try Self.rules(locale).category(for: PluralOperands(parsing: number))
            #expect(selected == expected, "\(locale) \(number)")
        }
    }

    @Test func ordinalSelection() throws {
        let english = try Self.rules("en", .ordinal)
        #expect(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { english.category(for: $0) }
                == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
        #expect(try Self.rules("fr", .ordinal).category(for: 1) == .one)
        #expect(try Self.rules("fr", .ordinal).category(for: 2) == .other)
        #expect(try Self.rules("it", .ordinal).category(for: 8) == .many)
        #expect(try Self.rules("it", .ordinal).category(for: 80) == .many)
        #expect(try Self.rules("ru", .ordinal).category(for: 3) == .other)
        #expect(try Self.rules("cy", .ordinal).categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test func categoriesPerLocale() throws {
        #expect(try Self.rules("en").categories == [.one, .other])
        #expect(try Self.rules("ru").categories == [.one, .few, .many, .other])
        #expect(try Self.rules("ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(try Self.rules("ja").categories == [.other])
        #expect(try Self.rules("en", .ordinal).categories == [.one, .two, .few, .other])
        #expect(try Self.rules("fr").categories == [.one, .many, .other])
    }

    /// Plural data follows the CLDR parent chain within the language, then the language, then root.
    @Test func pluralDataFallback() throws {
        let table: [(String, String)] = [
            ("pt-PT", "pt_PT"), ("pt-BR", "pt"), ("pt", "pt"), ("pt-AO", "pt_PT"), ("pt-MZ", "pt_PT"),
            ("en-US", "en"), ("en-AU", "en"), ("de-CH", "de"), ("es-MX", "es"), ("zh-Hant-HK", "zh"),
            ("zh-TW", "zh"), ("sr-Latn", "sr"), ("sr-Latn-RS", "sr"), ("hi-Latn", "hi"), ("iw", "he"),
            ("in", "id"), ("de-CH-1996", "de"), ("en-u-ca-gregory", "en"), ("zz", "root"), ("und", "root"),
            ("root", "root"), ("Base", "root"), ("qaa", "root"), ("en-001", "en"),
        ]
        for (locale, key) in table {
            #expect(try Self.rules(locale).dataLocale == key, "cardinal data of \(locale)")
        }
        #expect(try Self.rules("zz").categories == [.other])
        #expect(try Self.rules("zz").category(for: 1) == .other)
        #expect(try Self.rules("pt-PT", .ordinal).dataLocale == "pt")
    }

    @Test func equalityFollowsTheData() throws {
        #expect(try Self.rules("pt-BR") == Self.rules("pt"))
        #expect(try Self.rules("pt-PT") != Self.rules("pt"))
        #expect(try Self.rules("en") != Self.rules("en", .ordinal))
        #expect(Set([try Self.rules("en-US"), try Self.rules("en-GB")]).count == 1)
    }

    @Test func versionIsRecorded() {
        #expect(PluralRules.cldrVersion == "46.0")
        #expect(PluralRanges.cldrVersion == "41")
    }
}
