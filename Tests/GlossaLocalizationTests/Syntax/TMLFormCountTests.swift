import GlossaCLDR
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// TML's rule for a piped token given fewer forms than the language's number context maps
/// (TML specification §2.5, "The exact semantics of `{count || mile}`"): the language definition's
/// `token_mapping` for that many parameters is `"unsupported"` — Russian's for one and two
/// parameters, in tml-ruby's, tml-js's and the published release's `ru` definitions alike — so the
/// token is left unchanged, as TMLKit, tml-ruby and tml-js leave it. It is never silent: the
/// Localizer reports the unresolved token to its issue handler.
struct TMLFormCountTests {
    @Test func aSingleRussianFormStaysAsTMLLeavesItAndIsReported() throws {
        let recorder = IssueRecorder()
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            catalogs: [try Catalog(locale: "ru", syntax: .tml, messages: ["files": "{count || файл}"])],
            preferredLanguages: ["ru"], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: Localizer.Configuration(issueHandler: recorder.record))
        let text = localizer.string("files", arguments: ["count": 5])
        #expect(text == "{count || файл}")
        let reported = recorder.issues.contains {
            if case .renderProblems = $0 { true } else { false }
        }
        #expect(reported, "\(recorder.issues)")
        // Three forms are what Russian's mapping takes.
        let full = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"],
            catalogs: [try Catalog(locale: "ru", syntax: .tml, messages: ["files": "{count || файл, файла, файлов}"])],
            preferredLanguages: ["ru"], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(full.string("files", arguments: ["count": 5]) == "5 файлов")
    }

    /// A TMLKit translation into French or Spanish has two forms, as TranslationExchange's own
    /// definitions map them; CLDR gives those languages a third category (`many`, for millions), which
    /// takes the second form instead of making every French and Spanish plural an error.
    @Test func twoFormsInFrenchAndSpanishAsTMLKitWroteThem() async throws {
        let recorder = IssueRecorder()
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "fr", "es"],
            catalogs: [
                try Catalog(locale: "fr", syntax: .tml, messages: ["files": "{count || fichier, fichiers}"]),
                try Catalog(locale: "es", syntax: .tml, messages: ["files": "{count || archivo, archivos}"]),
            ],
            preferredLanguages: ["fr"], store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: Localizer.Configuration(issueHandler: recorder.record))
        #expect(localizer.string("files", arguments: ["count": 1]) == "1 fichier")
        #expect(localizer.string("files", arguments: ["count": 2]) == "2 fichiers")
        #expect(localizer.string("files", arguments: ["count": 1_000_000]) == "1000000 fichiers")
        try await localizer.changeLocale(to: "es")
        #expect(localizer.string("files", arguments: ["count": 1]) == "1 archivo")
        #expect(localizer.string("files", arguments: ["count": 7]) == "7 archivos")
        #expect(recorder.issues.isEmpty, "\(recorder.issues)")
    }
}
