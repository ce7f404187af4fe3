import GlossaFormats
import Testing

@testable import GlossaLocalization

/// Catalogs from files, through GlossaFormats' readers and its neutral document.
struct CatalogDocumentTests {
    @Test func mcLocalizationSingleFile() throws {
        let json = """
            {"en": {"greeting": "Hello!", "glory": "Glory Glory, %name%!"},
             "ru": {"greeting": "Привет!", "glory": "Славься славься, %name%!"}}
            """
        let document = try MCLocalizationFormat().read(Array(json.utf8)).document
        let loaded = try Catalog.catalogs(from: document, syntax: .plainText)
        #expect(loaded.catalogs.map(\.locale) == [TestLocale.english, TestLocale.russian])
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: loaded.catalogs, preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(),
            notificationCenter: nil)
        #expect(
            localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"]) == "Славься славься, Man United!")
    }

    @Test func stringsFileWithATable() throws {
        let strings = """
            /* Button, that switches to Russian language */
            "DemoVC.LanguageButton.Russian" = "Русский";
            "Greeting" = "Привет, $(Name)!";
            """
        var document = StringsFormat().read(Array(strings.utf8)).document
        for index in document.entries.indices {
            document.entries[index].table = "ru.lproj/Screens.strings"
            let localizations = document.entries[index].localizations
            let value = try #require(localizations.locales.first.flatMap { localizations[$0] })
            document.entries[index].localizations = ["ru": value]
        }
        let loaded = try Catalog.catalogs(from: document, syntax: .plainText)
        let catalog = try #require(loaded.catalogs.first)
        #expect(catalog.table == "Screens")
        #expect(catalog.locale == TestLocale.russian)
        #expect(catalog.message(for: "Greeting") == "Привет, $(Name)!")
    }

    @Test func variationsAreReportedNotGuessed() throws {
        var document = LocalizationDocument(sourceLocale: "en")
        let plural = Localization(
            variant: Variant(variations: Variations(kind: "plural", strings: ["one": "%d file", "other": "%d files"])))
        document.entries = [
            LocalizationEntry(key: "files", localizations: ["en": plural]),
            LocalizationEntry(
                key: "title",
                localizations: ["en": Localization(value: "Title"), "bad locale!": Localization(value: "x")]),
        ]
        let loaded = try Catalog.catalogs(from: document, syntax: .icu)
        #expect(loaded.skipped.map(\.key) == ["files"])
        #expect(loaded.invalidLocales == ["bad locale!"])
        #expect(loaded.catalogs.count == 1)
    }
}
