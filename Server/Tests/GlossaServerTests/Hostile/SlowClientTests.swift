import Foundation
import Testing

@testable import GlossaServer

/// Slow headers, slow bodies and idle connections are closed after their timeouts; connections
/// beyond the limit wait until one closes.
@Suite("Slow clients")
struct SlowClientTests {
    static func short(_ configuration: inout ServerConfiguration) {
        configuration.headerTimeout = .milliseconds(400)
        configuration.bodyTimeout = .milliseconds(400)
        configuration.idleTimeout = .milliseconds(400)
    }

    static func twoConnections(_ configuration: inout ServerConfiguration) {
        configuration.maximumConnections = 2
    }

    @Test func aSlowHeaderIsClosed() async throws {
        try await MalformedHTTPTests.withLiveServer(configure: Self.short) { _, port, _ in
            let silent = try RawHTTPConnection(port: port)
            let trickling = try RawHTTPConnection(port: port)
            await trickling.send("GET /health HTTP/1.1\r\n")
            let closed = try #require(try await trickling.secondsUntilClosed(timeout: 5))
            #expect(closed >= 0.2)
            #expect(try await silent.secondsUntilClosed(timeout: 5) != nil)
        }
    }

    @Test func anIdleConnectionIsClosedAfterItsLastAnswer() async throws {
        try await MalformedHTTPTests.withLiveServer(configure: Self.short) { _, port, _ in
            // Requests closer together than the timeout keep the connection. The client runs on a thread
            // of its own, so that its 200 ms pauses are not stretched past the timeout by tests running
            // in parallel on the cooperative pool.
            let (statuses, connection) = try await RawHTTPConnection.onThread(name: "idle-client") {
                let connection = try RawHTTPConnection(port: port)
                var statuses: [Int] = []
                for _ in 0..<3 {
                    connection.sendBlocking("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                    statuses.append(try connection.readAnswerBlocking().status)
                    Thread.sleep(forTimeInterval: 0.2)
                }
                return (statuses, connection)
            }
            #expect(statuses == [200, 200, 200])
            let closed = try #require(try await connection.secondsUntilClosed(timeout: 5))
            #expect(closed < 5)
        }
    }

    @Test func aStalledBodyIsClosed() async throws {
        try await MalformedHTTPTests.withLiveServer(configure: Self.short) { fixture, port, log in
            let connection = try RawHTTPConnection(port: port)
            await connection.send(
                "POST /content HTTP/1.1\r\nHost: x\r\n\(MalformedHTTPTests.authorization(fixture))"
                    + "Content-Length: 100\r\n\r\n{\"data\":")
            #expect(try await connection.secondsUntilClosed(timeout: 5) != nil)
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    @Test func theDefaultsAreNginxs() {
        let configuration = ServerConfiguration()
        #expect(configuration.headerTimeout == .seconds(60))
        #expect(configuration.bodyTimeout == .seconds(60))
        #expect(configuration.idleTimeout == .seconds(75))
        #expect(configuration.maximumConnections == 1024)
    }

    @Test func connectionsBeyondTheLimitWait() async throws {
        try await MalformedHTTPTests.withLiveServer(configure: Self.twoConnections) { _, port, _ in
            var held = [try RawHTTPConnection(port: port), try RawHTTPConnection(port: port)]
            for connection in held {
                await connection.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(try await connection.readAnswer().status == 200)
            }
            let waiting = try RawHTTPConnection(port: port)
            await waiting.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            await #expect(throws: RawHTTPConnection.Failure.self) { try await waiting.readAnswer(timeout: 1) }
            held.removeFirst()
            #expect(try await waiting.readAnswer(timeout: 5).status == 200)
            _ = held
        }
    }
}
