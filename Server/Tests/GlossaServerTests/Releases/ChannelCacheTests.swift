import HTTPTypes
import Testing

@testable import GlossaServer

/// Apps read a channel from memory: no database query while it was checked within the revalidation
/// interval, and every change through a server (this one's, or another's by its notice) seen at once.
@Suite("Release channels from memory")
struct ChannelCacheTests {
    @Test(arguments: StoreKind.available)
    func aChannelIsReadFromMemoryUntilItChanges(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        let store = try #require(fixture.store as? any ReleaseStore)
        let projectID = fixture.project.id
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"a": {"string": "One"}}}"#)
            for _ in 1...4 { _ = try await ReleaseRoutesTests.release(client, fixture) }
            func promote(_ number: Int) async throws {
                let result = try await ReleaseRoutesTests.api(
                    client, fixture, .put, "channels/production", #"{"release": \#(number)}"#)
                #expect(result.status == .ok, "\(result.json)")
            }
            func served() async throws -> Int? { try await ReleaseRoutesTests.channel(client, fixture, "production") }
            /// A change made in the database without this server knowing (another server, its notice lost).
            func promoteBehindTheServersBack(_ number: Int) async throws {
                _ = try await store.promote(
                    number, channel: "production", range: .all, projectID: projectID, actor: .projectSecret, at: 1)
            }

            try await promote(1)
            #expect(try await served() == 1)
            // The server does not ask the database again within the revalidation interval (2 s)...
            try await promoteBehindTheServersBack(2)
            #expect(try await served() == 1)
            fixture.clock.advance(by: .seconds(1))
            #expect(try await served() == 1)
            // ...and does after it.
            fixture.clock.advance(by: .seconds(2))
            #expect(try await served() == 2)

            // Another server's notice of its change drops the channel at once.
            try await promoteBehindTheServersBack(3)
            #expect(try await served() == 2)
            fixture.server.services.changes.receive(
                ChangeNotice(origin: "another-server", projectID: projectID, kind: .channels).payload)
            #expect(try await served() == 3)

            // This server's own promotions and roll backs are seen at once, from the API and the editor alike
            // (both through ``ChannelChanges``).
            try await promote(1)
            #expect(try await served() == 1)
            let rollBack = try await ReleaseRoutesTests.api(client, fixture, .post, "channels/production/rollback", "")
            #expect(rollBack.status == .ok, "\(rollBack.json)")
            #expect(try await served() == 3)

            // The answers per app version stay apart.
            let result = try await ReleaseRoutesTests.api(
                client, fixture, .put, "channels/production", #"{"release": 4, "min_app_version": "3.0"}"#)
            #expect(result.status == .ok, "\(result.json)")
            #expect(try await ReleaseRoutesTests.channel(client, fixture, "production", appVersion: "3.1") == 4)
            #expect(try await ReleaseRoutesTests.channel(client, fixture, "production", appVersion: "2.0") == 3)
            #expect(try await ReleaseRoutesTests.channel(client, fixture, "production") == 3)
            #expect(try await ReleaseRoutesTests.channel(client, fixture, "staging") == nil)
        }
    }

    @Test func aLostNoticeConnectionDropsEveryChannel() async throws {
        let cache = ChannelCache(clock: ManualClock(), revalidationInterval: .seconds(2))
        let entry = ChannelEntry(channel: "production", range: .all, release: 1, previousRelease: nil, updatedAt: 1)
        var loads = 0
        for _ in 1...3 {
            _ = try await cache.entries("production", projectID: "p") {
                loads += 1
                return [entry]
            }
        }
        #expect(loads == 1)
        cache.invalidateAll()
        _ = try await cache.entries("production", projectID: "p") {
            loads += 1
            return [entry]
        }
        #expect(loads == 2)
        cache.invalidate(projectID: "other")
        _ = try await cache.entries("production", projectID: "p") {
            loads += 1
            return [entry]
        }
        #expect(loads == 2)
    }
}
