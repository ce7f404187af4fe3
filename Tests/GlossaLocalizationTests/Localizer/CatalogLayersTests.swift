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

    /// A `.strings` file and a `.stringsdict` file of one table that both have `%d files`, as Xcode
    /// projects often do (the `.strings` entry is the non-plural fallback).
    static let pluralInBothFiles = (
        strings: "\"%d files\" = \"%d файлов\";\n\"Open\" = \"Открыть\";\n",
        stringsdict: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>%d files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d файл</string>
              <key>few</key><string>%d файла</string>
              <key>many</key><string>%d файлов</string>
              <key>other</key><string>%d файла</string>
            </dict>
          </dict>
        </dict></plist>
        """
    )

    @Test func theStringsdictEntryWinsInEitherOrder() async throws {
        // Loaded as an app loads them: each file of ru.lproj in one call.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-layers-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("ru.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.pluralInBothFiles.strings.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        try Data(Self.pluralInBothFiles.stringsdict.utf8).write(
            to: lproj.appendingPathComponent("Localizable.stringsdict"))
        let strings = try Catalog.load(contentsOf: lproj.appendingPathComponent("Localizable.strings"))
        let dictionary = try Catalog.load(contentsOf: lproj.appendingPathComponent("Localizable.stringsdict"))
        #expect(strings.diagnostics.isEmpty && dictionary.diagnostics.isEmpty)
        #expect(strings.catalogs.map(\.precedence) == [.stringsFile])
        #expect(dictionary.catalogs.map(\.precedence) == [.standard])
        for catalogs in [strings.catalogs + dictionary.catalogs, dictionary.catalogs + strings.catalogs] {
            let localizer = Self.localizer(catalogs)
            #expect(localizer.format("%d files", 1) == "1 файл")
            #expect(localizer.format("%d files", 2) == "2 файла")
            #expect(localizer.format("%d files", 5) == "5 файлов")
            #expect(localizer.format("Open") == "Открыть")
        }
        // Through a catalog source, and under a download: a later layer of standard precedence still
        // wins over the bundled `.stringsdict`, and the bundled files fill in what it lacks.
        let downloaded = try Catalog(
            locale: TestLocale.russian, syntax: .appleFormat, messages: ["%d files": "файлы: %d"])
        let source = LayeredCatalogSource([
            InMemoryCatalogSource(dictionary.catalogs + strings.catalogs), InMemoryCatalogSource([downloaded]),
        ])
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian], source: source,
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(localizer.format("%d files", 2) == "файлы: 2")
        #expect(localizer.format("Open") == "Открыть")
    }

    @Test func aDocumentNamingBothFilesMakesACatalogOfEach() throws {
        // Xcode's XLIFF export names each file of a table; here the `.stringsdict` comes first.
        var document = LocalizationDocument()
        var plural = LocalizationEntry(key: "%d files", table: "ru.lproj/Localizable.stringsdict")
        plural.localizations = ["ru": Localization(value: "%d файл(а/ов)")]
        var fallback = LocalizationEntry(key: "%d files", table: "ru.lproj/Localizable.strings")
        fallback.localizations = ["ru": Localization(value: "%d файлов")]
        document.entries = [plural, fallback]
        let catalogs = try Catalog.catalogs(from: document, syntax: .appleFormat).catalogs
        #expect(catalogs.map(\.table) == ["Localizable", "Localizable"])
        #expect(catalogs.map(\.precedence) == [.standard, .stringsFile])
        #expect(Self.localizer(catalogs).format("%d files", 2) == "2 файл(а/ов)")
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
