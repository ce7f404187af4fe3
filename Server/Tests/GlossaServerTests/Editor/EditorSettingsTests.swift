import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The project settings pages, with forms only (no script): languages, members and roles,
/// invitations (the link shown once) and tokens (the secret shown once).
@Suite("Editor settings pages")
struct EditorSettingsTests {
    /// The first `<code class="secret">` values on a page (a link, or a token then its secret).
    static func shownOnce(_ html: String) -> [String] {
        html.components(separatedBy: #"<code class="secret">"#).dropFirst().compactMap {
            $0.components(separatedBy: "</code>").first
        }
    }

    @Test(arguments: StoreKind.available)
    func aManagerChangesLanguagesMembersAndInvitations(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let manager = try await fixture.signedIn("Mia", roles: [(.manager, [])])
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let member = try await fixture.accounts.user("Vic", roles: [(.translator, ["fr"])])
        let settings = "/projects/\(fixture.projectID)/settings"
        let store = fixture.accounts.store
        try await fixture.test { client in
            // Only those who may change something see the page and its link.
            #expect(try await translator.get(client, settings).status == .forbidden)
            #expect(!(try await translator.get(client, "/")).html.contains(settings))
            #expect(try await manager.get(client, "/").html.contains(#"href="\#(settings)""#))
            var page = try await manager.get(client, settings)
            #expect(page.status == .ok)
            for section in ["languages", "members", "invitations", "tokens"] {
                #expect(page.html.contains(#"id="\#(section)""#), "\(section)")
            }
            #expect(page.html.contains("Vic"))

            // Languages: added and removed; a bad code is shown on the page, nothing is lost.
            #expect(
                try await manager.post(client, settings, ["action": "add-languages"], csrf: false).status == .forbidden)
            page = try await manager.post(client, settings, ["action": "add-languages", "languages": "de, he"])
            #expect(page.status == .seeOther)
            let languages = try await store.project(id: fixture.projectID)?.languages ?? []
            #expect(languages.contains("de") && languages.contains("he"), "\(languages)")
            #expect(try await manager.get(client, page.location ?? "").html.contains("Languages added."))
            page = try await manager.post(client, settings, ["action": "add-languages", "languages": "<b>bold</b>"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains(#"id="settings-error""#))
            #expect(page.html.contains("&lt;b&gt;bold&lt;/b&gt;"))
            #expect(!page.html.contains("<b>bold"))
            page = try await manager.post(client, settings, ["action": "remove-language", "language": "he"])
            #expect(page.status == .seeOther)
            #expect(try await store.project(id: fixture.projectID)?.languages.contains("he") == false)

            // Roles: set with languages, one removed, then the member.
            page = try await manager.post(
                client, settings, ["action": "set-role", "user": member.id, "role": "reviewer", "languages": "ru"])
            #expect(page.status == .seeOther)
            #expect(
                try await store.memberships(userID: member.id).map { "\($0.role):\($0.languages)" }
                    == [#"translator:["fr"]"#, #"reviewer:["ru"]"#])
            page = try await manager.post(
                client, settings, ["action": "set-role", "user": member.id, "role": "reviewer", "languages": "xx"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("not a target language"))
            page = try await manager.post(
                client, settings, ["action": "remove-role", "user": member.id, "role": "translator"])
            #expect(try await store.memberships(userID: member.id).map(\.role) == [.reviewer])
            page = try await manager.post(client, settings, ["action": "remove-member", "user": member.id])
            #expect(page.status == .seeOther)
            #expect(try await store.memberships(userID: member.id).isEmpty)

            // An invitation: its link is shown once, works, and stops when revoked.
            page = try await manager.post(
                client, settings, ["action": "invite", "role": "translator", "languages": "ru", "expires": ""])
            #expect(page.status == .created)
            #expect(page.headers[.cacheControl] == "no-store")
            let link = try #require(Self.shownOnce(page.html).first)
            let path = try #require(link.range(of: "/invite/").map { String(link[$0.lowerBound...]) })
            #expect(try await Browser.signedOut.get(client, path).status == .ok)
            page = try await manager.get(client, settings)
            #expect(!page.html.contains(path))
            let invitation = try #require(
                try await store.pendingInvitations(projectID: fixture.projectID, at: 0).first)
            #expect(page.html.contains(invitation.id))
            page = try await manager.post(client, settings, ["action": "invite", "role": "owner"])
            #expect(page.status == .unprocessableContent)
            page = try await manager.post(
                client, settings, ["action": "invite", "role": "reviewer", "expires": "2027-02-30"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("must be a date"))
            page = try await manager.post(
                client, settings, ["action": "revoke-invitation", "invitation": invitation.id])
            #expect(page.status == .seeOther)
            #expect(try await Browser.signedOut.get(client, path).status == .notFound)
        }
    }

    @Test(arguments: StoreKind.available)
    func tokensShowTheirSecretOnce(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let admin = try await fixture.signedIn("Ada", administrator: true)
        let settings = "/projects/\(fixture.projectID)/settings"
        let store = fixture.accounts.store
        try await fixture.test { client in
            var page = try await admin.post(client, settings, ["action": "create-token", "expires": "2030-01-31"])
            #expect(page.status == .created)
            let shown = Self.shownOnce(page.html)
            #expect(shown.count == 2)
            let (token, secret) = (shown[0], shown[1])
            let stored = try #require(try await store.token(token))
            #expect(stored.secretHash == SecretHasher.hash(secret, salt: stored.salt))
            #expect(stored.expiresAt == 1_896_048_000_000)
            page = try await admin.get(client, settings)
            #expect(page.html.contains(token))
            #expect(!page.html.contains(secret))
            #expect(page.html.contains(#"value="2030-01-31""#))

            page = try await admin.post(client, settings, ["action": "expire-token", "token": token, "expires": ""])
            #expect(page.status == .seeOther)
            #expect(try await store.token(token)?.expiresAt == nil)
            page = try await admin.post(client, settings, ["action": "rotate-token", "token": token])
            #expect(page.status == .created)
            let rotated = Self.shownOnce(page.html)
            #expect(rotated.count == 2 && rotated[0] != token)
            #expect(try await store.token(token) == nil)
            page = try await admin.post(client, settings, ["action": "revoke-token", "token": rotated[0]])
            #expect(page.status == .seeOther)
            #expect(try await store.token(rotated[0]) == nil)
            page = try await admin.post(client, settings, ["action": "revoke-token", "token": rotated[0]])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("No token"))
        }
    }

    @Test func glossaryTermsAreMarkedWithTheirTranslation() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let workflow = try #require(fixture.accounts.store as? any WorkflowStore)
        try await workflow.saveGlossaryTerm(
            GlossaryTerm(term: "file", translations: ["ru": "файл"], note: "<i>a document</i>"),
            projectID: fixture.projectID)
        try await workflow.saveGlossaryTerm(
            GlossaryTerm(term: "hello", translations: [:]), projectID: fixture.projectID)
        try await fixture.test { client in
            var page = try await translator.get(client, fixture.editor("files"))
            // "file" is marked as a whole word only (not inside "files").
            #expect(
                page.html.contains(
                    #"# <mark class="term" title="file → файл">file</mark>} other {# files}}</p>"#), "\(page.html)")
            #expect(page.html.contains(#"<dt>file</dt><dd><span dir="ltr" lang="ru">файл</span>"#))
            #expect(page.html.contains("&lt;i&gt;a document&lt;/i&gt;"))
            page = try await translator.get(client, fixture.editor("greet"))
            #expect(page.html.contains(#"<mark class="term" title="hello (no translation given)">Hello</mark> {name}"#))
        }
    }

    @Test func theHistoryIsShownAPageAtATime() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            for number in 1...12 {
                let page = try await translator.post(
                    client, fixture.editor("greet"), ["action": "save", "translation": "Привет {name} \(number)"])
                #expect(page.status == .seeOther)
            }
            var page = try await translator.get(client, fixture.editor("greet"))
            #expect(page.html.contains("Привет {name} 12"))
            #expect(!page.html.contains("Привет {name} 2<"))
            #expect(page.html.components(separatedBy: #"name="version""#).count == 11)
            #expect(!page.html.contains(#"id="newer-history""#))
            let older = try #require(
                page.html.components(separatedBy: #"<a href=""#).first { $0.contains(#"id="older-history""#) }?
                    .components(separatedBy: "\"").first)
            page = try await translator.get(client, older.replacingOccurrences(of: "&amp;", with: "&"))
            #expect(page.html.components(separatedBy: #"name="version""#).count == 3)
            #expect(page.html.contains("Привет {name} 1<"))
            #expect(page.html.contains(#"id="newer-history""#))
            #expect(!page.html.contains(#"id="older-history""#))
        }
    }
}
