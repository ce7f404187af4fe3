import Foundation
import GlossaLocalization
import GlossaMessages
import Testing

/// TMLKit's reusable localized strings, on Linux: key paths, reuse identifiers and whole objects,
/// rewritten after a locale change; released owners are forgotten.
@MainActor
struct ReusableLocalizedStringsTests {
    final class Screen: ReusableLocalization, ReusableLocalizationsUpdating {
        var title = ""
        var attributedTitle = AttributedString()
        var subtitle = ""
        var configured = 0

        func updateLocalizedString(_ string: String, forReuseIdentifier reuseIdentifier: String) {
            if reuseIdentifier == "subtitle" { subtitle = string }
        }

        func updateReusableLocalizedStrings(using localizer: Localizer) {
            configured += 1
        }
    }

    static func localizer() throws -> Localizer {
        var russian: [String: String] = [:]
        russian[CatalogKey.tml(label: "[bold:Title]: {title}").rawValue] = "[bold:Заголовок]: {title}"
        russian[CatalogKey.tml(label: "Subtitle").rawValue] = "Подзаголовок"
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [try Catalog(locale: TestLocale.russian, messages: russian)], preferredLanguages: [],
            store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func boundValuesAreRewrittenAfterALocaleChange() async throws {
        let localizer = try Self.localizer()
        let screen = Screen()
        localizer.bind(\.title, of: screen, to: .tml("[bold:Title]: {title}", tokens: ["title": "My Title"]))
        localizer.bind(
            \.attributedTitle, of: screen, to: .tmlAttributed("[bold:Title]: {title}", tokens: ["title": "My Title"]))
        let subtitle = localizer.register(screen, reuseIdentifier: "subtitle", value: .tml("Subtitle"))
        localizer.registerForUpdates(screen)
        #expect(screen.title == "Title: My Title")
        #expect(subtitle == "Subtitle")
        #expect(localizer.reusableStrings.count == 4)

        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(screen.title == "Заголовок: My Title")
        #expect(String(screen.attributedTitle.characters) == "Заголовок: My Title")
        #expect(screen.subtitle == "Подзаголовок")
        #expect(screen.configured == 1)
    }

    @Test func bindingTheSameKeyPathAgainReplacesTheValue() async throws {
        let localizer = try Self.localizer()
        let screen = Screen()
        localizer.bind(\.title, of: screen, to: .tml("Subtitle"))
        localizer.bind(\.title, of: screen, to: .string("plain.key", default: "Plain"))
        #expect(localizer.reusableStrings.count == 1)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(screen.title == "Plain")
    }

    @Test func releasedOwnersAreForgotten() async throws {
        let localizer = try Self.localizer()
        var screen: Screen? = Screen()
        weak let released = screen
        if let screen { localizer.bind(\.title, of: screen, to: .tml("Subtitle")) }
        #expect(localizer.reusableStrings.count == 1)
        screen = nil
        #expect(released == nil)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(localizer.reusableStrings.count == 0)
    }
}
