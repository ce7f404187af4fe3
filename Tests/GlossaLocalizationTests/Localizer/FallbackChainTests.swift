import GlossaCLDR
import Testing

@testable import GlossaLocalization

/// The per-key fallback chain: requested → CLDR parents → source language → the caller's default
/// value → the key, as a table of cases.
struct FallbackChainTests {
    /// Catalogs: `en` (source), `en-001`, `es-419`, `es`, `pt-BR`, `fr`. Every catalog has the key
    /// `locale` (its own name); some keys exist only in some catalogs.
    static func makeLocalizer(current: LocaleIdentifier, policy: any MissingPolicy = SourceStringPolicy()) throws
        -> Localizer
    {
        let catalogs = [
            try Catalog(
                locale: TestLocale.english,
                messages: ["locale": "en", "only.source": "Source text", "greeting": "Hello, {user}!"]),
            try Catalog(locale: TestLocale.englishWorld, messages: ["locale": "en-001", "colour": "colour"]),
            try Catalog(locale: TestLocale.spanishLatinAmerica, messages: ["locale": "es-419", "regional": "Latino"]),
            try Catalog(
                locale: TestLocale.spanish, messages: ["locale": "es", "only.es": "Solo es", "untranslated": ""]),
            try Catalog(locale: TestLocale.portugueseBrazil, messages: ["locale": "pt-BR"]),
            try Catalog(locale: TestLocale.french, messages: ["locale": "fr", "greeting": "Bonjour, {user} !"]),
        ]
        let localizer = Localizer(
            sourceLocale: TestLocale.english,
            appLocales: [
                TestLocale.english, TestLocale.englishWorld, TestLocale.spanishLatinAmerica, TestLocale.spanish,
                TestLocale.portugueseBrazil, TestLocale.french,
            ],
            catalogs: catalogs, preferredLanguages: [current], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: Localizer.Configuration(missingPolicy: policy))
        return localizer
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let preferred: String
        let key: String
        let defaultValue: String?
        let expected: String
        var testDescription: String { "\(preferred) \(key) → \(expected)" }
    }

    static let cases: [Case] = [
        // The requested locale has it.
        Case(preferred: "es-419", key: "locale", defaultValue: nil, expected: "es-419"),
        Case(preferred: "fr", key: "locale", defaultValue: nil, expected: "fr"),
        // Negotiated to the nearest app locale, then CLDR parents: es-MX → es-419 → es.
        Case(preferred: "es-MX", key: "locale", defaultValue: nil, expected: "es-419"),
        Case(preferred: "es-MX", key: "regional", defaultValue: nil, expected: "Latino"),
        Case(preferred: "es-MX", key: "only.es", defaultValue: nil, expected: "Solo es"),
        // en-AU negotiates to en-001, whose parent is en (the source).
        Case(preferred: "en-AU", key: "locale", defaultValue: nil, expected: "en-001"),
        Case(preferred: "en-AU", key: "only.source", defaultValue: nil, expected: "Source text"),
        // Source language, then the default value, then the key.
        Case(preferred: "fr", key: "only.source", defaultValue: "Default", expected: "[Source text]"),
        Case(preferred: "fr", key: "nowhere", defaultValue: "Default", expected: "[Default]"),
        Case(preferred: "fr", key: "nowhere", defaultValue: nil, expected: "[nowhere]"),
        // An empty message is "known but untranslated" (Transifex): fall back.
        Case(preferred: "es", key: "untranslated", defaultValue: "Untranslated", expected: "[Untranslated]"),
        // pt-PT negotiates to pt-BR (same language and script); pt-BR lacks the key → source.
        Case(preferred: "pt-PT", key: "locale", defaultValue: nil, expected: "pt-BR"),
        Case(preferred: "pt-PT", key: "only.source", defaultValue: nil, expected: "[Source text]"),
        // A language the app lacks gets the source locale: no missing policy applies.
        Case(preferred: "de", key: "locale", defaultValue: nil, expected: "en"),
        Case(preferred: "de", key: "nowhere", defaultValue: nil, expected: "nowhere"),
    ]

    @Test(arguments: cases)
    func fallsBackPerKey(_ testCase: Case) throws {
        let localizer = try Self.makeLocalizer(
            current: TestLocale.parse(testCase.preferred), policy: WrappedStringPolicy())
        #expect(localizer.string(CatalogKey(testCase.key), default: testCase.defaultValue) == testCase.expected)
    }

    @Test func theChainListsTheLoadedParents() throws {
        let localizer = try Self.makeLocalizer(current: TestLocale.spanishMexico)
        #expect(localizer.locale == TestLocale.spanishLatinAmerica)
        #expect(localizer.chain.locales == [TestLocale.spanishLatinAmerica, TestLocale.spanish])
        #expect(localizer.chain.expectsTranslation)
        let english = try Self.makeLocalizer(current: TestLocale.englishAustralia)
        #expect(english.chain.locales == [TestLocale.englishWorld, TestLocale.english])
        #expect(!english.chain.expectsTranslation)
    }

    @Test func theSourceLanguageRendersWithArguments() throws {
        let localizer = try Self.makeLocalizer(current: TestLocale.portugueseBrazil)
        #expect(localizer.string("greeting", arguments: ["user": "Ana"]) == "Hello, Ana!")
        let french = try Self.makeLocalizer(current: TestLocale.french)
        #expect(french.string("greeting", arguments: ["user": "Ana"]) == "Bonjour, Ana !")
    }

    @Test func missingTranslationsAreReported() throws {
        let issues = IssueRecorder()
        let localizer = try Self.makeLocalizer(current: TestLocale.french)
        localizer.configuration.issueHandler = { issues.record($0) }
        _ = localizer.string("only.source")
        _ = localizer.string("locale")
        let recorded = issues.issues
        #expect(recorded.count == 1)
        guard case .missingTranslation(let missing) = recorded.first else {
            Issue.record("expected a missing translation")
            return
        }
        #expect(missing.key == "only.source")
        #expect(missing.locale == TestLocale.french)
        #expect(missing.source == .sourceLanguage)
    }
}
