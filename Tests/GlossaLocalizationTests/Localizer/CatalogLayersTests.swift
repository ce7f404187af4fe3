import Foundation
import GlossaFormats
import Testing

@testable import GlossaLocalization

/// Several catalogs of one locale and table are one table: an `.lproj` folder's `.strings` and
/// `.stringsdict`, bundled strings under downloaded ones. None replaces another.
struct CatalogLayersTests {
    static func fixture(_ path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/lproj").appendingPathComponent(path)
        return Array(try Data(contentsOf: url))
    }

    static func localizer(_ catalogs: [Catalog]) -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: catalogs, preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(),
            notificationCenter: nil)
    }

    @Test func anLprojFoldersStringsAndStringsdictAreOneTable() throws {
        let stringsPath = "ru.lproj/Localizable.strings"
        let dictionaryPath = "ru.lproj/Localizable.stringsdict"
        let strings = StringsFormat().read(
            try Self.fixture(stringsPath), options: ReadOptions(locale: "ru", table: stringsPath))
        let dictionary = try StringsDictFormat().read(
            try Self.fixture(dictionaryPath), options: ReadOptions(locale: "ru", table: dictionaryPath))
        #expect(strings.diagnostics.isEmpty && dictionary.diagnostics.isEmpty)
        let catalogs =
            try Catalog.catalogs(from: strings.document, syntax: .appleFormat).catalogs
            + Catalog.catalogs(from: dictionary.document, syntax: .appleFormat).catalogs
        #expect(catalogs.map(\.table) == ["Localizable", "Localizable"])
        let localizer = Self.localizer(catalogs)
        #expect(
            localizer.format("Extension is active, everything is fine, enjoy refreshing tabs")
                == "Расширение активировано, всё в порядке")
        #expect(localizer.format("refresh every %d minutes", 3) == "перезагружать каждые 3 минуты")
        #expect(localizer.format("refresh every %d minutes", 5) == "перезагружать каждые 5 минут")
        #expect(localizer.format("refresh every %d hours", 1) == "перезагружать каждый час")
        #expect(localizer.catalogs(for: TestLocale.russian).count == 2)
    }

    @Test func theLaterCatalogWinsPerKey() async throws {
        // Xcode projects often keep a plural key in both files; Apple's lookup takes the .stringsdict one.
        let strings = try Catalog(
            locale: TestLocale.russian, syntax: .appleFormat,
            messages: ["%d files": "%d файлов", "Open": "Открыть"])
        let dictionary = try Catalog(
            locale: TestLocale.russian, syntax: .appleFormat, messages: ["%d files": "%d файл(ов) — из stringsdict"])
        let localizer = Self.localizer([strings, dictionary])
        #expect(localizer.format("%d files", 2) == "2 файл(ов) — из stringsdict")
        #expect(localizer.format("Open") == "Открыть")
        #expect(localizer.hasTranslation(for: "Open"))
        // An update replaces the table it brings; the layers it does not bring stay.
        let update = try Catalog(locale: TestLocale.russian, syntax: .appleFormat, messages: ["Open": "Открыть…"])
        await localizer.install([update])
        #expect(localizer.format("Open") == "Открыть…")
        // The replaced layers are gone: no translation and no source catalog, so the key shows.
        #expect(!localizer.hasTranslation(for: "%d files"))
        #expect(localizer.catalogs(for: TestLocale.russian).count == 1)
    }
}
