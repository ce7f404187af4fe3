import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import Prometheus
import Testing

@testable import GlossaServer

/// The purge hook for a CDN in front: a `POST` after each publish, off the request's path, retried a
/// bounded number of times, never failing the publish. A local HTTP listener stands in for the CDN.
@Suite("Purge hook")
struct PurgeHookTests {
    /// The calls a listener received, and the statuses it answers with (200 once the script is used up).
    final class Listener: Sendable {
        struct Call: Sendable {
            var authorization: String?
            var contentType: String?
            var body: JSONValue
        }

        private let calls = NIOLockedValueBox<[Call]>([])
        private let script = NIOLockedValueBox<[HTTPResponse.Status]>([])
        /// How long each answer takes.
        let delay: Duration

        init(delay: Duration = .zero) { self.delay = delay }

        var received: [Call] { calls.withLockedValue { $0 } }

        func answer(_ statuses: [HTTPResponse.Status]) { script.withLockedValue { $0 = statuses } }

        fileprivate func record(_ call: Call) -> HTTPResponse.Status {
            calls.withLockedValue { $0.append(call) }
            return script.withLockedValue { $0.isEmpty ? .ok : $0.removeFirst() }
        }

        /// Waits until `count` calls have arrived (30 s at most: the machine may be loaded).
        func wait(for count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            let start = ContinuousClock.now
            while received.count < count, ContinuousClock.now - start < .seconds(30) {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(received.count >= count, "\(received.count) calls", sourceLocation: sourceLocation)
        }
    }

    /// Runs `body` with a listener live on a free loopback port and the URL of its `/purge`.
    static func withListener(
        _ listener: Listener = Listener(), _ body: @Sendable (URL, Listener) async throws -> Void
    ) async throws {
        let router = Router()
        router.post("purge") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 1 << 20)
            let status = listener.record(
                .init(
                    authorization: request.headers[.authorization], contentType: request.headers[.contentType],
                    body: try JSONValue(parsing: String(buffer: bytes))))
            if listener.delay > .zero { try await Task.sleep(for: listener.delay) }
            return Response(status: status)
        }
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: .quiet)
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await body(try #require(URL(string: "http://127.0.0.1:\(port)/purge")), listener)
        }
    }

    static func fixture(
        _ kind: StoreKind = .memory, url: URL, registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        configure: @escaping (inout PurgeHookConfiguration) -> Void = { _ in }
    ) async throws -> ServerFixture {
        try await ServerFixture.make(kind) { configuration in
            var hook = PurgeHookConfiguration(url: url, authorization: "Bearer cdn-key")
            hook.retryDelay = .milliseconds(20)
            configure(&hook)
            configuration.purgeHook = hook
            configuration.metrics = MetricsConfiguration(registry: registry)
        }
    }

    static func languages(_ call: Listener.Call) -> Set<String> {
        guard case .array(let values)? = call.body["languages"] else { return [] }
        return Set(values.compactMap(\.stringValue))
    }

    @Test(arguments: StoreKind.available)
    func eachPublishCallsTheHookInOrder(_ kind: StoreKind) async throws {
        try await Self.withListener { url, listener in
            let fixture = try await Self.fixture(kind, url: url)
            try await fixture.test { client in
                try await fixture.push(client, #"{"data": {"hello": {"string": "Hello"}}}"#)
                try await client.execute(
                    uri: "/translations/fr", method: .post, headers: fixture.write,
                    body: ByteBuffer(string: #"{"data": {"hello": {"string": "Bonjour"}}}"#)
                ) { #expect($0.status == .ok) }
                try await client.execute(uri: "/invalidate/el", method: .post, headers: fixture.write) {
                    #expect($0.status == .ok)
                }
                try await client.execute(uri: "/purge", method: .post, headers: fixture.write) {
                    #expect($0.status == .ok)
                }
                try await listener.wait(for: 4)
            }
            let calls = listener.received
            try #require(calls.count == 4)
            #expect(calls.allSatisfy { $0.authorization == "Bearer cdn-key" })
            #expect(calls.allSatisfy { $0.contentType == "application/json" })
            #expect(calls.allSatisfy { $0.body["project"]?.stringValue == fixture.project.id })
            #expect(
                calls.map { $0.body["change"]?.stringValue } == ["push", "translations", "invalidate", "invalidate"])
            #expect(Self.languages(calls[0]) == ["en", "fr", "el", "ar"])
            #expect(calls[1].body["languages"] == .array(["fr"]))
            #expect(calls[1].body["paths"] == .array(["/languages", "/content/fr"]))
            #expect(calls[2].body["languages"] == .array(["el"]))
            #expect(Self.languages(calls[3]) == ["en", "fr", "el", "ar"])
        }
    }

    @Test func failedCallsAreRetriedABoundedNumberOfTimes() async throws {
        let registry = PrometheusCollectorRegistry()
        try await Self.withListener { url, listener in
            let fixture = try await Self.fixture(url: url, registry: registry)
            try await fixture.test { client in
                func invalidate() async throws {
                    try await client.execute(uri: "/invalidate/fr", method: .post, headers: fixture.write) {
                        #expect($0.status == .ok)
                    }
                }
                // Two failures, then success: three calls, delivered.
                listener.answer([.serviceUnavailable, .badGateway])
                try await invalidate()
                try await listener.wait(for: 3)
                // Three failures: given up after the third attempt, the publish long answered.
                listener.answer([.internalServerError, .tooManyRequests, .serviceUnavailable, .ok])
                try await invalidate()
                try await listener.wait(for: 6)
                // A refusal (4xx) is final.
                listener.answer([.notFound])
                try await invalidate()
                try await listener.wait(for: 7)
                // Nothing more comes.
                try await Task.sleep(for: .milliseconds(300))
                #expect(listener.received.count == 7)
            }
        }
        let metrics = PrometheusText(text: registry.emitToString())
        #expect(metrics.value("glossa_purge_hook_calls_total", ["outcome": "delivered"]) == 1)
        #expect(metrics.value("glossa_purge_hook_calls_total", ["outcome": "failed"]) == 2)
    }

    @Test func aSlowOrMissingEndpointNeverHoldsAPublish() async throws {
        let registry = PrometheusCollectorRegistry()
        try await Self.withListener(Listener(delay: .seconds(8))) { url, listener in
            let fixture = try await Self.fixture(url: url, registry: registry) {
                // Long enough for a loopback call to reach the listener on a loaded machine (at 200 ms
                // the second attempt sometimes timed out before the listener saw it); two attempts still
                // end well before the listener's 8 s.
                $0.timeout = .milliseconds(1500)
                $0.attempts = 2
            }
            try await fixture.test { client in
                let start = ContinuousClock.now
                try await client.execute(uri: "/invalidate", method: .post, headers: fixture.write) {
                    #expect($0.status == .ok)
                }
                #expect(ContinuousClock.now - start < .seconds(10))
                try await listener.wait(for: 2)
                try await waitUntil {
                    PrometheusText(text: registry.emitToString()).value(
                        "glossa_purge_hook_calls_total", ["outcome": "failed"]) == 1
                }
                // Each attempt gave up after its timeout, well before the listener's 8 s.
                #expect(ContinuousClock.now - start < .seconds(7))
            }
        }
        // Nobody listening: refused connections, logged and counted, the publish unaffected.
        let closed = PrometheusCollectorRegistry()
        let fixture = try await Self.fixture(
            url: try #require(URL(string: "http://127.0.0.1:9/purge")), registry: closed)
        try await fixture.test { client in
            try await client.execute(uri: "/invalidate", method: .post, headers: fixture.write) {
                #expect($0.status == .ok)
            }
            try await waitUntil {
                PrometheusText(text: closed.emitToString()).value(
                    "glossa_purge_hook_calls_total", ["outcome": "failed"])
                    == 1
            }
        }
    }

    @Test func thePayloadNamesTheProjectLanguagesAndPaths() throws {
        let body = PurgeHook.body(projectID: "demo", change: .push, languages: ["en", "fr"])
        #expect(
            String(decoding: body, as: UTF8.self)
                == #"{"project":"demo","change":"push","languages":["en","fr"],"paths":["/languages","/content/en","/content/fr"]}"#
        )
    }
}
