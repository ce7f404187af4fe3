import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import GlossaServer

/// `X-Request-ID`: on every response, the client's when well formed, and on every log line of the request.
@Suite("Request IDs")
struct RequestIDTests {
    static let header = RequestIdentifier.header

    @Test func wellFormedIdentifiersAreAcceptedOthersReplaced() {
        for accepted in [
            "a", "3f2a9c1e-8f0b-4c55-9d1e-0c2a51d4e6b7", "req:42/abc+def=@x_y.z", String(repeating: "x", count: 128),
        ] {
            #expect(RequestIdentifier.accepted(accepted) == accepted)
        }
        for refused in [
            nil, "", String(repeating: "x", count: 129), "has space", "line\nbreak", "quote\"", "émoji", "a,b",
            "<script>",
        ] as [String?] {
            #expect(RequestIdentifier.accepted(refused) == nil, "\(refused ?? "nil")")
        }
        #expect(RequestIdentifier.make() != RequestIdentifier.make())
        #expect(RequestIdentifier.accepted(RequestIdentifier.make()) != nil)
    }

    @Test func everyResponseCarriesOne() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            var seen: Set<String> = []
            for (uri, method, headers) in [
                ("/health", HTTPRequest.Method.get, [:]), ("/content/fr", .get, fixture.read),
                ("/content/fr", .get, [:]), ("/nowhere", .get, [:]), ("/health", .delete, [:]),
                ("/content", .post, fixture.write), ("/", .get, [.accept: "text/html"]),
            ] as [(String, HTTPRequest.Method, HTTPFields)] {
                let response = try await client.execute(uri: uri, method: method, headers: headers)
                let id = response.headers[Self.header]
                #expect(id.flatMap(RequestIdentifier.accepted) != nil, "\(method) \(uri): \(response.headers)")
                if let id { seen.insert(id) }
            }
            #expect(seen.count == 7)
            // A well-formed identifier from the client (or a proxy) is kept; any other is replaced.
            try await client.execute(uri: "/health", method: .get, headers: [Self.header: "lb-7f3a:0001"]) {
                #expect($0.headers[Self.header] == "lb-7f3a:0001")
            }
            try await client.execute(uri: "/nowhere", method: .get, headers: [Self.header: "lb-7f3a:0002"]) {
                #expect($0.status == .notFound)
                #expect($0.headers[Self.header] == "lb-7f3a:0002")
            }
            let long = String(repeating: "a", count: 200)
            try await client.execute(uri: "/health", method: .get, headers: [Self.header: long]) { response in
                let id = try #require(response.headers[Self.header])
                #expect(id != long && RequestIdentifier.accepted(id) != nil)
            }
        }
    }

    /// The lines a request logs, the push it started included, carry its identifier.
    @Test func logLinesOfARequestCarryItsIdentifier() async throws {
        let fixture = try await ServerFixture.make()
        let log = CapturedLog()
        let app = Application(router: fixture.server.buildRouter(), logger: log.logger(level: .info))
        try await app.test(.router) { client in
            var headers = fixture.write
            headers[Self.header] = "push-request-1"
            try await client.execute(
                uri: "/content", method: .post, headers: headers,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Hello"}}}"#)
            ) { response in
                #expect(response.status == .accepted)
                #expect(response.headers[Self.header] == "push-request-1")
            }
            await fixture.server.finishPushes()
        }
        try await fixture.store.close()
        let applied = try #require(log.captured.first { $0.message == "push applied" }, "\(log.captured)")
        #expect(applied.metadata[RequestIdentifier.metadataKey]?.description == "push-request-1")
        #expect(applied.metadata["project"]?.description == fixture.project.id)
    }
}
