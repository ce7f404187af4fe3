import Foundation
import GlossaFormats
import GlossaMessages
import Testing

@testable import GlossaLocalization

/// Catalogs from TML releases: translations chosen by context reach the Localizer, which picks one
/// by the tokens as TMLKit does (“Choosing a translation” in GlossaMessages' TMLSemantics article), instead of being
/// skipped.
struct TMLReleaseCatalogTests {
    struct Person: GenderedMessageObject {
        let displayName: String
        let gender: Gender
    }

    static let masha = Person(displayName: "Маша", gender: .female).messageValue
    static let misha = Person(displayName: "Миша", gender: .male).messageValue

    static func fixture(_ path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path)
        return Array(try Data(contentsOf: url))
    }

    static func localizer(_ catalogs: DocumentCatalogs) -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: catalogs.catalogs, preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(),
            notificationCenter: nil)
    }

    /// tml-python's release: its keys written here, its Russian translations the real file.
    static func pythonRelease() throws -> FileTree {
        var files = FileTree()
        files["application.json"] = Array(#"{"default_locale": "en"}"#.utf8)
        files["translation_keys.json"] = Array(
            #"""
            {"results": {
              "f2a61dbfc8c1eeb357d834cc88dd7bab": {"label": "{actor} give you {count}",
                                                   "description": "somebody give you few apples", "locale": "en"},
              "2c868dcba5cd6e9f06dc77397b5a77b1": {"label": "{name} give you {count} apples",
                                                   "description": "apple", "locale": "en"},
              "d461a22a1dd21b14782e8a0553454612": {"label": "{number} apples", "locale": "en"}
            }}
            """#.utf8)
        files["ru/translations.json"] = try fixture("Fixtures/TML/translations.json")
        return files
    }

    @Test func translationsWithContextAreChosenByTheTokens() throws {
        let document = try TMLReleaseFormat().read(files: try Self.pythonRelease()).document
        let loaded = try Catalog.catalogs(from: document, syntax: .tml)
        #expect(loaded.skipped.isEmpty, "\(loaded.skipped)")
        let localizer = Self.localizer(loaded)
        let gift = "{actor} give you {count}"
        let description = "somebody give you few apples"
        // tml-python's own expectation (tests/unit/dictionary/source.py).
        #expect(
            localizer.localize(gift, description: description, tokens: ["actor": Self.masha, "count": 2])
                == "Маша любезно дала тебе 2 яблока")
        #expect(
            localizer.localize(gift, description: description, tokens: ["actor": Self.misha, "count": 1])
                == "Миша дал тебе всего 1 яблоко, мужик!")
        // The translation with an empty context applies when no other does.
        #expect(
            localizer.localize(gift, description: description, tokens: ["actor": Self.misha, "count": 5])
                == "Миша дал тебе всего 5 яблок яблоко, мужик!")
        let apples = "{number} apples"
        #expect(localizer.localize(apples, tokens: ["number": 1]) == "1 яблоко")
        #expect(localizer.localize(apples, tokens: ["number": 3]) == "3 яблока")
        #expect(localizer.localize(apples, tokens: ["number": 5]) == "5 яблок")
        let named = "{name} give you {count} apples"
        #expect(
            localizer.localize(named, description: "apple", tokens: ["name": "Маша", "count": 1])
                == "Маша дал мне 1 яблоко")
        localizer.settings.viewingUser = Self.masha
        #expect(
            localizer.localize(named, description: "apple", tokens: ["name": "Маша", "count": 1])
                == "Маша дала вам 1 яблоко")
    }

    @Test func theRealReleaseArchiveChoosesByGender() throws {
        let archive = try Self.fixture("../GlossaFormatsTests/Fixtures/TML/20160218065921.tar.gz")
        let document = try TMLReleaseFormat().read(archive: archive).document
        let loaded = try Catalog.catalogs(from: document, syntax: .tml)
        #expect(loaded.skipped.isEmpty, "\(loaded.skipped)")
        let localizer = Self.localizer(loaded)
        let born = "{user| Born on}: "
        #expect(localizer.localize(born, tokens: ["user": Self.masha]) == "Родилась")
        #expect(localizer.localize(born, tokens: ["user": Self.misha]) == "Родился")
    }

    @Test func recordMembersTMLDoesNotSelectByAreIgnored() throws {
        // tml-ruby's translation records (spec/fixtures/translations/ru/genders.json) carry "locale" and
        // the older tr8n context form; Translation Exchange's API adds "locked", "id" and "rank".
        var files = FileTree()
        files["translation_keys.json"] = Array(
            #"{"results": {"\#(CatalogKey.tml(label: "{actor} sent {target} a gift.").rawValue)": {"label": "{actor} sent {target} a gift."}, "\#(CatalogKey.tml(label: "Hello World").rawValue)": {"label": "Hello World"}}}"#
                .utf8)
        files["ru/translations.json"] = Array(
            #"""
            {"results": {
              "\#(CatalogKey.tml(label: "Hello World").rawValue)": [{"label": "Привет Мир", "locale": "ru", "locked": true}],
              "\#(CatalogKey.tml(label: "{actor} sent {target} a gift.").rawValue)": [
                {"label": "{actor} послал подарок {target}.", "locale": "ru", "id": 7, "rank": 3,
                 "context": {"actor": [{"type": "gender", "key": "male"}]}},
                {"label": "{actor} послала подарок {target}.", "locale": "ru",
                 "context": {"actor": [{"type": "gender", "key": "female"}]}}
              ]
            }}
            """#.utf8)
        let document = try TMLReleaseFormat().read(files: files).document
        let loaded = try Catalog.catalogs(from: document, syntax: .tml)
        #expect(loaded.skipped.isEmpty, "\(loaded.skipped)")
        let localizer = Self.localizer(loaded)
        #expect(localizer.localize("Hello World") == "Привет Мир")
        let gift = "{actor} sent {target} a gift."
        #expect(
            localizer.localize(gift, tokens: ["actor": Self.masha, "target": "Ане"]) == "Маша послала подарок Ане.")
        #expect(localizer.localize(gift, tokens: ["actor": Self.misha, "target": "Ане"]) == "Миша послал подарок Ане.")
        // No context holds for an unknown gender: the source label, as TMLKit shows.
        let someone = Person(displayName: "Кто-то", gender: .unknown).messageValue
        #expect(localizer.localize(gift, tokens: ["actor": someone, "target": "Anna"]) == "Кто-то sent Anna a gift.")
    }

    @Test func precedenceOrdersTheCandidates() throws {
        let key = CatalogKey.tml(label: "{count} items").rawValue
        var files = FileTree()
        files["translation_keys.json"] = Array(#"{"results": {"\#(key)": {"label": "{count} items"}}}"#.utf8)
        files["ru/translations.json"] = Array(
            #"""
            {"results": {"\#(key)": [
              {"label": "{count} штук", "precedence": 2},
              {"label": "{count} штука", "context": {"count": {"number": "one"}}, "precedence": 1}
            ]}}
            """#.utf8)
        let document = try TMLReleaseFormat().read(files: files).document
        let localizer = Self.localizer(try Catalog.catalogs(from: document, syntax: .tml))
        #expect(localizer.localize("{count} items", tokens: ["count": 1]) == "1 штука")
        #expect(localizer.localize("{count} items", tokens: ["count": 5]) == "5 штук")
    }

    @Test func aContextOfAnotherShapeIsReportedNotGuessed() throws {
        let key = CatalogKey.tml(label: "Hi").rawValue
        var files = FileTree()
        files["translation_keys.json"] = Array(#"{"results": {"\#(key)": {"label": "Hi"}}}"#.utf8)
        files["ru/translations.json"] = Array(
            #"{"results": {"\#(key)": [{"label": "Привет", "context": {"user": "female"}}]}}"#.utf8)
        let document = try TMLReleaseFormat().read(files: files).document
        let loaded = try Catalog.catalogs(from: document, syntax: .tml)
        #expect(loaded.skipped.map(\.key) == [key])
    }
}
