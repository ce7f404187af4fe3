import Foundation
import GlossaLocalization
import GlossaMessages
import Testing

#if canImport(Observation)
    import Observation
#endif

/// What a Swift developer binds and observes (issue 22): optional properties such as `UILabel.text`,
/// an observable value for SwiftUI, and outcomes that print as sentences.
@MainActor
struct BindingsAndObservationTests {
    /// Shaped like `UILabel`: optional text.
    final class Label {
        var text: String?
        var attributedText: AttributedString?
    }

    static func localizer() throws -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [
                try Catalog(locale: TestLocale.english, syntax: .tml, messages: ["files": "{count || file}"]),
                try Catalog(
                    locale: TestLocale.russian, syntax: .tml, messages: ["files": "{count || файл, файла, файлов}"]),
            ], preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func bindWritesOptionalProperties() async throws {
        let localizer = try Self.localizer()
        let label = Label()
        let count = 3
        localizer.bind(\.text, of: label, to: .string("files", arguments: ["count": count]))
        localizer.bind(\.attributedText, of: label, to: .attributedString("files", arguments: ["count": 1]))
        #expect(label.text == "3 files")
        #expect(label.attributedText.map { String($0.characters) } == "1 file")
        try await localizer.changeLocale(to: "ru")
        #expect(label.text == "3 файла")
        #expect(label.attributedText.map { String($0.characters) } == "1 файл")
    }

    @Test func outcomesPrintAsSentences() {
        let missing = MissingTranslation(key: "title", locale: "ru", text: "Title", source: .sourceLanguage)
        #expect(
            "\(LocalizationIssue.missingTranslation(missing))"
                == #"no translation of "title" in ru; showing the source language: "Title""#)
        #expect(
            "\(LocalizationIssue.exceedsMaximumLength(key: "k", locale: "de", length: 25, maximum: 20))"
                == #""k" in de is 25 characters long, more than its maximum of 20"#)
        #expect(
            "\(LocalizationIssue.persistenceFailed("disk full"))" == "the chosen locale could not be saved: disk full")
        #expect("\(LocalizationChange(locale: "ru", reason: .localeChanged))" == "locale changed to ru")
        #expect("\(LocalizationChange(locale: "ru", reason: .catalogsUpdated))" == "catalogs updated for ru")
        #expect("\(ErrorResolution.text("x"))" == #"text "x""#)
        #expect("\(FallbackSource.defaultValue)" == "default value")
        #expect("\(CatalogUpdate.Outcome.failed("offline"))" == "failed: offline")
        #expect("\(CatalogPrecedence.stringsFile)" == "strings file")
    }

    @Test func renderProblemsNameTheKeyAndTheDiagnostics() throws {
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english],
            catalogs: [try Catalog(locale: TestLocale.english, syntax: .tml, messages: ["hi": "Hi {user}"])],
            preferredLanguages: [], store: InMemoryLocaleStore(), notificationCenter: nil)
        let recorder = IssueRecorder()
        localizer.configuration.issueHandler = { recorder.record($0) }
        _ = localizer.string("hi")
        let issue = try #require(recorder.issues.first)
        let text = "\(issue)"
        #expect(text.hasPrefix(#""hi" in en rendered "Hi {user}": "#))
        #expect(text.contains("user"))
    }

    #if canImport(Observation)
        @Test func anObservableValueUpdatesOnLocaleChangesAndNewArguments() async throws {
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
            let localizer = try Self.localizer()
            let files = ObservableLocalizedValue(localizer, .string("files", arguments: ["count": 2]))
            let changed = ObservationTests.Flag()
            let first = withObservationTracking {
                files.value
            } onChange: {
                changed.set()
            }
            #expect(first == "2 files")
            try await localizer.changeLocale(to: "ru")
            #expect(changed.isSet)
            #expect(files.value == "2 файла")

            let replaced = ObservationTests.Flag()
            _ = withObservationTracking {
                files.value
            } onChange: {
                replaced.set()
            }
            let count = 5
            files.localized = .string("files", arguments: ["count": count])
            #expect(replaced.isSet)
            #expect(files.value == "5 файлов")
        }
    #endif
}
