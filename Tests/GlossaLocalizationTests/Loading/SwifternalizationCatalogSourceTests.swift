import Foundation
import Testing

@testable import GlossaLocalization

/// A Swifternalization folder as a catalog source: one locale's file read when it is needed, with the
/// shared expressions, and `base.json` as the base locale.
struct SwifternalizationCatalogSourceTests {
    static let files = [
        "base.json": #"{"welcome": "Welcome", "cars": {"ie:x=0": "no cars", "more": "%d cars"}}"#,
        "en.json": #"{"welcome": "Hello"}"#,
        "ru.json": #"{"cars": {"two": "две машины", "one": "%d машина", "few": "%d машины", "many": "%d машин"}}"#,
        "expressions.json": #"{"base": {"more": "ie:x>1"}, "ru": {"two": "ie:x=2"}}"#,
        // Another locale's broken file: never read unless German is asked for.
        "de.json": "{ not json",
    ]

    static func localizer(_ folder: URL, reader: CatalogFileReader = .fileSystem) -> Localizer {
        Localizer(
            sourceLocale: "en", appLocales: ["en", "ru", "de"],
            source: SwifternalizationCatalogSource(folder: folder, baseLocale: "en", reader: reader),
            preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func aLocaleReadsOnlyItsOwnFile() async throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = ReadRecorder(folder: folder)
        let localizer = Self.localizer(folder, reader: recorder.reader)
        let progress = ProgressRecorder()
        try await localizer.changeLocale(to: "ru") { progress.record($0) }
        // Russian, then the source locale it falls back to (base.json is English); never de.json.
        #expect(recorder.reads == ["expressions.json", "ru.json", "expressions.json", "base.json", "en.json"])
        #expect(progress.values.count > 2)
        #expect(progress.values.last == 1)
        #expect(localizer.localizedString("cars", value: 5) == "5 машин")
        // ru's shared expression `two`, from expressions.json.
        #expect(localizer.localizedString("cars", value: 2) == "две машины")
        // English is loaded already: switching to it reads nothing.
        try await localizer.changeLocale(to: "en")
        #expect(recorder.reads.count == 5)
        #expect(localizer.localizedString("welcome") == "Hello")
        #expect(localizer.localizedString("cars", value: 0) == "no cars")
        #expect(localizer.localizedString("cars", value: 3) == "3 cars")
    }

    @Test func aBrokenFileFailsOnlyItsLocale() async throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let localizer = Self.localizer(folder)
        try await localizer.changeLocale(to: "ru")
        await #expect(throws: CatalogError.self) { try await localizer.changeLocale(to: "de") }
        #expect(localizer.locale == "ru")
        do {
            _ = try await SwifternalizationCatalogSource(folder: folder, baseLocale: "en").catalogs(for: "de") { _ in }
            Issue.record("de.json is not JSON")
        } catch let CatalogError.unreadable(location, reason) {
            #expect(location == folder.path)
            #expect(reason.contains("de.json"), "\(reason)")
        }
    }

    @Test func aLocaleWithoutAFileHasNoCatalog() async throws {
        let folder = try temporaryFolder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = SwifternalizationCatalogSource(folder: folder, baseLocale: "en")
        #expect(try await source.catalogs(for: "fr") { _ in }.isEmpty)
        #expect(source.filesToRead(for: "ru") == ["expressions.json", "ru.json"])
    }
}
