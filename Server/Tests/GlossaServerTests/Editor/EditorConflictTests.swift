import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Two people editing the same string: the second to save or review is told who changed it to what
/// before anything is overwritten, keeps their text, and replaces the other's only by saving again.
@Suite("Editor: concurrent edits")
struct EditorConflictTests {
    /// The `based_on` version the page's forms carry.
    static func basedOn(_ page: Page) -> String? {
        page.html.components(separatedBy: #"name="based_on" value=""#).dropFirst().first?
            .components(separatedBy: "\"").first
    }

    static func translation(_ fixture: EditorFixture, _ key: String) async throws -> String? {
        try await (fixture.accounts.store as? any WorkflowStore)?.string(
            key, language: "ru", projectID: fixture.projectID)?.translation?.string
    }

    @Test(arguments: StoreKind.available)
    func theSecondSaveIsToldAndKeepsItsText(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let tina = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let kim = try await fixture.signedIn("Kim", roles: [(.translator, ["ru"])])
        let rita = try await fixture.signedIn("Rita", roles: [(.reviewer, ["ru"])])
        let editor = fixture.editor("greet")
        try await fixture.test { client in
            let tinasPage = try await tina.get(client, editor)
            let kimsPage = try await kim.get(client, editor)
            #expect(Self.basedOn(tinasPage) == "0" && Self.basedOn(kimsPage) == "0")

            var page = try await tina.post(
                client, editor, ["action": "save", "translation": "Привет, {name}", "based_on": "0"])
            #expect(page.status == .seeOther)
            // Tina's second save builds on her own first one: no conflict with herself.
            page = try await tina.post(
                client, editor, ["action": "save", "translation": "Привет, {name}!", "based_on": "0"])
            #expect(page.status == .seeOther)

            // Kim's page still shows the untranslated string: his save is refused, saying who and what.
            page = try await kim.post(
                client, editor, ["action": "save", "translation": "Здравствуйте, {name}", "based_on": "0"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("Tina changed this translation at "), "\(page.html)")
            #expect(page.html.contains("to “Привет, {name}!” (translated)"))
            #expect(page.html.contains(">Здравствуйте, {name}</textarea>"))
            #expect(try await Self.translation(fixture, "greet") == "Привет, {name}!")
            let newer = try #require(Self.basedOn(page))
            #expect(newer != "0")

            // Saving again from that page replaces Tina's text knowingly.
            page = try await kim.post(
                client, editor, ["action": "save", "translation": "Здравствуйте, {name}", "based_on": newer])
            #expect(page.status == .seeOther)
            #expect(try await Self.translation(fixture, "greet") == "Здравствуйте, {name}")

            // A reviewer who opened the page before Kim's next save cannot approve text they did not see.
            let seen = try #require(Self.basedOn(try await rita.get(client, editor)))
            page = try await rita.post(client, editor, ["action": "approve", "next": "1", "based_on": seen])
            #expect(page.status == .seeOther)
            let ritasPage = try await rita.get(client, editor)
            let kimsLatest = try #require(Self.basedOn(try await kim.get(client, editor)))
            page = try await kim.post(
                client, editor, ["action": "save", "translation": "Здравствуйте, {name}!", "based_on": kimsLatest])
            #expect(page.status == .seeOther)
            page = try await rita.post(
                client, editor, ["action": "approve", "next": "1", "based_on": try #require(Self.basedOn(ritasPage))])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("Kim changed this translation at "))
            let string = try await (fixture.accounts.store as? any WorkflowStore)?.string(
                "greet", language: "ru", projectID: fixture.projectID)
            #expect(string?.status == .translated)

            // A form without based_on (a page from before this check) is not checked.
            page = try await tina.post(client, editor, ["action": "save", "translation": "Привет, {name}"])
            #expect(page.status == .seeOther)
        }
    }
}
