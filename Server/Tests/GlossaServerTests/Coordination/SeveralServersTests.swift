import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Two servers on one PostgreSQL database, each with its own store (connection pool) and caches, as two
/// `glossa serve` processes would be: a write through one is served by the other at once, well under
/// the revalidation interval (set to a minute here, so only the change notice can explain it).
@Suite("Several servers on one PostgreSQL", .enabled(if: StoreKind.postgresURL != nil))
struct SeveralServersTests {
    struct Pair {
        let a: DeliveryServer
        let b: DeliveryServer
        /// The calendar both servers share.
        let wallClock: ManualClock
        let project: Project
        let read: HTTPFields
        let write: HTTPFields

        /// Two servers on one test calendar; `holdOnA` holds A's pushes in `pending` until it opens. With
        /// `leases`, they share a database of their own, where their sweepers may fail every expired job and
        /// they register among the live servers (`configureA` and `configureB` change each server's
        /// configuration).
        static func make(
            holdOnA: Gate? = nil, leases: Bool = false, configureA: (inout ServerConfiguration) -> Void = { _ in },
            configureB: (inout ServerConfiguration) -> Void = { _ in }
        ) async throws -> Pair {
            let location =
                leases
                ? try #require(try await StoreKind.isolatedPostgresLocation())
                : try #require(try StoreKind.postgres.makeLocation())
            let storeA = try await location.openStore(logger: .quiet)
            let storeB = try await location.openStore(logger: .quiet)
            let (project, credentials) = try await ProjectAdministration(store: storeA).createProject(
                id: uniqueProjectID(), name: "Scale", sourceLanguage: "en", languages: ["fr"])
            var configuration = ServerConfiguration()
            configuration.revalidationInterval = .seconds(60)
            configuration.rateLimits = .unlimited
            configuration.trustSecret = "trust-me"
            configuration.changeFeedRetryDelay = .milliseconds(100)
            // In the database shared with the other tests, their servers are not this pair's peers: the pair
            // registers (and shares its read limits) only in a database of its own.
            if !leases { configuration.serverHeartbeatInterval = nil }
            var configurationA = configuration
            configureA(&configurationA)
            var configurationB = configuration
            configureB(&configurationB)
            // Job timestamps on a test clock near zero, as the other tests sharing the database use: a server
            // on the real calendar would prune their jobs as past retention. Leases expire only when a test
            // moves it, never because a loaded machine delayed a heartbeat.
            let wallClock = ManualClock()
            return Pair(
                a: DeliveryServer(
                    configuration: configurationA, store: storeA, wallClock: wallClock, logger: .quiet,
                    beforePushProcessing: { await holdOnA?.wait() }),
                b: DeliveryServer(configuration: configurationB, store: storeB, wallClock: wallClock, logger: .quiet),
                wallClock: wallClock, project: project,
                read: [.authorization: "Bearer \(credentials.token)"],
                write: [
                    .authorization: "Bearer \(credentials.token):\(credentials.secret)",
                    .contentType: "application/json", Authenticator.trustSecretHeader: "trust-me",
                ])
        }

        /// Runs both servers live, waits until both listen for change notices, runs `body`, then closes
        /// the stores.
        func run(_ body: @Sendable (_ a: any TestClientProtocol, _ b: any TestClientProtocol) async throws -> Void)
            async throws
        {
            do {
                try await a.buildApplication().test(.live) { clientA in
                    try await b.buildApplication().test(.live) { clientB in
                        for server in [a, b] {
                            try await waitUntil { server.services.changeListener.status.isListening }
                        }
                        for client in [clientA, clientB] {
                            try await client.execute(uri: "/ready", method: .get) { #expect($0.status == .ok) }
                        }
                        try await body(clientA, clientB)
                    }
                }
            } catch {
                try? await a.store.close()
                try? await b.store.close()
                throw error
            }
            try await a.store.close()
            try await b.store.close()
        }

        func content(_ client: any TestClientProtocol, _ language: String) async throws -> [String: String] {
            try await client.execute(uri: "/content/\(language)", method: .get, headers: read) { response in
                #expect(response.status == .ok)
                return try contentStrings(String(buffer: response.body))
            }
        }

        /// Pushes `hello` = `Hello` through A (whose client is `a`) and waits until the push finished.
        func pushHello(through a: any TestClientProtocol) async throws {
            try await a.execute(
                uri: "/content", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Hello"}}}"#)
            ) { #expect($0.status == .accepted) }
            await self.a.finishPushes()
        }

        /// Seconds until `client` serves `expected` for `language` (nil if not within 10 s).
        func secondsUntil(_ client: any TestClientProtocol, serves expected: [String: String], _ language: String)
            async throws -> Double?
        {
            try await GlossaServerTests.secondsUntil { try await content(client, language) == expected }
        }
    }

    @Test func aPushThroughOneServerIsServedByTheOtherAtOnce() async throws {
        let pair = try await Pair.make()
        try await pair.run { a, b in
            // B has the (empty) content cached for a minute.
            #expect(try await pair.content(b, "en") == [:])
            try await pair.pushHello(through: a)
            let seconds = try #require(try await pair.secondsUntil(b, serves: ["hello": "Hello"], "en"))
            #expect(seconds < 1, "B served the push after \(seconds) s")
        }
    }

    @Test func translationsAndInvalidationsReachTheOtherServer() async throws {
        let pair = try await Pair.make()
        try await pair.run { a, b in
            try await pair.pushHello(through: a)
            #expect(try await pair.secondsUntil(b, serves: ["hello": ""], "fr") != nil)
            try await a.execute(
                uri: "/translations/fr", method: .post, headers: pair.write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Bonjour"}}}"#)
            ) { #expect($0.status == .ok, "\(String(buffer: $0.body))") }
            let seconds = try #require(try await pair.secondsUntil(b, serves: ["hello": "Bonjour"], "fr"))
            #expect(seconds < 1, "B served the translation after \(seconds) s")
            // An invalidation through A empties B's cache too. B cached the body again once the notices of the
            // push and the translation, which may reach it after it read the database, have dropped it.
            try await waitUntil {
                _ = try await pair.content(b, "fr")
                try await Task.sleep(for: .milliseconds(50))
                return pair.b.services.cache.freshBody(for: Self.frenchKey(pair.project)) != nil
            }
            try await a.execute(uri: "/invalidate/fr", method: .post, headers: pair.write) { response in
                #expect(response.status == .ok)
            }
            try await waitUntil { pair.b.services.cache.freshBody(for: Self.frenchKey(pair.project)) == nil }
        }
    }

    /// While a push runs on A, a push of the project on B is refused, identical or not; once A's push
    /// finished, B accepts one.
    @Test func aPushRunningOnOneServerIsRefusedOnTheOther() async throws {
        let gate = Gate()
        let pair = try await Pair.make(holdOnA: gate)
        let first = ByteBuffer(string: #"{"data": {"a": {"string": "A"}}}"#)
        let second = ByteBuffer(string: #"{"data": {"b": {"string": "B"}}}"#)
        try await pair.run { a, b in
            try await a.execute(uri: "/content", method: .post, headers: pair.write, body: first) {
                #expect($0.status == .accepted)
            }
            for body in [first, second] {
                try await b.execute(uri: "/content", method: .post, headers: pair.write, body: body) { response in
                    #expect(response.status == .conflict)
                    #expect(
                        String(buffer: response.body)
                            == #"{"status":409,"message":"Another content upload is already in progress"}"#)
                }
            }
            await gate.open()
            await pair.a.finishPushes()
            try await b.execute(uri: "/content", method: .post, headers: pair.write, body: second) {
                #expect($0.status == .accepted)
            }
            await pair.b.finishPushes()
            #expect(try await pair.secondsUntil(a, serves: ["a": "A", "b": "B"], "en") != nil)
        }
    }

    /// Leases of 3 s on the test calendar, renewed every 200 ms and swept every 100 ms of real time.
    static func shortLeases(_ configuration: inout ServerConfiguration) {
        configuration.jobLease = .seconds(3)
        configuration.jobHeartbeatInterval = .milliseconds(200)
        configuration.jobSweepInterval = .milliseconds(100)
    }

    /// A server that dies during a push (its heartbeat stops while the push is held) blocks the project's
    /// pushes for no longer than a lease: its heartbeat keeps the job live past the claim's lease for as long
    /// as it runs; once it died and a lease passed, B fails the job, reports it failed, and accepts a push;
    /// the dead server's push, let go, writes nothing.
    @Test(.timeLimit(.minutes(1))) func aDeadServersPushLockIsReleased() async throws {
        let gate = Gate()
        let pair = try await Pair.make(
            holdOnA: gate, leases: true, configureA: Self.shortLeases, configureB: Self.shortLeases)
        let first = ByteBuffer(string: #"{"data": {"a": {"string": "A"}}}"#)
        let second = ByteBuffer(string: #"{"data": {"b": {"string": "B"}}}"#)
        try await pair.run { a, b in
            let path = try await a.execute(uri: "/content", method: .post, headers: pair.write, body: first) {
                #expect($0.status == .accepted)
                return try #require(
                    try JSONValue(parsing: String(buffer: $0.body))["data", "links", "job"]?.stringValue)
            }
            // A's heartbeat renews the job while the push waits: 4 s after the claim (a lease is 3 s), having
            // renewed it at 2 s and 4 s, it still holds the project.
            let id = String(path.split(separator: "/").last ?? "")
            let claimed = try #require(try await pair.b.store.job(id: id)).updatedAt
            for _ in 0..<2 {
                pair.wallClock.advance(by: .seconds(2))
                let now = pair.wallClock.unixMilliseconds()
                try await waitUntil { try await pair.b.store.job(id: id)?.updatedAt == now }
            }
            #expect(pair.wallClock.unixMilliseconds() - claimed == 4000)
            try await b.execute(uri: "/content", method: .post, headers: pair.write, body: second) {
                #expect($0.status == .conflict)
            }
            try await b.execute(uri: path, method: .get, headers: pair.write) {
                #expect(String(buffer: $0.body) == #"{"data":{"status":"pending"}}"#)
            }
            // A dies: nothing renews the lease (closing its connections under queries in flight would hang
            // those queries in postgres-nio); a lease later, B's sweep fails the job.
            // (A renewal under way has read the clock already: it writes the time of the last one.)
            await pair.a.services.pushes.stopRenewingLeases()
            pair.wallClock.advance(by: .seconds(3))
            try await b.execute(uri: "/content", method: .post, headers: pair.write, body: second) {
                #expect($0.status == .conflict)
            }
            pair.wallClock.advance(by: .milliseconds(1))
            let died = ContinuousClock.now
            var status = HTTPResponse.Status.conflict
            while status == .conflict, ContinuousClock.now - died < .seconds(30) {
                status = try await b.execute(uri: "/content", method: .post, headers: pair.write, body: second) {
                    $0.status
                }
                if status == .conflict { try await Task.sleep(for: .milliseconds(50)) }
            }
            // Within a sweep (100 ms) on a quiet machine.
            #expect(status == .accepted, "B accepted no push within 30 s of A's lease expiring")
            try await b.execute(uri: path, method: .get, headers: pair.write) { response in
                let text = String(buffer: response.body)
                let status = try JSONValue(parsing: text)["data", "status"]
                #expect(status == "failed", "\(text)")
                #expect(text.contains("stopped before finishing it; nothing of it was written"))
            }
            await pair.b.finishPushes()
            // A's held push, let go after its death, writes nothing.
            await gate.open()
            await pair.a.finishPushes()
            #expect(try await pair.content(b, "en") == ["b": "B"])
        }
    }

    /// A server whose heartbeat stopped (but which is alive) loses its job once the lease expires: B fails it,
    /// and A's push, when it then runs, does not commit: no part of it is ever visible, and the job stays
    /// failed on both servers.
    @Test(.timeLimit(.minutes(1))) func aPushWhoseLeaseExpiredNeverCommits() async throws {
        let gate = Gate()
        let pair = try await Pair.make(
            holdOnA: gate, leases: true,
            configureA: {
                Self.shortLeases(&$0)
                $0.jobHeartbeatInterval = .seconds(3600)
            }, configureB: Self.shortLeases)
        let first = ByteBuffer(string: #"{"data": {"a": {"string": "A"}, "c": {"string": "C"}}}"#)
        try await pair.run { a, b in
            let path = try await a.execute(uri: "/content", method: .post, headers: pair.write, body: first) {
                #expect($0.status == .accepted)
                return try #require(
                    try JSONValue(parsing: String(buffer: $0.body))["data", "links", "job"]?.stringValue)
            }
            pair.wallClock.advance(by: .milliseconds(3001))
            let failed = #"stopped before finishing it; nothing of it was written"#
            try await waitUntil {
                try await b.execute(uri: path, method: .get, headers: pair.write) {
                    String(buffer: $0.body).contains(failed)
                }
            }
            await gate.open()
            await pair.a.finishPushes()
            for client in [a, b] {
                try await client.execute(uri: path, method: .get, headers: pair.write) { response in
                    let text = String(buffer: response.body)
                    let status = try JSONValue(parsing: text)["data", "status"]
                    #expect(status == "failed", "\(text)")
                    #expect(text.contains(failed))
                }
                #expect(try await pair.content(client, "en") == [:])
            }
            // The project takes pushes again (through B, whose heartbeat runs).
            try await b.execute(
                uri: "/content", method: .post, headers: pair.write,
                body: ByteBuffer(string: #"{"data": {"b": {"string": "B"}}}"#)
            ) { #expect($0.status == .accepted) }
            await pair.b.finishPushes()
            #expect(try await pair.secondsUntil(a, serves: ["b": "B"], "en") != nil)
        }
    }

    /// Write and invalidate limits hold across servers: with invalidate=3/60s, three invalidations spread over
    /// A and B pass and the next, on either, gets 429 until the window (on the shared calendar) ends; the same
    /// for writes. Read limits are counted per server (these two do not register, so each has the whole rate;
    /// ``ProcessRegistryTests`` shares it).
    @Test func writeAndInvalidateLimitsAreCountedAcrossServers() async throws {
        let limits: (inout ServerConfiguration) -> Void = {
            $0.rateLimits.invalidate = RateLimit(requests: 3, window: .seconds(60))
            $0.rateLimits.push = RateLimit(requests: 2, window: .seconds(60))
            $0.rateLimits.pull = RateLimit(requests: 2, window: .seconds(60))
        }
        let pair = try await Pair.make(configureA: limits, configureB: limits)
        let clock = pair.wallClock
        let translation = ByteBuffer(string: #"{"data": {"hello": {"string": "Bonjour"}}}"#)
        try await pair.run { a, b in
            for client in [a, b, a] {
                try await client.execute(uri: "/invalidate", method: .post, headers: pair.write) {
                    #expect($0.status == .ok)
                }
            }
            // The window started at 0 on the calendar; the clock reads 1 s.
            for client in [b, a] {
                try await client.execute(uri: "/invalidate", method: .post, headers: pair.write) { response in
                    #expect(response.status == .tooManyRequests)
                    #expect(response.headers[.retryAfter] == "59")
                }
            }
            for (client, expected) in [(a, HTTPResponse.Status.ok), (b, .ok), (a, .tooManyRequests)] {
                try await client.execute(
                    uri: "/translations/fr", method: .post, headers: pair.write, body: translation
                ) { #expect($0.status == expected) }
            }
            // Two reads on each server: each counts its own.
            for client in [a, a, b, b] { _ = try await pair.content(client, "en") }
            clock.advance(by: .seconds(59))
            try await b.execute(uri: "/invalidate", method: .post, headers: pair.write) { #expect($0.status == .ok) }
        }
    }

    static func frenchKey(_ project: Project) -> ResponseCache.Key {
        .init(projectID: project.id, resource: "content", language: "fr")
    }
}

/// Seconds from `start` until `condition` holds, polled every 5 ms; nil if it does not within 10 s of `start`.
func secondsUntil(
    since start: ContinuousClock.Instant = .now, _ condition: @Sendable () async throws -> Bool
) async throws -> Double? {
    while ContinuousClock.now - start < .seconds(10) {
        if try await condition() {
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        try await Task.sleep(for: .milliseconds(5))
    }
    return nil
}

/// Waits (up to 10 s) until `condition` holds; records an issue if it never does.
func waitUntil(_ condition: @Sendable () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
{
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(10) {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the condition did not hold within 10 s", sourceLocation: sourceLocation)
}
