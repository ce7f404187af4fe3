import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// What the editor's script polls to keep open pages current: the project's revision, and a string's
/// newest change with who made it.
@Suite("Editor: live changes")
struct EditorChangesTests {
    @Test(arguments: StoreKind.available)
    func aSaveRaisesTheRevisionAndNamesItsAuthor(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let tina = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let kim = try await fixture.signedIn("Kim", roles: [(.translator, ["ru"])])
        let outsider = try await fixture.signedIn("Olga")
        let changes = "/projects/\(fixture.projectID)/ru/changes"
        let keyed = changes + "?key=greet"
        try await fixture.test { client in
            let before = try JSONValue(parsing: try await kim.get(client, keyed).html)
            #expect(before["latest"] == .null)
            let first = try #require(before["revision"]?.intValue)
            let list = try await kim.get(client, "/projects/\(fixture.projectID)/ru")
            #expect(list.html.contains(#"data-changes="\#(changes)" data-revision="\#(first)""#))

            let saved = try await tina.post(
                client, fixture.editor("greet"), ["action": "save", "translation": "Привет, {name}", "based_on": "0"])
            #expect(saved.status == .seeOther)
            let page = try await kim.get(client, keyed)
            #expect(page.headers[.cacheControl] == "no-store")
            let after = try JSONValue(parsing: page.html)
            let second = try #require(after["revision"]?.intValue)
            #expect(second > first)
            #expect(after["latest", "actor"] == .string("Tina"))
            #expect(after["latest", "mine"] == .bool(false))
            #expect(after["latest", "text"] == .string("Привет, {name}"))
            #expect(after["latest", "statusLabel"] == .string("Translated"))
            #expect(try JSONValue(parsing: try await tina.get(client, keyed).html)["latest", "mine"] == .bool(true))

            #expect(try await outsider.get(client, keyed).status == .forbidden)
            #expect(try await Browser.signedOut.get(client, keyed).status == .seeOther)
        }
    }
}
