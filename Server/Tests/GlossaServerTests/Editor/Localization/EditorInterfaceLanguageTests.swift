import HTTPTypes
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The editor's pages in the language the browser asks for or the user chose.
@Suite("Editor interface language")
struct EditorInterfaceLanguageTests {
    @Test(arguments: StoreKind.available)
    func pagesFollowTheBrowserThenTheUsersSetting(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let user = try await fixture.accounts.user("Tina", roles: [(.translator, ["ru"])])
        let session = try await fixture.accounts.accounts.startSession(for: user)
        try await fixture.test { client in
            var browser = Browser(cookie: "\(SessionCookie.name)=\(session.token)", csrf: session.session.csrfToken)
            // Signed out, the sign-in page follows Accept-Language.
            var page = try await Browser.signedOut.get(client, "/sign-in", language: "ru-RU,ru;q=0.9,en;q=0.8")
            #expect(page.html.contains(#"<html lang="ru">"#))
            #expect(page.headers[.contentLanguage] == "ru")
            #expect(page.html.contains("<h1>Вход</h1>"))
            page = try await Browser.signedOut.get(client, "/sign-in", language: "fr-FR, de")
            #expect(page.html.contains("<h1>Sign in</h1>") && page.headers[.contentLanguage] == "en")

            // A wrong password is answered in the browser's language, with its plural where it has one.
            page = try await Browser.signedOut.post(
                client, "/sign-in", ["email": "nobody@example.com", "password": "wrong"], csrf: false,
                language: "ru")
            #expect(page.status == .unauthorized)
            #expect(page.html.contains("Неверный адрес электронной почты или пароль."))

            // Signed in, with no setting: the browser's language, and "as the browser asks" selected.
            page = try await browser.get(client, "/", language: "ru")
            #expect(page.html.contains("<h1>Проекты</h1>"))
            #expect(page.html.contains(#"<option value="" selected>Как в браузере</option>"#))
            page = try await browser.get(client, "/projects/\(fixture.projectID)/ru", language: "ru")
            #expect(page.html.contains("Строки 1–3 из 3"))
            #expect(page.html.contains(#"<option value="untranslated">Не переведено (3)</option>"#))
            page = try await browser.get(client, fixture.editor("files"), language: "ru")
            #expect(page.html.contains("<dd>100 символов</dd>"))
            #expect(page.html.contains(#"<label for="form_few">few (Russian)</label>"#))
            #expect(page.html.contains(">Сохранить</button>"))

            // The setting needs the session's CSRF token and one of the editor's languages.
            browser.csrf = try #require(EditorPagesTests.csrf(in: page.html))
            page = try await browser.post(client, "/preferences/language", ["language": "ru"], csrf: false)
            #expect(page.status == .forbidden)
            page = try await browser.post(client, "/preferences/language", ["language": "<b>xx</b>"])
            #expect(page.status == .badRequest)
            #expect(page.html.contains("one of en, ru") && page.html.contains("&lt;b&gt;xx&lt;/b&gt;"))

            // Once set, it wins over the browser's language, on every server (it is stored with the user).
            page = try await browser.post(
                client, "/preferences/language", ["language": "ru", "next": "/projects/\(fixture.projectID)/ru"])
            #expect(page.status == .seeOther)
            #expect(page.location == "/projects/\(fixture.projectID)/ru")
            #expect(try await fixture.accounts.store.user(id: user.id)?.interfaceLanguage == "ru")
            page = try await browser.get(client, "/", language: "en-US,en")
            #expect(
                page.html.contains("<h1>Проекты</h1>")
                    && page.html.contains(#"<option value="ru" selected>Русский</option>"#))

            // Empty goes back to following the browser; an address off the server is never where it goes.
            page = try await browser.post(client, "/preferences/language", ["language": "", "next": "//evil.example/"])
            #expect(page.location == "/")
            page = try await browser.get(client, "/", language: "en-US,en")
            #expect(page.html.contains("<h1>Projects</h1>"))
        }
    }

    @Test func theLiveNoticeAndConflictSpeakTheReadersLanguage() async throws {
        let fixture = try await EditorFixture.make()
        let signedIn = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let kim = try await fixture.signedIn("Kim", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            var tina = signedIn
            var page = try await tina.get(client, fixture.editor("greet"), language: "ru")
            tina.csrf = try #require(EditorPagesTests.csrf(in: page.html))
            let basedOn = try #require(EditorConflictTests.basedOn(page))
            page = try await kim.post(
                client, fixture.editor("greet"), ["action": "save", "translation": "Привет, {name}"])
            #expect(page.status == .seeOther)
            page = try await tina.get(
                client, "/projects/\(fixture.projectID)/ru/changes?key=greet", language: "ru")
            #expect(page.html.contains("Kim изменил(а) этот перевод"))
            #expect(page.html.contains("«Привет, {name}» (переведено)"))
            page = try await tina.post(
                client, fixture.editor("greet"),
                ["action": "save", "translation": "Здравствуйте, {name}", "based_on": basedOn], language: "ru")
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("пока он был открыт у вас"))
        }
    }
}
