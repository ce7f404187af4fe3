import Foundation
import GlossaJSON
import Hummingbird
import HummingbirdTesting
import ServiceLifecycle
import Testing

@testable import GlossaServer

/// `/ready`: ready only with the database answering and migrated, and not once a graceful shutdown began;
/// the shutdown lets requests in flight finish.
@Suite("Readiness and draining")
struct ReadinessTests {
    @Test(arguments: StoreKind.available)
    func aMigratedServerIsReady(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            // On PostgreSQL the server is ready once it listens for change notices, which the application's
            // listener does when it runs (SeveralServersTests); the router alone does not run it.
            let expected = kind == .postgres ? "connecting" : "ready"
            try await client.execute(uri: "/ready", method: .get) { response in
                #expect(response.status == (kind == .postgres ? .serviceUnavailable : .ok))
                #expect(
                    String(buffer: response.body)
                        == #"{"version":"\#(GlossaServerVersion.current)","status":"\#(expected)"}"#)
            }
        }
    }

    /// A database whose schema lacks a migration this build knows (another server has not finished
    /// migrating it) is not ready; `/health` still answers.
    @Test func aPendingMigrationIsNotReady() async throws {
        let fixture = try await ServerFixture.make(.sqlite)
        let sql = try #require(fixture.store as? SQLProjectStore)
        _ = try await sql.database.transaction { session in
            try await session.query(
                "DELETE FROM glossa_schema_migrations WHERE version = ?", [.integer(Int64(SQLSchema.migrations.count))])
        }
        #expect(try await fixture.store.pendingMigrations() == 1)
        try await fixture.test { client in
            try await client.execute(uri: "/ready", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                let json = try JSONValue(parsing: String(buffer: response.body))
                #expect(json["status"] == "migrating")
            }
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
        }
    }

    /// Told to stop (what SIGTERM does), the server answers `/ready` with 503 during the drain delay while
    /// still serving, then stops accepting connections, and a request in flight (its body half sent)
    /// still gets its answer before the server exits.
    @Test func aGracefulShutdownDrainsThenFinishesRequestsInFlight() async throws {
        let fixture = try await ServerFixture.make {
            $0.drainDelay = .milliseconds(1500)
            $0.port = 0
        }
        let ports = AsyncStream<Int>.makeStream()
        let group = fixture.server.serviceGroup(
            onServerRunning: { ports.continuation.yield($0) }, gracefulShutdownSignals: [])
        let running = Task { try await group.run() }
        var portIterator = ports.stream.makeAsyncIterator()
        let port = try #require(await portIterator.next())

        let probe = try RawHTTPConnection(port: port)
        await probe.send("GET /ready HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try await probe.readAnswer().status == 200)

        let inFlight = try RawHTTPConnection(port: port)
        let credentials = "\(fixture.credentials.token):\(fixture.credentials.secret)"
        await inFlight.send(
            "POST /invalidate HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(credentials)\r\nContent-Length: 2\r\n\r\n{"
        )

        await group.triggerGracefulShutdown()
        try await waitUntil { fixture.server.services.draining.isDraining }
        await probe.send("GET /ready HTTP/1.1\r\nHost: x\r\n\r\n")
        let draining = try await probe.readAnswer()
        #expect(draining.status == 503)
        #expect(draining.body.contains(#""status":"draining""#))
        await probe.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try await probe.readAnswer().status == 200)

        // Past the drain delay the server stops accepting; the request in flight is answered.
        try await Task.sleep(for: .milliseconds(2000))
        #expect(throws: (any Error).self) { try RawHTTPConnection(port: port) }
        await inFlight.send("}")
        let answer = try await inFlight.readAnswer()
        #expect(answer.status == 200, "\(answer.head)\(answer.body)")
        try await running.value
        try await fixture.store.close()
    }
}
