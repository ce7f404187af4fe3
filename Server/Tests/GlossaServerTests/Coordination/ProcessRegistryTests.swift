import Foundation
import HTTPTypes
import Logging
import Testing

@testable import GlossaServer

/// Servers register with a heartbeat; each divides the read limits it counts in memory by the live
/// servers, so together they allow about the configured rate. Manual clocks: nothing sleeps.
@Suite struct ProcessRegistryTests {
    static func limiter(_ clock: ManualClock, _ store: any ServerStore) -> RateLimiter {
        var limits = RateLimits()
        limits.pull = RateLimit(requests: 4, window: .seconds(60))
        limits.export = RateLimit(requests: 5, window: .seconds(60))
        limits.push = RateLimit(requests: 3, window: .seconds(60))
        return RateLimiter(limits: limits, clock: clock, counters: store, wallClock: clock)
    }

    static func registry(_ name: String, _ store: any ServerStore, _ limiter: RateLimiter, _ clock: ManualClock)
        -> ProcessRegistry
    {
        ProcessRegistry(
            store: store, instance: PushCoordinator.instanceIdentifier(named: name), limiter: limiter,
            wallClock: clock, interval: .seconds(5), logger: .quiet)
    }

    /// A fresh database for each run: the registry counts every server of its database.
    static func isolatedStore(_ kind: StoreKind) async throws -> any ServerStore {
        guard kind == .postgres else { return try await kind.makeStore() }
        return try await #require(try await StoreKind.isolatedPostgresLocation()).openStore(logger: .quiet)
    }

    @Test(arguments: StoreKind.available)
    func twoLiveServersHalveEachOnesAllowanceUntilOneStopsBeating(_ kind: StoreKind) async throws {
        let store = try await Self.isolatedStore(kind)
        let clock = ManualClock()
        let limiterA = Self.limiter(clock, store)
        let limiterB = Self.limiter(clock, store)
        let a = Self.registry("a", store, limiterA, clock)
        let b = Self.registry("b", store, limiterB, clock)
        #expect(limiterA.allowance(for: .pull) == 4)
        #expect(try await a.beat() == 1)
        #expect(try await b.beat() == 2)
        #expect(try await a.beat() == 2)
        #expect(limiterA.allowance(for: .pull) == 2)
        #expect(limiterB.allowance(for: .pull) == 2)
        // 5 / 2, rounded up; writes are counted in the database and keep their rate.
        #expect(limiterA.allowance(for: .export) == 3)
        #expect(limiterA.allowance(for: .push) == 3)
        // A's window holds two reads now, not four.
        #expect(limiterA.acquire(token: "t", scope: .pull) == nil)
        #expect(limiterA.acquire(token: "t", scope: .pull) == nil)
        #expect(limiterA.acquire(token: "t", scope: .pull) != nil)

        // B dies: A keeps beating; after three intervals without B's heartbeat, A has the whole rate.
        clock.advance(by: .seconds(10))
        #expect(try await a.beat() == 2)
        clock.advance(by: .seconds(5) + .milliseconds(1))
        #expect(try await a.beat() == 1)
        #expect(limiterA.allowance(for: .pull) == 4)
        // B comes back, then stops gracefully: it unregisters, and A counts it out at its next beat.
        #expect(try await b.beat() == 2)
        #expect(try await a.beat() == 2)
        try await store.unregister(instance: b.instance)
        #expect(try await a.beat() == 1)
        try await store.close()
    }

    /// Servers on one PostgreSQL database, running live: once both have registered, each answers the
    /// reads of half the configured rate, which the two together allow.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func liveServersShareTheReadLimit() async throws {
        let limits: (inout ServerConfiguration) -> Void = {
            $0.rateLimits.pull = RateLimit(requests: 2, window: .seconds(60))
            $0.serverHeartbeatInterval = .milliseconds(200)
        }
        let pair = try await SeveralServersTests.Pair.make(leases: true, configureA: limits, configureB: limits)
        try await pair.run { a, b in
            for server in [pair.a, pair.b] {
                try await waitUntil { server.services.limiter.allowance(for: .pull) == 1 }
            }
            for (client, expected) in [
                (a, HTTPResponse.Status.ok), (b, .ok), (a, .tooManyRequests), (b, .tooManyRequests),
            ] {
                try await client.execute(uri: "/content/en", method: .get, headers: pair.read) {
                    #expect($0.status == expected)
                }
            }
        }
    }
}
