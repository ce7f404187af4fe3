import GlossaMessages
import Testing

@testable import GlossaLocalization

/// TML injects `viewing_user` and the default tokens into a catalog message's render: only the ones
/// the message reads (``TMLSyntax/completeArguments(_:for:format:settings:)``), with the caller's
/// values first.
struct TMLInjectedTokensTests {
    struct Reader: GenderedMessageObject {
        let displayName: String
        let gender: Gender
    }

    private func localizer() throws -> Localizer {
        let catalog = try Catalog(
            locale: "fr", syntax: .tml,
            messages: [
                "greeting": "{viewing_user | Il, Elle} lit {ndash} {app_name}",
                "plain": "Bonjour",
            ])
        return Localizer(
            sourceLocale: "en", appLocales: ["en", "fr"], catalogs: [catalog], preferredLanguages: ["fr"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func theViewingUserAndDefaultTokensAMessageReadsAreInjected() throws {
        let localizer = try localizer()
        localizer.settings.viewingUser = Reader(displayName: "Anna", gender: .female).messageValue
        localizer.settings.setDefaultToken("Glossa", named: "app_name")
        #expect(localizer.string("greeting") == "Elle lit – Glossa")
        #expect(localizer.html("greeting") == "Elle lit &ndash; Glossa")
        // The caller's values win over the injected ones.
        #expect(localizer.string("greeting", arguments: ["app_name": "Notes"]) == "Elle lit – Notes")
        #expect(localizer.string("plain") == "Bonjour")
    }
}
