import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Two servers on one PostgreSQL database, each with its own store, count the fetches they answer and
/// flush them at the same moment: the stored counts are the sums.
@Suite("Analytics of several servers", .enabled(if: StoreKind.postgresURL != nil))
struct SeveralServersAnalyticsTests {
    @Test func twoServersFlushingAtOnceAddUp() async throws {
        let location = try #require(try StoreKind.postgres.makeLocation())
        let storeA = try await location.openStore(logger: .quiet)
        let storeB = try await location.openStore(logger: .quiet)
        let (project, credentials) = try await ProjectAdministration(store: storeA).createProject(
            id: uniqueProjectID(), name: "Two", sourceLanguage: "en", languages: ["fr"])
        var configuration = ServerConfiguration()
        configuration.rateLimits = .unlimited
        let clock = ManualClock()
        let a = DeliveryServer(configuration: configuration, store: storeA, wallClock: clock, logger: .quiet)
        let b = DeliveryServer(configuration: configuration, store: storeB, wallClock: clock, logger: .quiet)
        let read: HTTPFields = [.authorization: "Bearer \(credentials.token)"]
        for round in 0..<3 {
            try await Application(router: a.buildRouter(), logger: .quiet).test(.router) { clientA in
                try await Application(router: b.buildRouter(), logger: .quiet).test(.router) { clientB in
                    for (client, sdk, times) in [(clientA, "ios/1", 5), (clientB, "ios/1", 7), (clientB, "py/3", 2)] {
                        var headers = read
                        headers[AnalyticsRoutesTests.sdk] = sdk
                        for _ in 0..<times {
                            try await client.execute(uri: "/content/fr", method: .get, headers: headers) {
                                #expect($0.status == .ok)
                            }
                        }
                    }
                }
            }
            async let flushA: Void = a.flushAnalytics()
            async let flushB: Void = b.flushAnalytics()
            _ = try await (flushA, flushB)
            let stored = try await storeB.contentFetches(projectID: project.id, from: 0, through: 0)
            #expect(
                stored.map { "\($0.sdk)=\($0.fetches)" } == ["ios/1=\(12 * (round + 1))", "py/3=\(2 * (round + 1))"])
        }
        try await storeA.close()
        try await storeB.close()
    }
}
