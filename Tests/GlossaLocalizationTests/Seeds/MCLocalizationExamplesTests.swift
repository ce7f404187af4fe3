import Foundation
import GlossaLocalization
import Testing

/// MCLocalization's README (seed 003), in Swift idiom.
struct MCLocalizationExamplesTests {
    static func catalogs() throws -> [Catalog] {
        [
            try Catalog(
                locale: TestLocale.english, syntax: .plainText,
                messages: [
                    "greeting": "Hello!", "message": "Tap on the buttons below to switch languages",
                    "glory": "Glory Glory, %name%!", "mustache": "mustache",
                    "lovely-mustache": "What a wonderful {{mustache}} you have!", "key": "%a% {{b}} [c]",
                ]),
            try Catalog(
                locale: TestLocale.russian, syntax: .plainText,
                messages: [
                    "greeting": "Привет!", "message": "Нажимайте на кнопки для смены языка",
                    "glory": "Славься славься, %name%!", "mustache": "усы",
                    "lovely-mustache": "Какие замечательные у Вас {{mustache}}!",
                ]),
        ]
    }

    static func localizer(store: any LocaleStore = InMemoryLocaleStore(), preferred: String = "ru-RU") throws
        -> Localizer
    {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: try catalogs(), preferredLanguages: [TestLocale.parse(preferred)], store: store,
            notificationCenter: nil)
    }

    @Test func stringsAndPlaceholders() throws {
        let localizer = try Self.localizer()
        #expect(localizer.string(forKey: "greeting") == "Привет!")
        #expect(
            localizer.string(forKey: "glory", placeholders: ["%name%": "Man United"]) == "Славься славься, Man United!")
        #expect(
            localizer.string(
                forKey: "lovely-mustache", placeholders: ["{{mustache}}": localizer.string(forKey: "mustache") ?? ""])
                == "Какие замечательные у Вас усы!")
        // Given "key": "%a% {{b}} [c]" (only in English here), the call returns "A B C".
        #expect(
            localizer.string(forKey: "key", placeholders: ["%a%": "A", "{{b}}": "B", "[c]": "C"]) == "A B C")
        // A value is never scanned for placeholders again.
        #expect(
            localizer.string(forKey: "key", placeholders: ["%a%": "{{b}}", "{{b}}": "B", "[c]": "C"]) == "{{b}} B C")
    }

    @Test func theBestMatchingLanguageOrTheDefault() throws {
        #expect(try Self.localizer(preferred: "ru-UA").locale == TestLocale.russian)
        #expect(try Self.localizer(preferred: "ja").locale == TestLocale.english)
    }

    @Test func aMissingKeyIsNilOrThePlaceholder() throws {
        let localizer = try Self.localizer()
        #expect(localizer.string(forKey: "missing") == nil)
        localizer.configuration.missingPolicy = KeyPlaceholderPolicy("[No '{key}' in '{language}']")
        #expect(localizer.string(forKey: "missing") == "[No 'missing' in 'ru']")
        // A key only the default language has still shows its text.
        #expect(localizer.string(forKey: "key", placeholders: ["%a%": "A", "{{b}}": "B", "[c]": "C"]) == "A B C")
    }

    @Test func settingTheLanguageNotifiesAndPersists() async throws {
        let store = InMemoryLocaleStore()
        let center = NotificationCenter()
        let received = NotificationRecorder()
        let observer = center.addObserver(forName: .localizerDidChange, object: nil, queue: nil) {
            received.record($0.userInfo?["locale"] as? String, $0.userInfo?["reason"] as? String)
        }
        defer { center.removeObserver(observer) }
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: try Self.catalogs(), preferredLanguages: [TestLocale.english], store: store,
            notificationCenter: center)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(received.values == ["ru localeChanged"])
        #expect(store.loadLocale() == TestLocale.russian)
        #expect(try Self.localizer(store: store, preferred: "en").locale == TestLocale.russian)
    }
}
