import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// A server whose PostgreSQL database cannot be reached answers 503 with `Retry-After`, not a 500: nothing
/// is wrong with the request or the server's code; `/ready` answers 503 and `/health` (alive) 200. With a
/// lease timeout it does so soon, not after the minute postgres-nio's pool would keep a request waiting.
/// Nothing listens on port 1.
@Suite("An unavailable database")
struct UnavailableDatabaseTests {
    @Test func requestsGet503WithRetryAfterSoon() async throws {
        let backend = try PostgresBackend(
            url: "postgres://glossa@127.0.0.1:1/unreachable", logger: .quiet, leaseTimeout: .seconds(1))
        let store = SQLProjectStore(database: backend)
        let clock = ManualClock()
        let server = DeliveryServer(
            configuration: ServerConfiguration(), store: store, clock: clock, wallClock: clock, logger: .quiet)
        let app = Application(router: server.buildRouter(), logger: .quiet)
        try await app.test(.router) { client in
            for uri in ["/content/fr", "/languages", "/ready"] {
                let start = ContinuousClock.now
                try await client.execute(
                    uri: uri, method: .get, headers: [.authorization: "Bearer 1/0123456789abcdef0123456789abcdef"]
                ) { response in
                    #expect(response.status == .serviceUnavailable, "\(uri): \(String(buffer: response.body))")
                    if uri != "/ready" { #expect(response.headers[.retryAfter] == "5", "\(uri)") }
                }
                // About a second; far below the minute the pool would keep it. Generous: in the full suite,
                // whose first minute keeps both cores busy, three such requests took 42 s (3.5 s alone).
                #expect(ContinuousClock.now - start < .seconds(30), "\(uri)")
            }
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
        }
        try await store.close()
    }
}
