import Foundation
import GlossaFormats
import Testing

@testable import GlossaLocalization

/// What the file-reading catalog sources' readers report about a malformed entry reaches the app
/// through the Localizer's issue handler (`LocalizationIssue.catalogProblems`), with the file and
/// its line; the entries around it still load.
struct CatalogSourceDiagnosticsTests {
    /// The diagnostics of the `catalogProblems` issues `recorder` collected, by locale.
    static func problems(_ recorder: IssueRecorder) -> [(locale: LocaleIdentifier, diagnostics: [FormatDiagnostic])] {
        recorder.issues.compactMap {
            if case .catalogProblems(let locale, let diagnostics) = $0 { (locale, diagnostics) } else { nil }
        }
    }

    static func localizer(_ source: any CatalogSource, _ issues: IssueRecorder) -> Localizer {
        Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], source: source, preferredLanguages: ["en"],
            store: InMemoryLocaleStore(), notificationCenter: nil,
            configuration: Localizer.Configuration(issueHandler: issues.record))
    }

    @Test func aStringsFileWithASyntaxErrorIsReported() async throws {
        let folder = try temporaryFolder([
            "ru.lproj/Localizable.strings":
                "\"greeting\" = \"Привет\";\n\"farewell\" = \"Пока\"\n\"thanks\" = \"Спасибо\";\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let issues = IssueRecorder()
        let localizer = Self.localizer(LprojCatalogSource(folder: folder), issues)
        try await localizer.changeLocale(to: "ru")
        #expect(localizer.string("thanks") == "Спасибо")
        let problems = Self.problems(issues)
        #expect(problems.map(\.locale) == ["ru"])
        let diagnostic = try #require(problems.first?.diagnostics.first)
        #expect(diagnostic.file == "ru.lproj/Localizable.strings")
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.severity == .error)
        #expect(
            "\(LocalizationIssue.catalogProblems(locale: "ru", diagnostics: [diagnostic]))".hasPrefix(
                "reading the ru catalogs: ru.lproj/Localizable.strings:2:"))
    }

    @Test func aTMLTranslationRecordThatCannotBeReadIsReported() async throws {
        let folder = try temporaryFolder([
            "application.json": #"{"default_locale": "en"}"#,
            "translation_keys.json": TMLReleaseCatalogSourceTests.keys,
            "ru/translations.json": #"""
            {"results": {
              "bd9dc3dbbf54ff49cc40f1d764946c15": [{"label": 5}],
              "3f81f1642f96ea13426ab853ab856ed6": [{"label": "Добро пожаловать"}]
            }}
            """#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let issues = IssueRecorder()
        let localizer = Self.localizer(TMLReleaseCatalogSource(folder: folder), issues)
        try await localizer.changeLocale(to: "ru")
        #expect(localizer.localize("Welcome") == "Добро пожаловать")
        let russian = Self.problems(issues).filter { $0.locale == "ru" }.flatMap(\.diagnostics)
        #expect(
            russian.contains {
                $0.file == "ru/translations.json"
                    && $0.message.contains("bd9dc3dbbf54ff49cc40f1d764946c15")
            }, "\(russian)")
    }

    @Test func aSwifternalizationEntryThatCannotBeReadIsReported() async throws {
        let folder = try temporaryFolder([
            "base.json": #"{"welcome": "Welcome"}"#,
            "ru.json": "{\n  \"welcome\": \"Привет\",\n  \"cars\": 5\n}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let issues = IssueRecorder()
        let localizer = Self.localizer(SwifternalizationCatalogSource(folder: folder, baseLocale: "en"), issues)
        try await localizer.changeLocale(to: "ru")
        #expect(localizer.localizedString("welcome") == "Привет")
        let russian = Self.problems(issues).filter { $0.locale == "ru" }.flatMap(\.diagnostics)
        #expect(russian.contains { $0.location?.line == 3 }, "\(russian)")
    }

    /// A source that reads no files reports nothing: the protocol's default.
    @Test func anInMemorySourceHasNoDiagnostics() async throws {
        let loaded = try await InMemoryCatalogSource([]).loadCatalogs(for: "ru") { _ in }
        #expect(loaded.catalogs.isEmpty)
        #expect(loaded.diagnostics.isEmpty)
    }
}
