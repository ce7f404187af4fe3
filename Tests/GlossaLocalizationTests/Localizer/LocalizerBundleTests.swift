import Foundation
import GlossaCLDR
import GlossaLocalization
import Testing

/// Setup in one line (issue 22): `Localizer(bundle:)` reads a bundle's `.lproj` folders, a locale from
/// Foundation's `Locale`, `changeLocale(to: "ru")`, and a default store that persists nothing.
struct LocalizerBundleTests {
    /// A bundle folder: `en.lproj`, `ru.lproj` (a `.strings` and a `.stringsdict`) and `Base.lproj`.
    static func makeBundle(extra: [String: String] = [:]) throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-bundle-\(UUID().uuidString).bundle", isDirectory: true)
        var files = [
            "en.lproj/Localizable.strings": #""greeting" = "Hello";"#,
            "ru.lproj/Localizable.strings": #""greeting" = "Привет";"#,
            "ru.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld файл</string><key>few</key><string>%lld файла</string>
            <key>many</key><string>%lld файлов</string><key>other</key><string>%lld файла</string></dict>
            </dict></dict></plist>
            """,
            "Base.lproj/Localizable.strings": #""base.only" = "From Base";"#,
        ]
        for (path, text) in extra { files[path] = text }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let bundle = try #require(Bundle(url: root))
        return (bundle, root)
    }

    @Test func oneLineSetupReadsTheBundle() async throws {
        let (bundle, root) = try Self.makeBundle()
        defer { try? FileManager.default.removeItem(at: root) }
        let localizer = try Localizer(bundle: bundle, preferredLanguages: ["ru-RU"], notificationCenter: nil)
        #expect(localizer.sourceLocale == "en")
        #expect(localizer.appLocales == ["en", "ru"])
        #expect(localizer.locale == "ru")
        // Read at once, no `await`: the current locale's files, its .strings and .stringsdict merged.
        #expect(localizer.string("greeting") == "Привет")
        #expect(localizer.format("files", 3) == "3 файла")
        #expect(localizer.string("base.only") == "From Base")
        try await localizer.changeLocale(to: "en")
        #expect(localizer.string("greeting") == "Hello")
    }

    @Test func theSourceLocaleCanBeGiven() throws {
        let (bundle, root) = try Self.makeBundle(extra: ["de.lproj/Localizable.strings": #""greeting" = "Hallo";"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let localizer = try Localizer(
            bundle: bundle, sourceLocale: "de", preferredLanguages: [], notificationCenter: nil)
        #expect(localizer.appLocales == ["de", "en", "ru"])
        #expect(localizer.locale == "de")
        #expect(localizer.string("greeting") == "Hallo")
    }

    @Test func anUnreadableFileThrowsWithItsLocation() throws {
        let (bundle, root) = try Self.makeBundle(extra: ["ru.lproj/Broken.stringsdict": "<plist><dict><key>a</key>"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            try Localizer(bundle: bundle, preferredLanguages: ["ru"], notificationCenter: nil)
        } throws: { error in
            "\(error)".contains("Broken.stringsdict")
        }
    }

    @Test func localeIdentifiersFromFoundationLocales() {
        #expect(LocaleIdentifier(Locale(identifier: "pt_BR")) == "pt-BR")
        #expect(LocaleIdentifier(Locale(identifier: "zh_Hant_TW")) == "zh-Hant-TW")
        #expect(LocaleIdentifier(Locale(identifier: "de_DE@calendar=buddhist")) == "de-DE")
        #expect(LocaleIdentifier(Locale(identifier: "sr-Latn")) == "sr-Latn")
    }

    /// Without a store given, a choice made in the app is not kept: the next start follows the
    /// preferred languages again (it was persisted to a file or user defaults before).
    @Test func theDefaultStoreDoesNotOverrideThePreferredLanguages() async throws {
        let catalogs = [try Catalog(locale: "ru", messages: ["greeting": "Привет"])]
        let first = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], catalogs: catalogs, preferredLanguages: ["ru"],
            notificationCenter: nil)
        #expect(first.locale == "ru")
        try await first.changeLocale(to: "en")
        let next = Localizer(
            sourceLocale: "en", appLocales: ["en", "ru"], catalogs: catalogs, preferredLanguages: ["ru"],
            notificationCenter: nil)
        #expect(next.locale == "ru")
        #expect(next.string("greeting") == "Привет")
    }
}
