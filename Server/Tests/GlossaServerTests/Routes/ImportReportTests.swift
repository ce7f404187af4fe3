import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// `POST /import/{lang}` names every entry of the file it does not import, with why, instead of
/// dropping it silently; and records who imported.
@Suite("Import reports")
struct ImportReportTests {
    /// A French String Catalog: a plain string, one that varies by device, one with substitutions.
    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "A-fr"}}}},
          "b": {"localizations": {"fr": {"variations": {"device": {
            "mac": {"stringUnit": {"state": "translated", "value": "Cliquez"}},
            "other": {"stringUnit": {"state": "translated", "value": "Touchez"}}}}}}},
          "c": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "%#@n@ dans %#@f@"},
            "substitutions": {
              "n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg élément"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg éléments"}}}}},
              "f": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg dossier"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg dossiers"}}}}}}}}}
        }}
        """#

    @Test(arguments: StoreKind.available)
    func entriesThatCannotBeStoredAreListedWithWhy(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let developer = try await fixture.user("Dev", roles: [(.developer, [])])
        let tokenHeaders = try await fixture.tokenHeaders(developer)
        try await fixture.test { client in
            try await fixture.base.push(
                client, #"{"data": {"a": {"string": "A"}, "b": {"string": "Tap"}, "c": {"string": "%lld in %lld"}}}"#)
            let json = try await client.execute(
                uri: "/import/fr?format=xcstrings", method: .post, headers: tokenHeaders,
                body: ByteBuffer(string: Self.catalog)
            ) { response in
                #expect(response.status == .ok, "\(String(buffer: response.body))")
                return try JSONValue(parsing: String(buffer: response.body))
            }
            #expect(json["data", "imported"] == .integer(1))
            guard case .array(let skipped)? = json["data", "skipped"] else {
                Issue.record("no skipped entries in \(json)")
                return
            }
            #expect(skipped.map { $0["key"] } == [.string("b"), .string("c")])
            #expect(skipped.first?["reason"]?.stringValue?.contains("varies by device") == true, "\(skipped)")
            #expect(skipped.last?["reason"]?.stringValue?.contains("substitutions") == true, "\(skipped)")
            #expect(try await fixture.base.content(client, "/content/fr") == ["a": "A-fr", "b": "", "c": ""])
            // Imported with a personal token: the history names the user, not the project secret.
            let workflow = try #require(fixture.store as? any WorkflowStore)
            let history = try await workflow.history(of: "a", language: "fr", projectID: fixture.projectID)
            #expect(history.first?.actor.name == "Dev")
        }
    }
}
