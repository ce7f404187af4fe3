import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// MCLocalization's one JSON file of every language through import and export.
@Suite("MCLocalization files")
struct MCLocalizationImportExportTests {
    @Test func importAndExport() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"greeting": {"string": "Hello!"}, "bye": {"string": "Bye"}}}"#)
            try await client.execute(
                uri: "/import/fr?format=mclocalization", method: .post, headers: fixture.write,
                body: ByteBuffer(
                    string:
                        #"{"en": {"greeting": "Hello!"}, "fr": {"greeting": "Bonjour !", "nope": "Non"}, "el": {"bye": "Αντίο"}}"#
                )
            ) { response in
                #expect(
                    String(buffer: response.body)
                        == #"{"data":{"language":"fr","imported":1,"unknown_keys":["nope"]}}"#)
            }
            #expect(try await fixture.content(client, "/content/fr") == ["greeting": "Bonjour !", "bye": ""])
            #expect(try await fixture.content(client, "/content/el") == ["greeting": "", "bye": ""])
            try await client.execute(uri: "/export/fr?format=mclocalization", method: .get, headers: fixture.write) {
                response in
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"mclocalization_fr.json\"")
                let json = try JSONValue(parsing: String(buffer: response.body))
                #expect(json["fr", "greeting"] == "Bonjour !")
                #expect(json["en", "greeting"] == "Hello!" && json["en", "bye"] == "Bye")
            }
        }
    }
}
