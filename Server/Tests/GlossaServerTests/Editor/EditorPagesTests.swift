import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Editor pages")
struct EditorPagesTests {
    @Test func aBrowserSignsInAndOutWithForms() async throws {
        let fixture = try await EditorFixture.make()
        let user = try await fixture.accounts.user("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            // Signed out, the root and every page lead to the sign-in page, which comes back after.
            var page = try await Browser.signedOut.get(client, "/")
            #expect(page.status == .seeOther)
            #expect(page.location == "/sign-in?next=%2F")
            page = try await Browser.signedOut.get(client, "/sign-in?next=%2Fprojects")
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<input type="hidden" name="next" value="/projects">"#))

            page = try await Browser.signedOut.post(
                client, "/sign-in", ["email": user.email, "password": "wrong password", "next": "/"], csrf: false)
            #expect(page.status == .unauthorized)
            #expect(page.html.contains("Wrong e-mail address or password."))

            // Another site's address is never where a sign-in goes.
            page = try await Browser.signedOut.post(
                client, "/sign-in",
                ["email": user.email, "password": AccountFixture.password, "next": "//evil.example/"], csrf: false)
            #expect(page.status == .seeOther)
            #expect(page.location == "/")
            let cookie = try #require(page.headers[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
            let token = try #require(cookie.split(separator: ";").first.map(String.init))

            var browser = Browser(cookie: token, csrf: "")
            page = try await browser.get(client, "/")
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<span id="signed-in-as">Tina</span>"#))
            browser.csrf = try #require(Self.csrf(in: page.html))

            // Signing out needs the token; then the cookie is cleared and the session ended.
            page = try await browser.post(client, "/sign-out", [:], csrf: false)
            #expect(page.status == .forbidden)
            page = try await browser.post(client, "/sign-out", [:])
            #expect(page.status == .seeOther)
            #expect(page.headers[.setCookie]?.contains("Max-Age=0") == true)
            page = try await browser.get(client, "/")
            #expect(page.location?.hasPrefix("/sign-in") == true)
        }
    }

    @Test func anInvitationCreatesTheAccountAndSignsIn() async throws {
        let fixture = try await EditorFixture.make()
        let manager = try await fixture.accounts.user("Mia", roles: [(.manager, [])])
        let (token, _) = try await fixture.accounts.accounts.invite(
            to: fixture.projectID, role: .translator, languages: ["ru"], by: manager, expiresAt: nil)
        try await fixture.test { client in
            var page = try await Browser.signedOut.get(client, "/invite/\(token)")
            #expect(page.status == .ok)
            #expect(page.html.contains("You are invited as translator (languages: ru)."))
            page = try await Browser.signedOut.post(
                client, "/invite/\(token)", ["name": "Ivan", "email": "ivan@example.com", "password": "short"],
                csrf: false)
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("the password must have at least"))
            page = try await Browser.signedOut.post(
                client, "/invite/\(token)",
                ["name": "Ivan", "email": "ivan@example.com", "password": AccountFixture.password], csrf: false)
            #expect(page.status == .seeOther)
            let cookie = try #require(page.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            page = try await Browser(cookie: cookie, csrf: "").get(client, "/projects/\(fixture.projectID)/ru")
            #expect(page.status == .ok)
            #expect(page.html.contains("Strings 1–3 of 3"))
            // The link works once.
            page = try await Browser.signedOut.get(client, "/invite/\(token)")
            #expect(page.status == .gone)
        }
    }

    @Test(arguments: StoreKind.available)
    func everyPageAsksTheAuthorizer(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let reviewer = try await fixture.signedIn("Rita", roles: [(.reviewer, ["ru"])])
        let stranger = try await fixture.accounts.user("Stan")
        let strangerSession = try await fixture.accounts.accounts.startSession(for: stranger)
        let strangerBrowser = Browser(
            cookie: "\(SessionCookie.name)=\(strangerSession.token)", csrf: strangerSession.session.csrfToken)
        try await fixture.test { client in
            let list = "/projects/\(fixture.projectID)/ru"
            // Someone with no role in the project reads nothing of it, and the projects page omits it.
            #expect(try await strangerBrowser.get(client, list).status == .forbidden)
            #expect(try await strangerBrowser.get(client, fixture.editor("greet")).status == .forbidden)
            let projects = try await strangerBrowser.get(client, "/")
            #expect(!projects.html.contains("project-\(fixture.projectID)"))
            #expect(
                try await strangerBrowser.post(client, fixture.editor("greet"), ["action": "save", "translation": "x"])
                    .status == .forbidden)

            // A translator for Russian reads the Greek strings but cannot save them, nor review.
            #expect(try await translator.get(client, "/projects/\(fixture.projectID)/el").status == .ok)
            let greek = try await translator.post(
                client, fixture.editor("greet", "el"), ["action": "save", "translation": "Γεια {name}"])
            #expect(greek.status == .forbidden)
            var page = try await translator.post(
                client, fixture.editor("greet"), ["action": "save", "translation": "Привет, {name}"])
            #expect(page.status == .seeOther)
            page = try await translator.get(client, fixture.editor("greet"))
            #expect(!page.html.contains(#"id="approve""#))
            #expect(
                try await translator.post(client, fixture.editor("greet"), ["action": "approve"]).status == .forbidden)

            // The reviewer sees the review form and approves.
            page = try await reviewer.get(client, fixture.editor("greet"))
            #expect(page.html.contains(#"id="approve""#))
            page = try await reviewer.post(client, fixture.editor("greet"), ["action": "approve"])
            #expect(page.status == .seeOther)
            let string = try #require(
                try await (fixture.accounts.store as? any WorkflowStore)?.string(
                    "greet", language: "ru", projectID: fixture.projectID))
            #expect(string.status == .reviewed)
        }
    }

    @Test func hostileStringsShowAsTextOnEveryPage() async throws {
        let fixture = try await EditorFixture.make()
        let admin = try await fixture.signedIn("<script>alert(2)</script>", administrator: true)
        _ = try await ProjectAdministration(store: fixture.accounts.store).createProject(
            id: "hostile", name: EditorFixture.hostile, sourceLanguage: "en", languages: ["ru"])
        // A glossary term marked inside the hostile source, with a hostile translation as its title.
        try await (fixture.accounts.store as? any WorkflowStore)?.saveGlossaryTerm(
            GlossaryTerm(term: "img", translations: ["ru": "<b>x</b>"], note: EditorFixture.hostile),
            projectID: fixture.projectID)
        try await fixture.test { client in
            let hostileKey = EditorFixture.hostile
            var page = try await admin.post(
                client, fixture.editor(hostileKey), ["action": "save", "translation": hostileKey])
            #expect(page.status == .seeOther, "\(page.html)")
            page = try await admin.post(client, fixture.editor(hostileKey), ["action": "comment", "body": hostileKey])
            #expect(page.status == .seeOther)
            let paths = [
                "/", "/projects/\(fixture.projectID)/ru", "/projects/\(fixture.projectID)/ru?q=%3Cimg",
                fixture.editor(hostileKey), "/projects/hostile/ru", "/projects/hostile/settings",
            ]
            for path in paths {
                page = try await admin.get(client, path)
                #expect(page.status == .ok, "\(path)")
                #expect(!page.html.contains("<img"), "\(path)")
                #expect(!page.html.contains("<script>alert"), "\(path)")
                #expect(!page.html.contains("<b>x"), "\(path)")
                #expect(page.html.contains("&lt;img src=x onerror=alert(1)&gt;"), "\(path)")
                #expect(
                    page.headers[.contentSecurityPolicy] == EditorSecurityHeaders.contentSecurityPolicy, "\(path)")
                #expect(page.headers[.xContentTypeOptions] == "nosniff")
                // Scripts only from the server's own files: no inline script anywhere.
                #expect(page.html.components(separatedBy: "<script").count == 2, "\(path)")
                #expect(page.html.contains(#"<script src="/assets/editor.js" defer></script>"#))
            }
            let policy = EditorSecurityHeaders.contentSecurityPolicy
            #expect(policy.contains("script-src 'self';") && policy.contains("frame-ancestors 'none'"))
            #expect(!policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"))
        }
    }

    @Test func theAssetsAndTheBannerAreServed() async throws {
        let fixture = try await EditorFixture.make()
        try await fixture.test { client in
            try await client.execute(uri: "/assets/editor.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("addEventListener(\"keydown\""))
            }
            try await client.execute(uri: "/assets/editor.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
            // Without Accept: text/html, the root is still the server's banner.
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).hasPrefix("Glossa delivery server"))
            }
        }
    }

    @Test func theStringListSearchesFiltersAndCounts() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            _ = try await translator.post(
                client, fixture.editor("greet"), ["action": "save", "translation": "Привет, {name}"])
            let list = "/projects/\(fixture.projectID)/ru"
            var page = try await translator.get(client, list + "?status=untranslated")
            #expect(page.html.contains("Strings 1–2 of 2"))
            #expect(!page.html.contains(">greet</a>"))
            #expect(page.html.contains(#"<option value="untranslated" selected>Untranslated (2)</option>"#))
            page = try await translator.get(client, list + "?q=%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82")
            #expect(page.html.contains("Strings 1–1 of 1"))
            #expect(page.html.contains(">greet</a>"))
            page = try await translator.get(client, list + "?q=nothing-like-this")
            #expect(page.html.contains("No strings match."))
            #expect(try await translator.get(client, list + "?status=bogus").status == .badRequest)
            page = try await translator.get(client, "/")
            #expect(page.html.contains(#"<progress class="translated" max="3" value="1""#))
        }
    }

    @Test func theStringListFiltersByCommentsTagAndChangeDay() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            _ = try await translator.post(
                client, fixture.editor("greet"), ["action": "save", "translation": "Привет, {name}"])
            fixture.accounts.base.clock.advance(by: .seconds(86_400))
            _ = try await translator.post(
                client, fixture.editor("files"), ["action": "comment", "body": "Which folder?"])
            let list = "/projects/\(fixture.projectID)/ru"
            var page = try await translator.get(client, list + "?comments=1")
            #expect(page.html.contains("Strings 1–1 of 1"))
            #expect(page.html.contains(">files</a>"))
            #expect(page.html.contains(#"name="comments" value="1" checked"#))
            #expect(page.html.contains("/edit?comments=1&amp;i=0&amp;key=files"))
            page = try await translator.get(client, list + "?tag=main")
            #expect(page.html.contains("Strings 1–1 of 1") && page.html.contains(">files</a>"))
            #expect(page.html.contains(#"id="tag" name="tag" value="main""#))
            page = try await translator.get(client, list + "?since=1970-01-01")
            #expect(page.html.contains("Strings 1–1 of 1") && page.html.contains(">greet</a>"))
            #expect(page.html.contains(#"id="since" name="since" value="1970-01-01""#))
            page = try await translator.get(client, list + "?since=1970-01-02")
            #expect(page.html.contains("No strings match."))
            #expect(try await translator.get(client, list + "?since=1970-13-01").status == .badRequest)
            #expect(try await translator.get(client, list + "?since=yesterday").status == .badRequest)
        }
    }

    /// The CSRF token of the sign-out form in a page.
    static func csrf(in html: String) -> String? {
        guard let range = html.range(of: #"name="csrf_token" value=""#) else { return nil }
        let rest = html[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
