import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Translations, import, export, cache, health, OpenAPI")
struct ManagementRoutesTests {
    static let strings = #"{"data": {"a": {"string": "A", "meta": {"tags": ["t"]}}, "b": {"string": "B"}}}"#

    @Test func translationsRejectBadInput() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            for (uri, body, status) in [
                (
                    "/translations/fr", #"{"data": {"a": {"string": "x", "status": "gold"}}}"#,
                    HTTPResponse.Status.badRequest
                ),
                ("/translations/fr", #"{"data": {"a": "x"}}"#, .badRequest),
                ("/translations/fr", "nope", .badRequest),
                ("/translations/en", #"{"data": {}}"#, .badRequest),
                ("/translations/it", #"{"data": {}}"#, .notFound),
            ] {
                try await client.execute(
                    uri: uri, method: .post, headers: fixture.write, body: ByteBuffer(string: body)
                ) {
                    response in
                    #expect(response.status == status, "\(uri) \(body)")
                    #expect(String(buffer: response.body).hasPrefix(#"{"status":\#(status.code),"#))
                }
            }
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"a": {"string": "A-fr"}, "zz": {"string": "?"}}}"#)
            ) { response in
                #expect(String(buffer: response.body) == #"{"data":{"updated":1,"unknown_keys":["zz"]}}"#)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func importAndExport(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            try await client.execute(
                uri: "/import/fr?format=json&status=reviewed", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"a": "A-fr", "b": "", "c": "C-fr"}"#)
            ) { response in
                #expect(response.status == .ok)
                #expect(
                    String(buffer: response.body) == #"{"data":{"language":"fr","imported":1,"unknown_keys":["c"]}}"#)
            }
            try await client.execute(
                uri: "/import/el?format=txstrings", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"el": {"b": {"string": "B-el"}}, "fr": {"a": {"string": "ignored"}}}"#)
            ) { response in
                #expect(String(buffer: response.body) == #"{"data":{"language":"el","imported":1,"unknown_keys":[]}}"#)
            }
            let xliff = """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="Localizable.strings" source-language="en" target-language="ar" datatype="plaintext">
                    <body><trans-unit id="a"><source>A</source><target>A-ar</target></trans-unit></body>
                  </file>
                </xliff>
                """
            try await client.execute(
                uri: "/import/ar?format=xliff", method: .post, headers: fixture.write, body: ByteBuffer(string: xliff)
            ) { response in
                #expect(String(buffer: response.body) == #"{"data":{"language":"ar","imported":1,"unknown_keys":[]}}"#)
            }
            #expect(try await fixture.content(client, "/content/ar") == ["a": "A-ar", "b": ""])
            #expect(try await fixture.content(client, "/content/fr?filter[status]=reviewed") == ["a": "A-fr"])

            try await client.execute(
                uri: "/export/txstrings.json?languages=en,fr", method: .get, headers: fixture.write
            ) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"txstrings.json\"")
                #expect(
                    String(buffer: response.body)
                        == #"{"en":{"a":{"string":"A"},"b":{"string":"B"}},"fr":{"a":{"string":"A-fr"},"b":{"string":""}}}"#
                )
            }
            try await client.execute(uri: "/export/txstrings.json", method: .get, headers: fixture.write) { response in
                let json = try JSONValue(parsing: String(buffer: response.body))
                guard case .object(let languages) = json else { return }
                #expect(languages.keys == ["ar", "el", "en", "fr"])
            }
            try await client.execute(uri: "/export/el?format=json&filter[tags]=t", method: .get, headers: fixture.write)
            {
                response in
                #expect(String(buffer: response.body) == #"{"a":""}"#)
            }
            try await client.execute(uri: "/export/ar?format=xliff", method: .get, headers: fixture.write) { response in
                let text = String(buffer: response.body)
                #expect(text.contains("<target") && text.contains("A-ar"))
            }
            for (uri, status) in [
                ("/export/it", HTTPResponse.Status.notFound), ("/export/fr?format=docx", .badRequest),
                ("/export/txstrings.json?languages=xx", .notFound),
            ] {
                try await client.execute(uri: uri, method: .get, headers: fixture.write) { response in
                    #expect(response.status == status, "\(uri)")
                }
            }
            for (uri, body) in [
                ("/import/fr?format=json", "{\"a\": [1]}"), ("/import/fr?format=json", "{\n\"a\": }"),
                ("/import/fr?format=xliff", "<xliff><file>"), ("/import/fr?format=txstrings", #"{"de": {}}"#),
                ("/import/fr?status=nope", "{}"),
            ] {
                try await client.execute(
                    uri: uri, method: .post, headers: fixture.write, body: ByteBuffer(string: body)
                ) {
                    response in
                    #expect(response.status == .badRequest, "\(uri) \(body): \(String(buffer: response.body))")
                }
            }
        }
    }

    @Test func invalidateAndPurgeCountCachedResponses() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            for uri in ["/content/en", "/content/fr", "/content/fr?filter[tags]=t"] {
                _ = try await fixture.content(client, uri)
            }
            try await client.execute(
                uri: "/invalidate/fr", method: .post, headers: fixture.write, body: ByteBuffer(string: "{}")
            ) {
                response in
                #expect(
                    String(buffer: response.body)
                        == #"{"data":{"status":"success","token":"\#(fixture.credentials.token)","count":2}}"#)
            }
            try await client.execute(uri: "/purge", method: .post, headers: fixture.write) { response in
                #expect(response.status == .ok)
                let json = try JSONValue(parsing: String(buffer: response.body))
                #expect(json["data", "count"] == .integer(1))
            }
        }
    }

    @Test func healthBannerUnknownRoutesAndMethods() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(
                    String(buffer: response.body) == #"{"version":"\#(GlossaServerVersion.current)","status":"ok"}"#)
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).hasPrefix("Glossa delivery server"))
            }
            for (uri, method) in [
                ("/nope", HTTPRequest.Method.get), ("/content/en/extra", .get), ("/languages", .delete),
            ] {
                try await client.execute(uri: uri, method: method, headers: fixture.read) { response in
                    #expect(response.status.code >= 400 && response.status.code < 500, "\(method) \(uri)")
                    #expect(String(buffer: response.body).hasPrefix(#"{"status":\#(response.status.code),"message":"#))
                }
            }
        }
    }

    @Test func theOpenAPIDocumentDescribesEveryRoute() async throws {
        let fixture = try await ServerFixture.make()
        let document = try JSONValue(parsing: String(decoding: PackageResources.openapi_json, as: UTF8.self))
        guard case .object(let paths)? = document["paths"] else {
            Issue.record("no paths")
            return
        }
        for route in fixture.server.buildRouter().routes {
            let path = route.path.description.split(separator: "/").map {
                $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0)
            }
            let documented = "/" + path.joined(separator: "/")
            #expect(paths[documented]?[route.method.rawValue.lowercased()] != nil, "\(route.method) \(documented)")
            if route.method == .get {
                #expect(paths[documented]?["head"] != nil, "HEAD \(documented)")
            }
        }
        try await fixture.test { client in
            try await client.execute(uri: "/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                let served = try JSONValue(parsing: String(buffer: response.body))
                #expect(served == document)
            }
        }
    }
}
