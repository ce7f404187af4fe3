import Crypto
import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import Testing

@testable import GlossaServer

/// The event-loop fast path answers exactly as the router does, and only when it knows everything the
/// router would consult.
@Suite("Content fast path")
struct ContentFastPathTests {
    /// What a response says, without `Date` (which moves).
    struct Seen: Equatable, CustomStringConvertible {
        var status: HTTPResponse.Status
        var headers: [String]
        var body: String

        init(_ response: TestResponse) {
            status = response.status
            // Date moves, and each request has its own X-Request-ID (checked in FastPathObservabilityTests).
            headers = response.headers.filter { $0.name != .date && $0.name != RequestIdentifier.header }.map {
                "\($0.name): \($0.value)"
            }
            body = String(buffer: response.body)
        }

        var description: String { "\(status.code) \(headers) \(body.prefix(60))" }
    }

    /// Runs `body` with a client of the full application (fast path on) and one of the router alone, both
    /// live on port 0 over the same server, and a count of the requests the fast path answered.
    private func withBothPaths(
        _ fixture: ServerFixture,
        _ body:
            @Sendable (
                _ fast: any TestClientProtocol, _ router: any TestClientProtocol, _ answered: @Sendable () -> Int
            )
            async throws -> Void
    ) async throws {
        let count = NIOLockedValueBox(0)
        let fast = fixture.server.buildApplication(fastPathObserver: { count.withLockedValue { $0 += 1 } })
        let router = Application(
            router: fixture.server.buildRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            logger: .quiet)
        try await fast.test(.live) { fastClient in
            try await router.test(.live) { routerClient in
                try await body(fastClient, routerClient, { count.withLockedValue { $0 } })
            }
        }
        try await fixture.store.close()
    }

    private static func live(
        _ kind: StoreKind = .memory, _ configure: @escaping (inout ServerConfiguration) -> Void = { _ in }
    )
        async throws -> ServerFixture
    {
        try await ServerFixture.make(kind) { configuration in
            configuration.host = "127.0.0.1"
            configuration.port = 0
            configure(&configuration)
        }
    }

    @Test(arguments: StoreKind.persistent)
    func answersLikeTheRouter(_ kind: StoreKind) async throws {
        let fixture = try await Self.live(kind)
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(
                router,
                #"{"data": {"hello": {"string": "Hello"}, "n": {"string": "{c, plural, one {# x} other {# xs}}"}}}"#)
            // The first read fills the token and body caches through the router; the next ones are answered early.
            let first = try await fast.execute(uri: "/content/en", method: .get, headers: fixture.read) { Seen($0) }
            #expect(answered() == 0)
            let etag = try #require(first.headers.first { $0.hasPrefix("ETag: ") }.map { String($0.dropFirst(6)) })
            var conditional = fixture.read
            conditional[.ifNoneMatch] = etag
            var weakList = fixture.read
            weakList[.ifNoneMatch] = "\"nope\", W/\(etag)"
            var stale = fixture.read
            stale[.ifNoneMatch] = "\"nope\""
            var lowercaseScheme = fixture.read
            lowercaseScheme[.authorization] = "bearer \(fixture.credentials.token)"
            let requests: [(HTTPRequest.Method, HTTPFields, HTTPResponse.Status)] = [
                (.get, fixture.read, .ok), (.get, conditional, .notModified), (.get, weakList, .notModified),
                (.get, stale, .ok), (.head, fixture.read, .ok), (.head, conditional, .notModified),
                (.get, lowercaseScheme, .ok),
            ]
            for (index, (method, headers, status)) in requests.enumerated() {
                let early = try await fast.execute(uri: "/content/en", method: method, headers: headers) { Seen($0) }
                let full = try await router.execute(uri: "/content/en", method: method, headers: headers) { Seen($0) }
                #expect(early.status == status, "\(method) \(headers)")
                #expect(early == full, "\(method) \(headers)")
                #expect(answered() == index + 1, "\(method) \(headers) was not answered early")
            }
            // A Date header, in IMF-fixdate form, on early answers too.
            try await fast.execute(uri: "/content/en", method: .get, headers: conditional) { response in
                let date = try #require(response.headers[.date])
                #expect(date.hasSuffix(" GMT") && date.count == 29, "\(date)")
            }
            let before = answered()
            // Left to the router: errors, secrets, filters, other routes, unknown languages.
            let forbidden: HTTPFields = [.authorization: "Bearer 1/unknown"]
            var closing = fixture.read
            closing[.connection] = "close"
            for (uri, headers) in [
                ("/content/en", [:]), ("/content/en", forbidden), ("/content/xx", fixture.read),
                ("/content/en?filter[tags]=a", fixture.read), ("/content/en/", fixture.read),
                ("/content/en", fixture.write), ("/languages", fixture.read), ("/content/fr", fixture.read),
            ] as [(String, HTTPFields)] {
                let early = try await fast.execute(uri: uri, method: .get, headers: headers) { Seen($0) }
                let full = try await router.execute(uri: uri, method: .get, headers: headers) { Seen($0) }
                #expect(early == full, "\(uri) \(headers)")
            }
            #expect(answered() == before)
            // Now cached: French is answered early.
            _ = try await fast.execute(uri: "/content/fr", method: .get, headers: fixture.read) { Seen($0) }
            #expect(answered() == before + 1)
        }
    }

    /// Exports served from the cache are answered early too, with the token and its secret, as the router
    /// answers them; what the fast path cannot check goes to the router.
    @Test func exportsAnswerLikeTheRouter() async throws {
        let fixture = try await Self.live()
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(router, #"{"data": {"hello": {"string": "Hello"}}}"#)
            for uri in ["/export/fr?format=xliff", "/export/fr", "/export/txstrings.json", "/export/fr?format=tml-zip"]
            {
                // The first request builds the file through the router; the next ones are answered early.
                let first = try await fast.execute(uri: uri, method: .get, headers: fixture.write) { Seen($0) }
                #expect(first.status == .ok, "\(uri)")
                let etag = try #require(first.headers.first { $0.hasPrefix("ETag: ") }.map { String($0.dropFirst(6)) })
                var conditional = fixture.write
                conditional[.ifNoneMatch] = etag
                let before = answered()
                let requests: [(HTTPRequest.Method, HTTPFields, HTTPResponse.Status)] = [
                    (.get, fixture.write, .ok), (.get, conditional, .notModified), (.head, fixture.write, .ok),
                ]
                for (method, headers, status) in requests {
                    let early = try await fast.execute(uri: uri, method: method, headers: headers) { Seen($0) }
                    let full = try await router.execute(uri: uri, method: method, headers: headers) { Seen($0) }
                    #expect(early.status == status, "\(method) \(uri)")
                    #expect(early == full, "\(method) \(uri)")
                    #expect(
                        early.headers.contains { $0.hasPrefix("Content-Disposition: attachment") } == (status == .ok))
                }
                #expect(answered() == before + requests.count, "\(uri) was not answered early")
            }
            let before = answered()
            // Left to the router: the read token, a wrong secret, a filter, an unknown format or language.
            var wrong = fixture.write
            wrong[.authorization] = "Bearer \(fixture.credentials.token):0123456789"
            for (uri, headers) in [
                ("/export/fr?format=xliff", fixture.read), ("/export/fr?format=xliff", wrong),
                ("/export/fr?format=xliff&filter[status]=reviewed", fixture.write),
                ("/export/fr?format=nope", fixture.write), ("/export/xx?format=xliff", fixture.write),
                ("/export/fr?languages=fr", fixture.write), ("/export/txstrings.json", fixture.read),
            ] as [(String, HTTPFields)] {
                let early = try await fast.execute(uri: uri, method: .get, headers: headers) { Seen($0) }
                let full = try await router.execute(uri: uri, method: .get, headers: headers) { Seen($0) }
                #expect(early == full, "\(uri) \(headers)")
            }
            #expect(answered() == before)
        }
    }

    @Test func invalidationRevalidationAndRateLimits() async throws {
        let fixture = try await Self.live { $0.rateLimits.pull = RateLimit(requests: 6, window: .seconds(60)) }
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(router, #"{"data": {"hello": {"string": "Hello"}}}"#)
            func etag() async throws -> String {
                try await fast.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                    #expect(response.status == .ok)
                    return try #require(response.headers[.eTag])
                }
            }
            let first = try await etag()  // router (1 of 6)
            #expect(try await etag() == first)  // early (2)
            #expect(answered() == 1)
            // A push drops the cached body at once: the router rebuilds it with a new ETag.
            try await fixture.push(router, #"{"data": {"bye": {"string": "Bye"}}}"#)  // push scope: not counted
            let second = try await etag()  // router (3)
            #expect(second != first)
            #expect(answered() == 1)
            #expect(try await etag() == second)  // early (4)
            #expect(answered() == 2)
            // Past the revalidation interval the router asks the store again, then early answers resume.
            fixture.clock.advance(by: .seconds(3))
            #expect(try await etag() == second)  // router (5)
            #expect(answered() == 2)
            #expect(try await etag() == second)  // early (6)
            #expect(answered() == 3)
            // The seventh request in the window is refused with 429 and Retry-After, by the router.
            try await fast.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.status == .tooManyRequests)
                #expect(response.headers[HTTPField.Name("Retry-After")!] != nil)
            }
            #expect(answered() == 3)
        }
    }

    /// Pipelined requests get their responses in order: early answers while nothing is pending, then,
    /// behind a request the router is producing, everything waits its turn.
    @Test func pipelinedResponsesStayInOrder() async throws {
        let fixture = try await Self.live()
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(router, #"{"data": {"hello": {"string": "Hello"}}}"#)
            let etag = try await fast.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                try #require(response.headers[.eTag])
            }
            let port = try #require(fast.port)
            let auth = "Authorization: Bearer \(fixture.credentials.token)\r\n"
            let content = "GET /content/en HTTP/1.1\r\nHost: x\r\n\(auth)\r\n"
            let requests = [
                content, "HEAD /content/en HTTP/1.1\r\nHost: x\r\n\(auth)\r\n",
                "GET /content/en HTTP/1.1\r\nHost: x\r\nIf-None-Match: \(etag)\r\n\(auth)\r\n",
                "GET /languages HTTP/1.1\r\nHost: x\r\n\(auth)\r\n", content,
                "GET /health HTTP/1.1\r\nHost: x\r\n\r\n",
                "GET /content/en HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\(auth)\r\n",
            ]
            let text = try await Self.exchange(port: port, bytes: requests.joined())
            let responses = text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0 }
            #expect(responses.count == 7, "\(text)")
            guard responses.count == 7 else { return }
            let hello = #"{"data":{"hello":{"string":"Hello"}}}"#
            #expect(responses[0].hasPrefix("200") && responses[0].hasSuffix(hello))
            #expect(responses[1].hasPrefix("200") && responses[1].hasSuffix("\r\n\r\n"))
            #expect(responses[2].hasPrefix("304") && responses[2].hasSuffix("\r\n\r\n"))
            #expect(responses[3].hasPrefix("200") && responses[3].contains(#""source_lang_code":"en""#))
            #expect(responses[4].hasPrefix("200") && responses[4].hasSuffix(hello))
            #expect(responses[5].hasPrefix("200") && responses[5].contains(#""status":"ok""#))
            #expect(responses[6].hasPrefix("200") && responses[6].hasSuffix(hello))
            #expect(answered() >= 3)
        }
    }

    /// Byte for byte: status line, header names, order and values (but the date), and body.
    @Test func theSameBytesAsTheRouter() async throws {
        let fixture = try await Self.live()
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(router, #"{"data": {"hello": {"string": "Hello"}}}"#)
            let etag = try await fast.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                try #require(response.headers[.eTag])
            }
            let fastPort = try #require(fast.port)
            let routerPort = try #require(router.port)
            let auth = "Authorization: Bearer \(fixture.credentials.token)\r\n"
            let before = answered()
            for request in [
                "GET /content/en HTTP/1.1\r\nHost: x\r\n\(auth)Connection: close\r\n\r\n",
                "GET /content/en HTTP/1.1\r\nHost: x\r\n\(auth)If-None-Match: \(etag)\r\n\r\n",
                "HEAD /content/en HTTP/1.1\r\nHost: x\r\n\(auth)\r\n",
                "HEAD /content/en HTTP/1.1\r\nHost: x\r\nif-none-match: \"a\"\r\nIf-None-Match: \(etag)\r\n\(auth)\r\n",
                "GET /content/en HTTP/1.1\r\nHost: x\r\nconnection: Keep-Alive\r\n\(auth)\r\n",
            ] {
                // Each on its own connection, closed by the client after the first response.
                let early = try await Self.firstResponse(port: fastPort, request: request)
                let full = try await Self.firstResponse(port: routerPort, request: request)
                #expect(Self.withoutDate(early) == Self.withoutDate(full), "\(request)")
                #expect(early.hasPrefix("HTTP/1.1 "))
            }
            // All but the first (Connection: close goes the full way) were answered early.
            #expect(answered() == before + 4)
        }
    }

    static func withoutDate(_ response: String) -> String {
        response.split(separator: "\r\n", omittingEmptySubsequences: false).map {
            $0.lowercased().hasPrefix("date: ")
                ? "Date: …" : $0.lowercased().hasPrefix("x-request-id: ") ? "X-Request-ID: …" : String($0)
        }.joined(separator: "\r\n")
    }

    /// Sends `request` and reads until the first response is complete (by `Content-Length`, none for HEAD
    /// and 304), then closes.
    static func firstResponse(port: Int, request: String) async throws -> String {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let isHead = request.hasPrefix("HEAD ")
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: request))
            var received = ""
            for try await chunk in inbound {
                received += String(buffer: chunk)
                guard let end = received.range(of: "\r\n\r\n") else { continue }
                let head = received[..<end.lowerBound].lowercased()
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length: ") }
                    .flatMap { Int($0.dropFirst(16)) } ?? 0
                let bodyLength = received.utf8.count - received[..<end.upperBound].utf8.count
                if isHead || head.hasPrefix("http/1.1 304") || bodyLength >= length { break }
            }
            return received
        }
    }

    /// Writes `bytes` to 127.0.0.1:`port` at once and reads until the server closes the connection.
    static func exchange(port: Int, bytes: String) async throws -> String {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: bytes))
            var received = ByteBuffer()
            for try await var chunk in inbound { received.writeBuffer(&chunk) }
            return String(buffer: received)
        }
    }

    /// A release file is answered from memory like cached content: once read through the router, the
    /// fast path answers it with the router's headers and bytes, for GET and HEAD, 200 and 304; what it
    /// does not hold (an unknown address, no token) goes to the router.
    @Test(arguments: StoreKind.persistent)
    func releaseFilesAnswerLikeTheRouter(_ kind: StoreKind) async throws {
        let fixture = try await Self.live(kind)
        try await withBothPaths(fixture) { fast, router, answered in
            try await fixture.push(router, #"{"data": {"hello": {"string": "Hello"}, "bye": {"string": "Bye"}}}"#)
            let manifest = try await ReleaseRoutesTests.release(router, fixture)
            for file in [manifest["languages", "en"], manifest["archive"]] {
                let url = try #require(file?["url"]?.stringValue)
                let hash = try #require(file?["sha256"]?.stringValue)
                let before = answered()
                let first = try await fast.execute(uri: url, method: .get, headers: fixture.read) { Seen($0) }
                #expect(first.status == .ok)
                #expect(answered() == before)
                var conditional = fixture.read
                conditional[.ifNoneMatch] = "\"\(hash)\""
                for (method, headers) in [
                    (HTTPRequest.Method.get, fixture.read), (.head, fixture.read), (.get, conditional),
                    (.head, conditional),
                ] {
                    let fromFastPath = try await fast.execute(uri: url, method: method, headers: headers) { Seen($0) }
                    let fromRouter = try await router.execute(uri: url, method: method, headers: headers) { Seen($0) }
                    #expect(fromFastPath == fromRouter, "\(method) \(url)")
                }
                #expect(answered() == before + 4)
                let bytes = try await fast.execute(uri: url, method: .get, headers: fixture.read) {
                    Array($0.body.readableBytesView)
                }
                #expect(SHA256.hash(data: bytes).hexadecimal == hash)
                #expect(answered() == before + 5)
            }
            let answeredEarly = answered()
            let unknown = "/releases/files/" + String(repeating: "0", count: 64)
            try await fast.execute(uri: unknown, method: .get, headers: fixture.read) { response in
                #expect(response.status == .notFound)
            }
            let url = try #require(manifest["languages", "en", "url"]?.stringValue)
            try await fast.execute(uri: url, method: .get) { response in #expect(response.status == .forbidden) }
            try await fast.execute(uri: url + "?x=1", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
            }
            #expect(answered() == answeredEarly)
        }
    }
}
