import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Prometheus
import Testing

@testable import GlossaServer

/// `GET /metrics`: off unless configured, readable only with the metrics token, and counting what the
/// server did.
@Suite("Prometheus metrics")
struct MetricsTests {
    static let token = "metrics-token-0123456789"

    static func fixture(
        _ kind: StoreKind = .memory, registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        token: String? = MetricsTests.token
    ) async throws -> ServerFixture {
        try await ServerFixture.make(kind) { configuration in
            configuration.metrics = MetricsConfiguration(registry: registry, token: token)
        }
    }

    static func scrape(_ client: any TestClientProtocol) async throws -> PrometheusText {
        try await client.execute(
            uri: "/metrics", method: .get, headers: [.authorization: "Bearer \(token)"]
        ) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return PrometheusText(text: String(buffer: response.body))
        }
    }

    @Test func metricsAreOffUnlessConfigured() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            try await client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer \(Self.token)"]
            ) { #expect($0.status == .notFound) }
        }
        // A registry without a token: recorded, not served.
        let registry = PrometheusCollectorRegistry()
        let recorded = try await Self.fixture(registry: registry, token: nil)
        try await recorded.test { client in
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
            try await client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer \(Self.token)"]
            ) { #expect($0.status == .notFound) }
        }
        let text = PrometheusText(text: registry.emitToString())
        #expect(
            text.value(
                "glossa_http_request_duration_seconds_count", ["method": "GET", "route": "/health", "status": "200"])
                == 1)
    }

    /// With metrics on, every route (`/metrics` too) is in the OpenAPI document.
    @Test func theOpenAPIDocumentDescribesMetrics() async throws {
        let fixture = try await Self.fixture()
        let document = try JSONValue(parsing: String(decoding: PackageResources.openapi_json, as: UTF8.self))
        let routes = fixture.server.buildRouter().routes
        #expect(routes.contains { $0.path.description == "/metrics" })
        for route in routes {
            let documented = route.path.description
            #expect(
                document["paths", documented, route.method.rawValue.lowercased()] != nil,
                "\(route.method) \(documented)")
        }
        #expect(document["paths", "/metrics", "head"] != nil)
        #expect(document["components", "securitySchemes", "metricsToken"] != nil)
        try await fixture.store.close()
    }

    @Test func onlyTheMetricsTokenOpensMetrics() async throws {
        let fixture = try await Self.fixture()
        try await fixture.test { client in
            for (headers, status) in [
                (HTTPFields(), HTTPResponse.Status.unauthorized),
                ([.authorization: "Bearer wrong-token-0123456789"], .forbidden),
                ([.authorization: "Bearer "], .forbidden),
                ([.authorization: "Basic \(Self.token)"], .forbidden),
                ([.authorization: Self.token], .forbidden),
                // The project's public token, and its token and secret.
                (fixture.read, .forbidden), (fixture.write, .forbidden),
                ([.authorization: "Bearer \(Self.token)"], .ok),
                ([.authorization: "bearer \(Self.token)"], .ok),
            ] as [(HTTPFields, HTTPResponse.Status)] {
                try await client.execute(uri: "/metrics", method: .get, headers: headers) { response in
                    #expect(response.status == status, "\(headers)")
                    if status == .unauthorized {
                        #expect(response.headers[.wwwAuthenticate] == #"Bearer realm="metrics""#)
                    }
                    if status != .ok { #expect(!String(buffer: response.body).contains("glossa_")) }
                }
            }
        }
    }

    @Test func failedMetricsTokensCountAgainstTheAddress() async throws {
        let fixture = try await ServerFixture.make { configuration in
            configuration.metrics = MetricsConfiguration(token: Self.token)
            configuration.rateLimits.authenticationFailures = RateLimit(requests: 2, window: .seconds(60))
        }
        try await fixture.test { client in
            for expected in [HTTPResponse.Status.forbidden, .forbidden, .tooManyRequests, .tooManyRequests] {
                try await client.execute(
                    uri: "/metrics", method: .get, headers: [.authorization: "Bearer guess-0123456789abcdef"]
                ) { #expect($0.status == expected) }
            }
        }
    }

    /// Requests by route pattern and status, cache hits and misses, push jobs and the database's
    /// connections, after some requests.
    @Test(arguments: StoreKind.available)
    func aScrapeCountsWhatTheServerDid(_ kind: StoreKind) async throws {
        let fixture = try await Self.fixture(kind)
        try await fixture.test { client in
            try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
            for _ in 0..<3 { _ = try await fixture.content(client, "/content/fr") }
            _ = try await fixture.content(client, "/content/el")
            try await client.execute(uri: "/content/xx", method: .get, headers: fixture.read) {
                #expect($0.status == .notFound)
            }
            try await client.execute(uri: "/no/such/path/9f2c", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/content/fr", method: .head, headers: fixture.read) {
                #expect($0.status == .ok)
            }
            let metrics = try await Self.scrape(client)
            func requests(_ method: String, _ route: String, _ status: Int) -> Double? {
                metrics.value(
                    "glossa_http_request_duration_seconds_count",
                    ["method": method, "route": route, "status": String(status)])
            }
            #expect(requests("GET", "/content/{lang}", 200) == 4, "\(metrics.text)")
            #expect(requests("GET", "/content/{lang}", 404) == 1)
            #expect(requests("HEAD", "/content/{lang}", 200) == 1)
            #expect(requests("POST", "/content", 202) == 1)
            #expect(requests("GET", "/jobs/content/{id}", 200) == 1)
            #expect(requests("GET", "unmatched", 404) == 1)
            // Bounded labels: the requested paths never appear.
            #expect(!metrics.text.contains("/content/fr"))
            #expect(!metrics.text.contains("9f2c"))
            #expect(
                metrics.value(
                    "glossa_http_request_duration_seconds_bucket",
                    ["method": "GET", "route": "/content/{lang}", "status": "200", "le": "+Inf"]) == 4)
            // Built once per language, then served from memory.
            let cache = { (result: String) in
                metrics.value("glossa_content_cache_requests_total", ["result": result]) ?? -1
            }
            #expect(cache("built") == 2, "\(metrics.text)")
            #expect(cache("hit") + cache("revalidated") == 3)
            #expect(
                metrics.value("glossa_push_job_duration_seconds_count", ["outcome": "completed"]) == 1,
                "\(metrics.text)")
            #expect(metrics.value("glossa_push_job_duration_seconds_count", ["outcome": "failed"]) == 0)
            #expect(metrics.value("glossa_change_notices_received_total", ["change": "push"]) == 0)
            // The database's connections, as the store counts them: none in use between requests.
            if kind == .memory {
                #expect(metrics.value("glossa_database_connections_maximum") == 0)
            } else {
                #expect((metrics.value("glossa_database_connections_maximum") ?? 0) >= 1, "\(metrics.text)")
                #expect(metrics.value("glossa_database_connections_waiting") == 0)
                #expect(metrics.value("glossa_database_connections_in_use") == 0)
            }
            // The scrape itself is counted by the next one.
            let again = try await Self.scrape(client)
            #expect(
                again.value(
                    "glossa_http_request_duration_seconds_count",
                    ["method": "GET", "route": "/metrics", "status": "200"])
                    == 1)
        }
    }

    /// A change notice from another server is counted by what changed; the server's own are not.
    @Test func receivedChangeNoticesAreCounted() async throws {
        let fixture = try await Self.fixture()
        let propagation = fixture.server.services.changes
        propagation.receive(ChangeNotice(origin: "other#1", projectID: fixture.project.id, kind: .push).payload)
        propagation.receive(
            ChangeNotice(origin: "other#1", projectID: fixture.project.id, kind: .invalidate, language: "fr").payload)
        propagation.receive(
            ChangeNotice(origin: propagation.origin, projectID: fixture.project.id, kind: .push).payload)
        propagation.receive("not a notice")
        try await fixture.test { client in
            let metrics = try await Self.scrape(client)
            #expect(metrics.value("glossa_change_notices_received_total", ["change": "push"]) == 1)
            #expect(metrics.value("glossa_change_notices_received_total", ["change": "invalidate"]) == 1)
            #expect(metrics.value("glossa_change_notices_received_total", ["change": "settings"]) == 0)
        }
    }

    /// Combinations of method, route and status are found without a lock once seen, and stay bounded.
    @Test func theRouteTableKeepsLabelsBounded() {
        let registry = PrometheusCollectorRegistry()
        let metrics = ServerMetrics(registry: registry)
        let table = metrics.requests
        let first = table.histogram(method: .get, route: "/content/{lang}", status: 200)
        #expect(table.histogram(method: .get, route: "/content/{lang}", status: 200) === first)
        let brew = table.histogram(method: HTTPRequest.Method("BREW")!, route: nil, status: 404)
        #expect(brew === table.histogram(method: HTTPRequest.Method("PURGE")!, route: "NotFound", status: 404))
        for status in 0..<(RouteMetricsTable.capacity + 10) {
            _ = table.histogram(method: .get, route: "/r", status: status)
        }
        let text = registry.emitToString()
        #expect(text.contains(#"method="other",route="unmatched",status="404""#))
        #expect(text.contains(#"route="other""#))
    }
}
