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
        let project: Project
        let read: HTTPFields
        let write: HTTPFields

        /// Two servers; `holdOnA` holds A's pushes in `pending` until it opens.
        static func make(holdOnA: Gate? = nil) async throws -> Pair {
            let location = try #require(try StoreKind.postgres.makeLocation())
            let storeA = try await location.openStore(logger: .quiet)
            let storeB = try await location.openStore(logger: .quiet)
            let (project, credentials) = try await ProjectAdministration(store: storeA).createProject(
                id: uniqueProjectID(), name: "Scale", sourceLanguage: "en", languages: ["fr"])
            var configuration = ServerConfiguration()
            configuration.revalidationInterval = .seconds(60)
            configuration.rateLimits = .unlimited
            configuration.trustSecret = "trust-me"
            configuration.changeFeedRetryDelay = .milliseconds(100)
            // Job timestamps on a test clock near zero, as the other tests sharing the database use: a server
            // on the real calendar would prune their jobs as past retention.
            let wallClock = ManualClock()
            return Pair(
                a: DeliveryServer(
                    configuration: configuration, store: storeA, wallClock: wallClock, logger: .quiet,
                    beforePushProcessing: { await holdOnA?.wait() }),
                b: DeliveryServer(configuration: configuration, store: storeB, wallClock: wallClock, logger: .quiet),
                project: project,
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
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(10) {
                if try await content(client, language) == expected {
                    let elapsed = ContinuousClock.now - start
                    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                }
                try await Task.sleep(for: .milliseconds(5))
            }
            return nil
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
            // An invalidation through A empties B's cache too.
            #expect(pair.b.services.cache.freshBody(for: Self.frenchKey(pair.project)) != nil)
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

    static func frenchKey(_ project: Project) -> ResponseCache.Key {
        .init(projectID: project.id, resource: "content", language: "fr")
    }
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
