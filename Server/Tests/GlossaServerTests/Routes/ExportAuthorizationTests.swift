import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

/// Exports need the token and its secret: the public token every app embeds reads `/languages` and
/// `/content` only, as the CDS protocol gives it. An export is built once per project revision and
/// served from the cache after that.
@Suite("Exports: the secret, and one build per revision")
struct ExportAuthorizationTests {
    @Test func theReadTokenCannotExport() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            for uri in ["/export/txstrings.json", "/export/en?format=xliff", "/export/fr?format=tml-zip"] {
                for method in [HTTPRequest.Method.get, .head] {
                    try await client.execute(uri: uri, method: method, headers: fixture.read) { response in
                        #expect(response.status == .forbidden, "\(method) \(uri)")
                    }
                    try await client.execute(uri: uri, method: method, headers: fixture.write) { response in
                        #expect(response.status == .ok, "\(method) \(uri)")
                    }
                }
            }
            try await client.execute(uri: "/content/en", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Hello"))
            }
        }
    }

    @Test func anExportIsBuiltOncePerRevision() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            let uri = "/export/fr?format=json"
            let first = try await client.execute(uri: uri, method: .get, headers: fixture.write) { $0 }
            #expect(first.status == .ok)
            #expect(!String(buffer: first.body).contains("Bonjour"))
            let etag = try #require(first.headers[.eTag])
            #expect(first.headers[.contentDisposition] == "attachment; filename=\"fr.json\"")
            // Written behind the server's back: within the revalidation interval, the cached file is served.
            _ = try await fixture.store.setTranslations(
                [Translation(key: "hello", string: "Bonjour")], language: "fr", projectID: fixture.project.id)
            try await client.execute(uri: uri, method: .get, headers: fixture.write) { response in
                #expect(response.headers[.eTag] == etag)
                #expect(!String(buffer: response.body).contains("Bonjour"))
            }
            var conditional = fixture.write
            conditional[.ifNoneMatch] = etag
            try await client.execute(uri: uri, method: .get, headers: conditional) { response in
                #expect(response.status == .notModified)
            }
            // Past the interval, the revision has moved: built again, once.
            fixture.clock.advance(by: .seconds(3))
            try await client.execute(uri: uri, method: .get, headers: fixture.write) { response in
                #expect(response.headers[.eTag] != etag)
                #expect(String(buffer: response.body).contains("Bonjour"))
            }
        }
    }

    /// Requests for one export that arrive while it is being built wait for that build: a project of
    /// 250,000 strings is not exported twice because two people asked at once.
    @Test func concurrentRequestsForOneExportBuildItOnce() async throws {
        let fixture = try await ServerFixture.make()
        let services = fixture.server.services
        let key = ResponseCache.Key(projectID: fixture.project.id, resource: "export/json?languages=fr", language: "fr")
        let builds = NIOLockedValueBox(0)
        let etags = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    try await services.cache.body(for: key, buildingUnder: services.exportBuilds) {
                        builds.withLockedValue { $0 += 1 }
                        try await Task.sleep(for: .milliseconds(200))
                        return Array("{}".utf8)
                    }.etag
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(builds.withLockedValue { $0 } == 1)
        #expect(etags.count == 3 && Set(etags).count == 1)
        #expect(services.cache.statistics.builds == 1)
    }

    /// Issue 23: exports have a rate limit of their own, apart from content's, so that an app's reads are
    /// not refused because someone exported, nor exports allowed content's 1,000 per 4 s.
    @Test func exportsHaveTheirOwnRateLimit() async throws {
        #expect(RateLimits().export == RateLimit(requests: 60, window: .seconds(60)))
        let fixture = try await ServerFixture.make {
            $0.rateLimits.export = RateLimit(requests: 2, window: .seconds(60))
            $0.rateLimits.pull = RateLimit(requests: 3, window: .seconds(60))
        }
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            for expected in [HTTPResponse.Status.ok, .ok, .tooManyRequests] {
                try await client.execute(uri: "/export/fr?format=json", method: .get, headers: fixture.write) {
                    #expect($0.status == expected)
                }
            }
            // Content still has its three.
            for _ in 0..<3 {
                try await client.execute(uri: "/content/fr", method: .get, headers: fixture.read) {
                    #expect($0.status == .ok)
                }
            }
            fixture.clock.advance(by: .seconds(60))
            try await client.execute(uri: "/export/fr?format=json", method: .get, headers: fixture.write) {
                #expect($0.status == .ok)
            }
        }
    }
}
