import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("HEAD on every GET route")
struct HeadRequestTests {
    /// HEAD answers with GET's status and headers (Content-Length included) and no body, errors too.
    @Test func headMirrorsGetWithoutABody() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            let job = try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            #expect(job["data", "status"]?.stringValue == "completed")
            let trust: HTTPFields = [
                .authorization: "Bearer \(fixture.credentials.token)",
                HTTPField.Name("X-TRANSIFEX-TRUST-SECRET")!: "trust-me",
            ]
            let jobPath = try await client.execute(
                uri: "/content", method: .post, headers: fixture.write,
                body: ByteBuffer(string: #"{"data": {"bye": {"string": "Bye"}}}"#)
            ) { response in
                try #require(try JSONValue(parsing: String(buffer: response.body))["data", "links", "job"]?.stringValue)
            }
            await fixture.server.finishPushes()
            let etag = try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                try #require(response.headers[.eTag])
            }
            var conditional = fixture.read
            conditional[.ifNoneMatch] = etag
            let cases: [(uri: String, headers: HTTPFields, status: HTTPResponse.Status)] = [
                ("/", [:], .ok),
                ("/health", [:], .ok),
                ("/openapi.json", [:], .ok),
                ("/languages", fixture.read, .ok),
                ("/content/en", fixture.read, .ok),
                ("/content/fr?filter[tags]=none", fixture.read, .ok),
                ("/content/en", conditional, .notModified),
                ("/export/txstrings.json", fixture.write, .ok),
                ("/export/fr?format=xliff", fixture.write, .ok),
                ("/export/txstrings.json", fixture.read, .forbidden),
                (jobPath, trust, .ok),
                ("/content/xx", fixture.read, .notFound),
                ("/content/en", [:], .forbidden),
                ("/content/en", [.authorization: "Bearer nope"], .forbidden),
                ("/content/en?filter[status]=bogus", fixture.read, .badRequest),
            ]
            for (uri, headers, status) in cases {
                let get = try await client.execute(uri: uri, method: .get, headers: headers) { $0 }
                let head = try await client.execute(uri: uri, method: .head, headers: headers) { $0 }
                #expect(get.status == status, "GET \(uri)")
                #expect(head.status == get.status, "HEAD \(uri)")
                #expect(head.body.readableBytes == 0, "HEAD \(uri) has a body")
                // Each request has its own X-Request-ID; every other header is the same.
                #expect(head.headers[RequestIdentifier.header] != get.headers[RequestIdentifier.header])
                var headHeaders = head.headers
                var getHeaders = get.headers
                headHeaders[RequestIdentifier.header] = nil
                getHeaders[RequestIdentifier.header] = nil
                #expect(headHeaders == getHeaders, "HEAD \(uri): \(head.headers) vs \(get.headers)")
                if get.status != .notModified {
                    #expect(head.headers[.contentLength] == String(get.body.readableBytes), "HEAD \(uri)")
                }
            }
            // An unknown route's message names the method, so only the length differs.
            let get = try await client.execute(uri: "/nowhere", method: .get) { $0 }
            let head = try await client.execute(uri: "/nowhere", method: .head) { $0 }
            #expect(get.status == .notFound && head.status == .notFound)
            #expect(head.body.readableBytes == 0)
            #expect(
                String(buffer: get.body) == #"{"status":404,"message":"Not found","details":"No route GET /nowhere"}"#)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes + 1))
        }
    }
}
