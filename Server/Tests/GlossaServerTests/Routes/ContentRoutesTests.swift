import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("GET /content, GET /languages")
struct ContentRoutesTests {
    static let strings = """
        {"data": {
           "hello": {"string": "Hello", "meta": {"tags": ["ios", "home"]}},
           "bye": {"string": "Bye", "meta": {"tags": ["ios"]}},
           "files": {"string": "{cnt, plural, one {# file} other {# files}}", "meta": {"tags": ["home"]}},
           "xml": {"string": "<cds-root><cds-unit id=\\"device.iphone\\">Phone</cds-unit></cds-root>"}}}
        """

    @Test(arguments: StoreKind.available)
    func sourceAndTargetLanguages(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            #expect(
                try await fixture.content(client, "/content/en") == [
                    "hello": "Hello", "bye": "Bye", "files": "{???, plural, one {# file} other {# files}}",
                    "xml": "<cds-root><cds-unit id=\"device.iphone\">Phone</cds-unit></cds-root>",
                ])
            #expect(
                try await fixture.content(client, "/content/fr") == ["hello": "", "bye": "", "files": "", "xml": ""])
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: fixture.write,
                body: ByteBuffer(
                    string:
                        #"{"data": {"hello": {"string": "Bonjour", "status": "reviewed"}, "files": {"string": "{n, plural, other {# fichiers} one {# fichier}}"}}}"#
                )
            ) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"data":{"updated":2,"unknown_keys":[]}}"#)
            }
            #expect(
                try await fixture.content(client, "/content/fr") == [
                    "hello": "Bonjour", "bye": "", "files": "{???, plural, one {# fichier} other {# fichiers}}",
                    "xml": "",
                ])
            // all-of tags, URL-encoded as Python sends them
            #expect(
                try await fixture.content(client, "/content/fr?filter%5Btags%5D=ios%2Chome") == ["hello": "Bonjour"])
            #expect(
                try await fixture.content(client, "/content/en?filter[tags]=ios") == ["hello": "Hello", "bye": "Bye"])
            #expect(try await fixture.content(client, "/content/fr?filter[status]=reviewed") == ["hello": "Bonjour"])
            #expect(try await fixture.content(client, "/content/fr?filter[status]=finalized") == [:])
            // the status filter does not apply to the source language
            #expect(try await fixture.content(client, "/content/en?filter[status]=finalized").count == 4)
        }
    }

    @Test func etagsAreStableAndAnswer304() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, Self.strings)
            let etag = try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.headers[.cacheControl] == "max-age=1800")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                return try #require(response.headers[.eTag])
            }
            #expect(etag.count == 34 && etag.hasPrefix("\""))
            for condition in [etag, String(etag.dropFirst().dropLast()), "W/\(etag)", "\"other\", \(etag)", "*"] {
                var headers = fixture.read
                headers[.ifNoneMatch] = condition
                try await client.execute(uri: "/content/en", method: .get, headers: headers) { response in
                    #expect(response.status == .notModified, "\(condition)")
                    #expect(response.headers[.eTag] == etag)
                    #expect(response.body.readableBytes == 0)
                }
            }
            var stale = fixture.read
            stale[.ifNoneMatch] = "\"0123\""
            try await client.execute(uri: "/content/en", method: .get, headers: stale) { response in
                #expect(response.status == .ok)
            }
            // a change gives a new ETag at once (writes through the server invalidate the cache)
            try await fixture.push(client, #"{"data": {"new": {"string": "New"}}}"#)
            try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.headers[.eTag] != etag)
            }
        }
    }

    @Test func unknownLanguagesAndBadFilters() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await client.execute(uri: "/content/it", method: .get, headers: fixture.read) { response in
                #expect(response.status == .notFound)
                #expect(
                    String(buffer: response.body)
                        == #"{"status":404,"message":"Not found","details":"The project has no language \"it\""}"#)
            }
            try await client.execute(uri: "/content/fr?filter[tags]=../x", method: .get, headers: fixture.read) {
                response in
                #expect(response.status == .badRequest)
                #expect(
                    String(buffer: response.body)
                        == #"{"status":400,"message":"Bad Request","details":"Invalid tags filter"}"#)
            }
            try await client.execute(uri: "/content/fr?filter[status]=gold", method: .get, headers: fixture.read) {
                response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func languagesListTheSourceFirst() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
                let json = try JSONValue(parsing: String(buffer: response.body))
                guard case .array(let data)? = json["data"] else {
                    Issue.record("no data array")
                    return
                }
                #expect(data.compactMap { $0["code"]?.stringValue } == ["en", "ar", "el", "fr"])
                #expect(data[0]["name"]?.stringValue == "English")
                #expect(data[2]["localized_name"]?.stringValue == "Ελληνικά")
                #expect(data[1]["rtl"] == .bool(true))
                #expect(data[3]["rtl"] == .bool(false))
                #expect(json["meta", "source_lang_code"]?.stringValue == "en")
            }
        }
    }
}
