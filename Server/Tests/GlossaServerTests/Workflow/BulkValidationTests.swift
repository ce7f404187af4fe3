import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// `POST /translations/{lang}` and imports run the checks of a single save: a translation with an error
/// is refused and reported with its key and what is wrong where, the rest is written, warnings are
/// stored; nothing is lost silently.
@Suite("Validation on the bulk paths")
struct BulkValidationTests {
    static let strings = #"""
        {"data": {"files": {"string": "%d files in %@"}, "greet": {"string": "Hello {name}"},
                  "cart": {"string": "Add to cart"}}}
        """#

    /// Pushes ``strings`` into a fresh project on `kind`, posts `body` to `uri` with the project secret
    /// and hands the answer (status and JSON) to `check`.
    private func posting(
        _ kind: StoreKind, _ uri: String, _ body: String,
        _ check: @Sendable (any TestClientProtocol, ServerFixture, HTTPResponse.Status, JSONValue) async throws -> Void
    ) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            let (status, json) = try await client.execute(
                uri: uri, method: .post, headers: fixture.write, body: ByteBuffer(string: body)
            ) { response in (response.status, try JSONValue(parsing: String(buffer: response.body))) }
            try await check(client, fixture, status, json)
        }
    }

    private func refused(_ json: JSONValue) -> [String: String] {
        guard case .array(let items)? = json["data", "refused"] else { return [:] }
        var result: [String: String] = [:]
        for item in items {
            guard let key = item["key"]?.stringValue, case .array(let errors)? = item["errors"] else { continue }
            result[key] = errors.compactMap(\.stringValue).joined(separator: "; ")
        }
        return result
    }

    private func warnings(_ store: any ServerStore, _ fixture: ServerFixture, _ key: String) async throws -> [String]? {
        let workflow = try #require(store as? any WorkflowStore)
        return try await workflow.string(key, language: "fr", projectID: fixture.project.id)?.translation?.warnings
    }

    @Test(arguments: StoreKind.available)
    func postedTranslationsAreCheckedOneByOne(_ kind: StoreKind) async throws {
        let body = #"""
            {"data": {"files": {"string": "%d fichiers dans %@ %@"}, "greet": {"string": "Bonjour"},
                      "cart": {"string": "Ajouter au panier"}, "nope": {"string": "x"}}}
            """#
        try await posting(kind, "/translations/fr", body) { client, fixture, status, json in
            let result = (status: status, json: json)
            #expect(result.status == .ok)
            #expect(result.json["data", "updated"] == .integer(2))
            #expect(result.json["data", "unknown_keys"] == .strings(["nope"]))
            let refusals = refused(result.json)
            #expect(Array(refusals.keys) == ["files"])
            #expect(refusals["files"]?.contains("[placeholders] %@ uses argument 3") == true, "\(refusals)")
            let content = try await fixture.content(client, "/content/fr")
            #expect(content["files"] == "")
            #expect(content["cart"] == "Ajouter au panier")
            #expect(content["greet"] == "Bonjour")
            #expect(
                try await warnings(fixture.store, fixture, "greet")
                    == ["[placeholders] never shows token {name}, which the source has"])
        }
    }

    @Test(arguments: StoreKind.available)
    func importedTranslationsAreCheckedOneByOne(_ kind: StoreKind) async throws {
        let body = #"{"files": "%d fichiers dans %@", "greet": "Bonjour {nom}", "cart": "Ajouter au panier"}"#
        try await posting(kind, "/import/fr?format=json", body) { client, fixture, status, json in
            let result = (status: status, json: json)
            #expect(result.status == .ok, "\(result.json)")
            #expect(result.json["data", "imported"] == .integer(2))
            let refusals = refused(result.json)
            #expect(Array(refusals.keys) == ["greet"])
            #expect(
                refusals["greet"]?.contains("[placeholders] token {nom} is not in the source") == true, "\(refusals)")
            let content = try await fixture.content(client, "/content/fr")
            #expect(content["greet"] == "")
            #expect(content["files"] == "%d fichiers dans %@")
            #expect(content["cart"] == "Ajouter au panier")
        }
    }
}
