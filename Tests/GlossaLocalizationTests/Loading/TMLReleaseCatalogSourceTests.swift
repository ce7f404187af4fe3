import Foundation
import Testing

@testable import GlossaLocalization

/// An extracted TML release folder (keys are `md5(label + ";;;" + description)`) as a catalog source: a locale's translations read when the locale
/// is needed, with translations chosen by context kept.
struct TMLReleaseCatalogSourceTests {
    static let keys = #"""
        {"results": {
          "bd9dc3dbbf54ff49cc40f1d764946c15": {"label": "{user} uploaded a photo", "locale": "en"},
          "3f81f1642f96ea13426ab853ab856ed6": {"label": "Welcome", "locale": "en"}
        }}
        """#
    static let files = [
        "application.json": #"{"default_locale": "en"}"#,
        "translation_keys.json": keys,
        "ru/translations.json": #"""
        {"results": {
          "bd9dc3dbbf54ff49cc40f1d764946c15": [
            {"label": "{user} загрузила фото", "context": {"user": {"gender": "female"}}},
            {"label": "{user} загрузил фото"}],
          "3f81f1642f96ea13426ab853ab856ed6": [{"label": "Добро пожаловать"}]
        }}
        """#,
        // Another locale's broken file: never read unless French is asked for.
        "fr/translations.json": "{ not json",
    ]

    struct Person: GenderedMessageObject {
        let displayName: String
        let gender: Gender
    }

    @Test func aLocaleReadsOnlyItsOwnTranslations() async throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = ReadRecorder(folder: folder)
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru", "fr"],
            source: TMLReleaseCatalogSource(folder: folder, reader: recorder.reader), preferredLanguages: ["en"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
        let progress = ProgressRecorder()
        try await localizer.changeLocale(to: "ru") { progress.record($0) }
        // Russian, then the source locale's keys (the release has no en folder); never fr's file.
        #expect(
            recorder.reads == [
                "application.json", "translation_keys.json", "ru/translations.json", "application.json",
                "translation_keys.json",
            ])
        #expect(progress.values.count > 2)
        #expect(localizer.localize("Welcome") == "Добро пожаловать")
        let anna = Person(displayName: "Анна", gender: .female).messageValue
        let boris = Person(displayName: "Борис", gender: .male).messageValue
        #expect(localizer.localize("{user} uploaded a photo", tokens: ["user": anna]) == "Анна загрузила фото")
        #expect(localizer.localize("{user} uploaded a photo", tokens: ["user": boris]) == "Борис загрузил фото")
        await #expect(throws: CatalogError.self) { try await localizer.changeLocale(to: "fr") }
        #expect(localizer.locale == "ru")
    }

    @Test func aFolderHoldingTheReleaseIsLookedInto() async throws {
        let folder = try temporaryFolder(
            Dictionary(uniqueKeysWithValues: Self.files.map { ("tml_20160218065921/" + $0.key, $0.value) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogs = try await TMLReleaseCatalogSource(folder: folder).catalogs(for: "ru") { _ in }
        #expect(catalogs.map(\.locale) == ["ru"])
    }

    @Test func aFolderThatIsNoReleaseSaysSo() async throws {
        let folder = try temporaryFolder(["ru/translations.json": "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: CatalogError.self) {
            try await TMLReleaseCatalogSource(folder: folder).catalogs(for: "ru") { _ in }
        }
    }
}
