import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

/// Raw, malformed HTTP/1.1 over a socket against the whole live server (fast path, connection
/// handlers and connection limit included): no 5xx, no hang, and the server keeps answering afterwards.
@Suite("Malformed HTTP/1.1 against a live server")
struct MalformedHTTPTests {
    /// Runs `body` with the port of a live server over a fresh fixture, whose log records are collected.
    static func withLiveServer(
        configure: @escaping (inout ServerConfiguration) -> Void = { _ in },
        _ body: @Sendable (_ fixture: ServerFixture, _ port: Int, _ log: LogRecorder) async throws -> Void
    ) async throws {
        let log = LogRecorder()
        let base = try await ServerFixture.make { configuration in
            configuration.host = "127.0.0.1"
            configuration.port = 0
            configuration.maximumBodySize = 4096
            configuration.rateLimits = .unlimited
            configure(&configuration)
        }
        let server = DeliveryServer(
            configuration: base.server.configuration, store: base.store, clock: base.clock, wallClock: base.clock,
            logger: Logger(label: "hostile", factory: { _ in log.handler }))
        let fixture = ServerFixture(
            store: base.store, server: server, project: base.project, credentials: base.credentials, clock: base.clock)
        // The application runs as `glossa serve` runs it, not through HummingbirdTesting's live mode:
        // that one rebuilds the configuration without its connection limit and keeps a connection of
        // its own open.
        // Its connections run on threads of their own (see ``ThreadTaskExecutor``), not on the pool that
        // the tests running in parallel share.
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let executor = ThreadTaskExecutor(threads: 2, name: "live-server")
        defer { executor.shutdown() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask(executorPreference: executor) {
                try await server.buildApplication(onServerRunning: { portContinuation.yield($0) }).runService()
            }
            var listening = ports.makeAsyncIterator()
            let port = try #require(await listening.next())
            try await body(fixture, port, log)
            group.cancelAll()
        }
        try await fixture.store.close()
    }

    static func authorization(_ fixture: ServerFixture) -> String {
        "Authorization: Bearer \(fixture.credentials.token):\(fixture.credentials.secret)\r\n"
    }

    @Test func aChunkedBodyOverTheLimitIs413OnEveryWrite() async throws {
        try await Self.withLiveServer { fixture, port, log in
            // 70 KiB in 1 KiB chunks: over the body limit (4 KiB) and over /invalidate's own (64 KiB).
            let chunk = "400\r\n" + String(repeating: "x", count: 1024) + "\r\n"
            let body = String(repeating: chunk, count: 70) + "0\r\n\r\n"
            for path in ["/content", "/translations/fr", "/import/fr", "/invalidate"] {
                let connection = try RawHTTPConnection(port: port)
                await connection.send(
                    "POST \(path) HTTP/1.1\r\nHost: x\r\n\(Self.authorization(fixture))"
                        + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n" + body)
                let answer = try await connection.readAnswer()
                #expect(answer.status == 413, "\(path): \(answer.head) \(answer.body)")
                #expect(answer.body.contains("Payload Too Large"), "\(path): \(answer.body)")
            }
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    @Test(arguments: ["zz", "ffffffffffffffffff", "-1", "1x"])
    func aMalformedChunkSizeIs400(_ size: String) async throws {
        try await Self.withLiveServer { fixture, port, log in
            let connection = try RawHTTPConnection(port: port)
            await connection.send(
                "POST /content HTTP/1.1\r\nHost: x\r\n\(Self.authorization(fixture))"
                    + "Transfer-Encoding: chunked\r\n\r\n\(size)\r\n{}\r\n0\r\n\r\n")
            let answer = try await connection.readAnswer()
            #expect(answer.status == 400, "\(answer.head) \(answer.body)")
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    @Test func aClientThatLeavesMidBodyIsNoInternalError() async throws {
        try await Self.withLiveServer { fixture, port, log in
            for path in ["/content", "/translations/fr", "/import/fr?format=json"] {
                for framing in [
                    "Content-Length: 1000\r\n\r\n{\"data\":", "Transfer-Encoding: chunked\r\n\r\n10\r\n{\"data\":",
                ] {
                    let connection = try RawHTTPConnection(port: port)
                    await connection.send(
                        "POST \(path) HTTP/1.1\r\nHost: x\r\n\(Self.authorization(fixture))\(framing)")
                    try await Task.sleep(for: .milliseconds(50))
                    _ = consume connection
                }
            }
            // The server noticed and is still well.
            try await Task.sleep(for: .milliseconds(300))
            let probe = try RawHTTPConnection(port: port)
            await probe.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await probe.readAnswer().status == 200)
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    @Test func pathParametersArePercentDecoded() async throws {
        try await Self.withLiveServer { fixture, port, _ in
            try await Application(router: fixture.server.buildRouter(), logger: .quiet).test(.router) { client in
                _ = try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            }
            let connection = try RawHTTPConnection(port: port)
            let read = "Authorization: Bearer \(fixture.credentials.token)\r\n"
            await connection.send("GET /content/%66%72 HTTP/1.1\r\nHost: x\r\n\(read)\r\n")
            let answer = try await connection.readAnswer()
            #expect(answer.status == 200, "\(answer.head) \(answer.body)")
            await connection.send("GET /content/%65%6E HTTP/1.1\r\nHost: x\r\n\(read)\r\n")
            #expect(try await connection.readAnswer().body.contains("Hello"))
            await connection.send("GET /content/%E0%A4 HTTP/1.1\r\nHost: x\r\n\(read)\r\n")
            #expect(try await connection.readAnswer().status == 400)
        }
    }

    @Test func anUnsupportedMethodIs405WithAllow() async throws {
        try await Self.withLiveServer { fixture, port, _ in
            let connection = try RawHTTPConnection(port: port)
            for (request, allow) in [
                ("DELETE /content/fr", "GET, HEAD"), ("PUT /content", "POST"), ("GET /invalidate", "POST"),
                ("PATCH /health", "GET, HEAD"),
            ] {
                await connection.send(
                    "\(request) HTTP/1.1\r\nHost: x\r\n\(Self.authorization(fixture))Content-Length: 0\r\n\r\n")
                let answer = try await connection.readAnswer()
                #expect(answer.status == 405, "\(request): \(answer.head)")
                #expect(
                    answer.head.contains("Allow: \(allow)\r\n") || answer.head.hasSuffix("Allow: \(allow)"),
                    "\(request): \(answer.head)")
            }
            await connection.send("GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await connection.readAnswer().status == 404)
        }
    }

    /// Requests no client should send: none gets a 5xx (most get 400; some are closed without an
    /// answer), and the server answers the next connection.
    @Test func malformedRequestsNeverGet5xx() async throws {
        let requests = [
            "GARBAGE\r\n\r\n",
            "GET\r\n\r\n",
            "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
            "GET /health HTTP/1.1\r\nNo colon here\r\n\r\n",
            "GET /health HTTP/1.1\r\nHost: x\u{0}y\r\n\r\n",
            "GET /health HTTP/1.1\r\nX-Long: \(String(repeating: "a", count: 100_000))\r\n\r\n",
            "POST /content HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
            "POST /content HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
            "POST /content HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            "POST /content HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n",
            "POST /content HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n",
            "GET /content/fr?%zz=%% HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /content/%2e%2e%2f HTTP/1.1\r\nHost: x\r\n\r\n",
            "\r\n\r\n\r\n",
        ]
        try await Self.withLiveServer { fixture, port, log in
            for request in requests {
                let connection = try RawHTTPConnection(port: port)
                var withCredentials = request
                if let firstLine = request.range(of: "\r\n"), request.hasPrefix("POST") {
                    withCredentials.insert(contentsOf: Self.authorization(fixture), at: firstLine.upperBound)
                }
                await connection.send(withCredentials)
                if let answer = try? await connection.readAnswer(timeout: 5) {
                    #expect(answer.status > 0 && answer.status < 500, "\(request.prefix(60)): \(answer.head)")
                }
            }
            let probe = try RawHTTPConnection(port: port)
            await probe.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try await probe.readAnswer().status == 200)
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }
}

/// Collects log records; ``errors`` lists those at error level or above.
final class LogRecorder: Sendable {
    private let records = NIOLockedValueBox<[(Logger.Level, String)]>([])

    var errors: [String] { records.withLockedValue { $0.filter { $0.0 >= .error }.map(\.1) } }
    /// Every line recorded, at any level.
    var lines: [String] { records.withLockedValue { $0.map(\.1) } }

    var handler: any LogHandler { Handler(recorder: self) }

    fileprivate func record(_ level: Logger.Level, _ message: String) {
        records.withLockedValue { $0.append((level, message)) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.record(event.level, "\(event.message) \(event.metadata ?? [:])")
        }
    }
}
