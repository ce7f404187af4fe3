import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Prometheus
import Testing

@testable import GlossaServer

/// The event-loop fast path's answers carry `X-Request-ID` and are counted in the metrics like the
/// router's.
@Suite("Fast path: request IDs and metrics")
struct FastPathObservabilityTests {
    @Test func fastAnswersCarryRequestIDsAndAreCounted() async throws {
        let fixture = try await ServerFixture.make { configuration in
            configuration.host = "127.0.0.1"
            configuration.port = 0
            configuration.metrics = MetricsConfiguration(token: MetricsTests.token)
        }
        let answered = NIOLockedValueBox(0)
        let app = fixture.server.buildApplication(fastPathObserver: { answered.withLockedValue { $0 += 1 } })
        try await app.test(.live) { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            var ids: Set<String> = []
            var etag = ""
            for _ in 0..<3 {
                let response = try await client.execute(uri: "/content/fr", method: .get, headers: fixture.read)
                #expect(response.status == .ok)
                ids.insert(try #require(response.headers[RequestIDTests.header]))
                etag = try #require(response.headers[.eTag])
            }
            #expect(answered.withLockedValue { $0 } == 2)
            #expect(ids.count == 3)
            var headers = fixture.read
            headers[RequestIDTests.header] = "cdn-edge-42"
            headers[.ifNoneMatch] = etag
            try await client.execute(uri: "/content/fr", method: .get, headers: headers) { response in
                #expect(response.status == .notModified)
                #expect(response.headers[RequestIDTests.header] == "cdn-edge-42")
            }
            headers[RequestIDTests.header] = "not well formed!"
            try await client.execute(uri: "/content/fr", method: .head, headers: headers) { response in
                let id = try #require(response.headers[RequestIDTests.header])
                #expect(id != "not well formed!" && RequestIdentifier.accepted(id) == id)
            }
            #expect(answered.withLockedValue { $0 } == 4)
            let metrics = try await MetricsTests.scrape(client)
            func requests(_ method: String, _ status: Int) -> Double? {
                metrics.value(
                    "glossa_http_request_duration_seconds_count",
                    ["method": method, "route": "/content/{lang}", "status": String(status)])
            }
            #expect(requests("GET", 200) == 3, "\(metrics.text)")
            #expect(requests("GET", 304) == 1)
            #expect(requests("HEAD", 304) == 1)
            #expect(metrics.value("glossa_content_cache_requests_total", ["result": "built"]) == 1)
            #expect(metrics.value("glossa_content_cache_requests_total", ["result": "hit"]) == 4)
        }
        try await fixture.store.close()
    }

    /// Release files answered early are recorded under the router's route, `/releases/files/{sha256}`,
    /// and are not counted as content cache hits.
    @Test func releaseFilesAnsweredEarlyAreCountedUnderTheirRoute() async throws {
        let fixture = try await ServerFixture.make { configuration in
            configuration.host = "127.0.0.1"
            configuration.port = 0
            configuration.metrics = MetricsConfiguration(token: MetricsTests.token)
        }
        let answered = NIOLockedValueBox(0)
        let app = fixture.server.buildApplication(fastPathObserver: { answered.withLockedValue { $0 += 1 } })
        try await app.test(.live) { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            let manifest = try await ReleaseRoutesTests.release(client, fixture)
            let url = try #require(manifest["languages", "fr", "url"]?.stringValue)
            for _ in 0..<3 {
                let response = try await client.execute(uri: url, method: .get, headers: fixture.read)
                #expect(response.status == .ok)
                #expect(response.headers[RequestIDTests.header] != nil)
            }
            #expect(answered.withLockedValue { $0 } == 2)
            let metrics = try await MetricsTests.scrape(client)
            #expect(
                metrics.value(
                    "glossa_http_request_duration_seconds_count",
                    ["method": "GET", "route": "/releases/files/{sha256}", "status": "200"]) == 3, "\(metrics.text)")
            #expect(metrics.value("glossa_content_cache_requests_total", ["result": "hit"]) == 0)
        }
        try await fixture.store.close()
    }
}
