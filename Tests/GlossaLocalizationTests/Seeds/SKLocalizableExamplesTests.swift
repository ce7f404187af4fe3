import Foundation
import GlossaLocalization
import Testing

/// SKLocalizable's README (seed 004), in Swift idiom.
@Suite(.serialized)
struct SKLocalizableExamplesTests {
    static func localizer() throws -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [
                try Catalog(
                    locale: TestLocale.english, syntax: .plainText,
                    messages: [
                        "DemoVC.LanguageButton.English": "English", "DemoVC.LanguageButton.Russian": "Русский",
                        "DemoVC.TextField.Text": "TextField - Code - Text", "Greeting": "Hello, $(Name)!",
                    ]),
                try Catalog(
                    locale: TestLocale.russian, syntax: .plainText,
                    messages: ["DemoVC.TextField.Text": "Текстовое поле", "Greeting": "Привет, $(Name)!"]),
                try Catalog(
                    locale: TestLocale.russian, table: "Screens", syntax: .plainText,
                    messages: ["DemoVC.CodeLabel.Text": "Метка - код"]),
            ], preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func localizedStrings() async throws {
        let localizer = try Self.localizer()
        #expect("DemoVC.TextField.Text".localized(localizer: localizer) == "TextField - Code - Text")
        #expect("Greeting".localized(arguments: ["Name": "Anna"], localizer: localizer) == "Hello, Anna!")
        #expect("Missing.Key".localized(localizer: localizer) == "Missing.Key")
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect("DemoVC.TextField.Text".localized(localizer: localizer) == "Текстовое поле")
        #expect("DemoVC.CodeLabel.Text".localized(tableName: "Screens", localizer: localizer) == "Метка - код")
        #expect("Greeting".localized(arguments: ["Name": 7], localizer: localizer) == "Привет, 7!")
        // A key only the source language has still reads in the source language.
        #expect("DemoVC.LanguageButton.Russian".localized(localizer: localizer) == "Русский")
    }

    @Test func theSharedLocalizerServesTheStringConvenience() throws {
        let previous = Localizer.shared
        defer { Localizer.shared = previous }
        Localizer.shared = try Self.localizer()
        #expect("DemoVC.TextField.Text".localized() == "TextField - Code - Text")
    }
}

/// Apple format strings by key with positional arguments (`String(format: NSLocalizedString(…))`).
struct AppleFormatLookupTests {
    @Test func positionalArguments() throws {
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.german],
            catalogs: [
                try Catalog(
                    locale: TestLocale.english, syntax: .appleFormat,
                    messages: ["files.remaining": "%lld files remaining", "owner": "%1$@ has %2$lld items"]),
                try Catalog(
                    locale: TestLocale.german, syntax: .appleFormat,
                    messages: ["owner": "%2$lld Elemente gehören %1$@", "plain": "Einfach"]),
            ], preferredLanguages: [TestLocale.german], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(localizer.format("owner", "Anna", 1234) == "1.234 Elemente gehören Anna")
        #expect(localizer.format("files.remaining", 3) == "3 files remaining")
        #expect(localizer.string("plain") == "Einfach")
        #expect("owner".localizedPlural(arguments: ["Anna", 2], localizer: localizer) == "2 Elemente gehören Anna")
    }
}
