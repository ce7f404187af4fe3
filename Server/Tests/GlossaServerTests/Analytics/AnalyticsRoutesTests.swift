import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

/// Content fetches are counted per day, language and SDK, flushed, and read back at `GET /analytics`
/// (the fixture's calendar reads 1970-01-01).
@Suite struct AnalyticsRoutesTests {
    static let sdk = ClientSDK.field
    static let day = "filter[since]=1970-01-01&filter[until]=1970-01-01"

    static func analytics(_ client: any TestClientProtocol, _ headers: HTTPFields, _ query: String = day)
        async throws -> JSONValue
    {
        try await client.execute(uri: "/analytics?\(query)", method: .get, headers: headers) { response in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            return try JSONValue(parsing: String(buffer: response.body))
        }
    }

    static func fetch(_ client: any TestClientProtocol, _ fixture: ServerFixture, _ language: String, sdk: String?)
        async throws
    {
        var headers = fixture.read
        if let sdk { headers[Self.sdk] = sdk }
        try await client.execute(uri: "/content/\(language)", method: .get, headers: headers) {
            #expect($0.status == .ok)
        }
    }

    @Test(arguments: StoreKind.available)
    func fetchesAreCountedByLanguageAndSDK(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        try await fixture.test { client in
            for (language, sdk) in [
                ("fr", "mobile/ios/1.0.0"), ("fr", "Mobile/iOS/1.0.0"), ("el", "python/3.7.0"), ("fr", nil),
                ("en", "bad value\u{7f}"), ("fr", String(repeating: "x", count: 200)),
            ] {
                try await Self.fetch(client, fixture, language, sdk: sdk)
            }
            // A 304 is a fetch too; a HEAD, a refused or unknown language is not.
            let etag = try await client.execute(uri: "/content/ar", method: .get, headers: fixture.read) {
                try #require($0.headers[.eTag])
            }
            var conditional = fixture.read
            conditional[.ifNoneMatch] = etag
            try await client.execute(uri: "/content/ar", method: .get, headers: conditional) {
                #expect($0.status == .notModified)
            }
            try await client.execute(uri: "/content/ar", method: .head, headers: fixture.read) { _ in }
            try await client.execute(uri: "/content/xx", method: .get, headers: fixture.read) {
                #expect($0.status == .notFound)
            }
            // Counted in memory until a flush.
            #expect(try await Self.analytics(client, fixture.write)["meta"]?["total"]?["fetches"] == .integer(0))
            try await fixture.server.flushAnalytics()
            let body = try await Self.analytics(client, fixture.write)
            let day = try #require(body["data"]?.arrayValue?.first)
            #expect(day["date"] == "1970-01-01")
            #expect(day["fetches"] == .integer(8))
            #expect(
                day["languages"]
                    == .object(
                        JSONObject([("ar", .integer(2)), ("el", .integer(1)), ("en", .integer(1)), ("fr", .integer(4))])
                    ))
            #expect(
                day["sdks"]
                    == .object(
                        JSONObject([
                            ("mobile/ios/1.0.0", .integer(2)), ("python/3.7.0", .integer(1)), ("unknown", .integer(5)),
                        ])))
            #expect(body["meta"]?["total"]?["sdks"] == day["sdks"])
            // The trust secret reads them too, as transifex-delivery's.
            var trust = fixture.read
            trust[Authenticator.trustSecretHeader] = "trust-me"
            #expect(try await Self.analytics(client, trust)["meta"]?["total"]?["fetches"] == .integer(8))
            // The public token does not.
            try await client.execute(uri: "/analytics?\(Self.day)", method: .get, headers: fixture.read) {
                #expect($0.status == .forbidden)
            }
        }
    }

    @Test func everyDayOfTheRangeIsListed() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await Self.fetch(client, fixture, "fr", sdk: "python/3.7.0")
            try await fixture.server.flushAnalytics()
            let range = try await Self.analytics(
                client, fixture.write, "filter[since]=1970-01-01&filter[until]=1970-01-03")
            #expect(
                range["data"]?.arrayValue?.compactMap { $0["date"]?.stringValue }
                    == ["1970-01-01", "1970-01-02", "1970-01-03"])
            #expect(range["data"]?.arrayValue?.map { $0["fetches"] } == [.integer(1), .integer(0), .integer(0)])
        }
    }

    @Test(arguments: [
        "", "filter[since]=1970-01-01", "filter[until]=1970-01-01", "filter[since]=1970-01-02&filter[until]=1970-01-01",
        "filter[since]=1970-01-01&filter[until]=1971-01-02", "filter[since]=yesterday&filter[until]=1970-01-01",
        "filter[since]=1970-02-30&filter[until]=1970-03-01",
    ])
    func badRangesAreRefusedSayingWhy(_ query: String) async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await client.execute(uri: "/analytics?\(query)", method: .get, headers: fixture.write) { response in
                #expect(response.status == .badRequest, "\(query)")
                #expect(
                    String(buffer: response.body).contains("filter[") || String(buffer: response.body).contains("range")
                )
            }
        }
    }

    /// With a cap of 3 SDK values a day, a client sending a new value with every request adds 3 values and
    /// `other`, in memory as in the database.
    @Test(arguments: StoreKind.available)
    func aHostileClientCannotGrowTheTable(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind) { $0.analytics.maximumSDKsPerDay = 3 }
        try await fixture.test { client in
            for index in 0..<20 { try await Self.fetch(client, fixture, "fr", sdk: "evil/\(index)") }
            #expect(fixture.server.services.analytics.unflushed.count == 4)
            try await fixture.server.flushAnalytics()
            for index in 20..<40 { try await Self.fetch(client, fixture, "fr", sdk: "evil/\(index)") }
            try await fixture.server.flushAnalytics()
            let sdks = try #require(
                try await Self.analytics(client, fixture.write)["meta"]?["total"]?["sdks"]?.objectValue)
            #expect(sdks.keys.count == 4)
            #expect(sdks[ClientSDK.overflow] == .integer(37))
        }
    }

    /// The fast path counts like the full path, and a graceful shutdown flushes what was counted.
    @Test func theFastPathCountsAndShutdownFlushes() async throws {
        let fixture = try await ServerFixture.make {
            $0.port = 0
            $0.analytics.flushInterval = .seconds(3600)
        }
        let ports = AsyncStream<Int>.makeStream()
        let group = fixture.server.serviceGroup(
            onServerRunning: { ports.continuation.yield($0) }, gracefulShutdownSignals: [])
        let running = Task { try await group.run() }
        var portIterator = ports.stream.makeAsyncIterator()
        let port = try #require(await portIterator.next())
        let connection = try RawHTTPConnection(port: port)
        for sdk in ["mobile/ios/1.0.0", "mobile/ios/1.0.0", "python/3.7.0"] {
            await connection.send(
                "GET /content/fr HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(fixture.credentials.token)\r\nX-NATIVE-SDK: \(sdk)\r\n\r\n"
            )
            #expect(try await connection.readAnswer().status == 200)
        }
        #expect(fixture.server.services.analytics.unflushed.map(\.fetches).reduce(0, +) == 3)
        await group.triggerGracefulShutdown()
        try await running.value
        let stored = try await fixture.store.contentFetches(projectID: fixture.project.id, from: 0, through: 0)
        #expect(
            stored.map { "\($0.sdk)=\($0.fetches)" } == ["mobile/ios/1.0.0=2", "python/3.7.0=1"])
        try await fixture.store.close()
    }

    @Test func theFastPathAnswersAndCountsCachedFetches() async throws {
        let fixture = try await ServerFixture.make {
            $0.host = "127.0.0.1"
            $0.port = 0
        }
        let answered = NIOLockedValueBox(0)
        let app = fixture.server.buildApplication(fastPathObserver: { answered.withLockedValue { $0 += 1 } })
        try await app.test(.live) { client in
            for _ in 0..<4 { try await Self.fetch(client, fixture, "fr", sdk: "js/2.0") }
            #expect(answered.withLockedValue { $0 } == 3)
            try await fixture.server.flushAnalytics()
            #expect(
                try await Self.analytics(client, fixture.write)["meta"]?["total"]?["sdks"]?["js/2.0"] == .integer(4))
        }
        try await fixture.store.close()
    }
}
