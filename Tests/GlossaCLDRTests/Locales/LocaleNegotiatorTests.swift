import Testing

@testable import GlossaCLDR

@Suite("Locale negotiation")
struct LocaleNegotiatorTests {
    /// A row: available (comma-separated), default (nil for none), preferred, expected chain.
    struct Row: Sendable, CustomTestStringConvertible {
        let available: String
        let defaultLocale: String?
        let preferred: String
        let expected: String
        var testDescription: String { "[\(available)] default \(defaultLocale ?? "-") ← [\(preferred)]" }

        init(_ available: String, default defaultLocale: String? = nil, _ preferred: String, _ expected: String) {
            self.available = available
            self.defaultLocale = defaultLocale
            self.preferred = preferred
            self.expected = expected
        }
    }

    static let rows: [Row] = [
        // The brief's example: same language and script wins; French has nothing; the default follows.
        Row("en,ru,pt-BR", "pt-PT,fr", "pt-BR,en"),
        // Exact matches, in preference order, each followed by its available parents.
        Row("en,fr,de", "de,fr", "de,fr,en"),
        Row("en,en-GB,fr", "en-GB", "en-GB,en"),
        // The parent chain: en-AU finds en-001 before en, then en-001's parent.
        Row("en,en-001,en-GB", "en-AU", "en-001,en"),
        // Siblings under a regional parent beat other regions.
        Row("en-US,en-GB", "en-AU", "en-GB,en-US"),
        Row("en-US,en-GB", default: "en-US", "en-AU", "en-GB,en-US"),
        Row("es-ES,es-AR", "es-MX", "es-AR,es-ES"),
        Row("es,es-419,es-ES", "es-MX", "es-419,es"),
        // Same maximal form: pt finds pt-BR, zh-TW finds zh-Hant-TW, zh-Hant finds zh-TW.
        Row("en,pt-BR,pt-PT", "pt", "pt-BR,en"),
        Row("en,zh-Hant-TW,zh-Hans", "zh-TW", "zh-Hant-TW,en"),
        Row("en,zh-TW,zh-CN", "zh-Hant", "zh-TW,en"),
        // A different script never matches.
        Row("en,zh-Hans", "zh-Hant", "en"),
        Row("en,zh", "zh-TW,zh-HK", "en"),
        Row("en,sr", "sr-Latn-RS", "en"),
        Row("en,sr-Latn", "sr-ME", "sr-Latn,en"),
        // zh-HK reaches zh-Hant through its parent chain; pt-AO reaches pt-PT.
        Row("en,zh-Hant,zh-Hans", "zh-HK", "zh-Hant,en"),
        Row("en,pt-PT,pt-BR", "pt-AO", "pt-PT,en"),
        // Several preferences, duplicates removed.
        Row("en,de,fr", "de-AT,de-CH,fr-CA", "de,fr,en"),
        // Language-only availability with regional preferences.
        Row("en,ru", "ru-UA,en-GB", "ru,en"),
        // No match at all: only the default.
        Row("en,ru,pt-BR", "ja,ko", "en"),
        Row("en,ru", default: "fr", "ru", "ru,fr"),
        Row("en,ru", "", "en"),
        // An explicit default counts as available even if not listed.
        Row("ru,pt-BR", default: "en", "en-GB", "en"),
        Row("ru,pt-BR", default: "en", "fr", "en"),
        // Base: only matched by itself; appended last as the development localization.
        Row("Base,en,fr", "fr-CA,de", "fr,Base"),
        Row("Base,en,fr", default: "en", "de", "en,Base"),
        Row("en,Base", "Base", "Base"),
        Row("en,Base", default: "en", "Base", "Base,en"),
        // Root: not a match by itself, but appended as an available parent.
        Row("root,de", "de-AT,fr", "de,root"),
        // Deprecated codes are canonical on both sides.
        Row("en,he", "iw-IL", "he,en"),
        Row("en,nb", "no-bok", "nb,en"),
        // Nothing available and no default.
        Row("", "en", ""),
    ]

    @Test("negotiate(preferred:)", arguments: rows)
    func negotiate(_ row: Row) throws {
        let negotiator = LocaleNegotiator(
            available: try Self.list(row.available),
            default: try row.defaultLocale.map(LocaleIdentifier.init(parsing:))
        )
        let result = negotiator.negotiate(preferred: try Self.list(row.preferred))
        #expect(result.map(\.description).joined(separator: ",") == row.expected)
    }

    @Test(
        "bestMatch(for:)",
        arguments: [
            ("en-AU", "en-GB"), ("en-US", "en-US"), ("en", "en-US"), ("pt-PT", "pt-BR"), ("zh-Hant", nil),
            ("ja", nil), ("Base", nil), ("root", nil),
        ] as [(String, String?)])
    func bestMatch(_ preferred: String, _ expected: String?) throws {
        let negotiator = LocaleNegotiator(available: try Self.list("en-US,en-GB,pt-BR,zh-Hans"))
        #expect(negotiator.bestMatch(for: try LocaleIdentifier(parsing: preferred))?.description == expected)
    }

    @Test("default locale selection")
    func defaults() throws {
        #expect(LocaleNegotiator(available: try Self.list("fr,en")).defaultLocale?.description == "fr")
        #expect(LocaleNegotiator(available: try Self.list("fr,Base")).defaultLocale?.description == "Base")
        #expect(LocaleNegotiator(available: try Self.list("fr,Base"), default: .root).defaultLocale == .root)
        #expect(LocaleNegotiator(available: []).defaultLocale == nil)
        #expect(LocaleNegotiator(available: try Self.list("fr,FR,fr")).available.map(\.description) == ["fr"])
    }

    static func list(_ text: String) throws -> [LocaleIdentifier] {
        try text.split(separator: ",").map { try LocaleIdentifier(parsing: String($0)) }
    }
}
