import Atomics
import HTTPTypes
import Prometheus

/// The request histograms by method, route pattern and status, found without a lock: the table is an
/// immutable dictionary behind an atomic reference, replaced (copied with the new entry, compare and
/// exchange) only the first time a combination is seen. Recording then takes the one histogram's own
/// lock, which only requests of the same route, method and status share.
///
/// Labels stay bounded: the route is the router's pattern (`/content/{lang}`), never the requested path;
/// a request no route matched is `unmatched`; methods other than the standard ones are `other`; past
/// ``capacity`` combinations, new ones are recorded under the route `other`.
final class RouteMetricsTable: Sendable {
    struct Key: Hashable, Sendable {
        var method: String
        var route: String
        var status: Int
    }

    private final class Snapshot: AtomicReference, Sendable {
        let histograms: [Key: DurationHistogram]
        init(_ histograms: [Key: DurationHistogram]) { self.histograms = histograms }
    }

    /// The most combinations of method, route and status kept apart.
    static let capacity = 2000

    private let registry: PrometheusCollectorRegistry
    /// The histogram's name (`glossa_http_request_duration_seconds`) and help text.
    private let name: (namespace: String, subsystem: String, metric: String, unit: String, help: String)
    private let buckets: [Duration]
    private let snapshot = ManagedAtomic(Snapshot([:]))

    init(
        registry: PrometheusCollectorRegistry,
        name: (namespace: String, subsystem: String, metric: String, unit: String, help: String), buckets: [Duration]
    ) {
        self.registry = registry
        self.name = name
        self.buckets = buckets
    }

    /// The histogram of `method` requests to `route` (the router's pattern; nil or `NotFound` when none
    /// matched) answered with `status`.
    func histogram(method: HTTPRequest.Method, route: String?, status: Int) -> DurationHistogram {
        var key = Key(method: Self.label(method), route: Self.label(route: route), status: status)
        let current = snapshot.load(ordering: .acquiring)
        if let found = current.histograms[key] { return found }
        if current.histograms.count >= Self.capacity { key.route = "other" }
        return insert(key)
    }

    private func insert(_ key: Key) -> DurationHistogram {
        // The registry returns the same histogram for the same labels, so a lost race costs nothing.
        let descriptor = MetricNameDescriptor(
            namespace: name.namespace, subsystem: name.subsystem, metricName: name.metric, unitName: name.unit,
            helpText: name.help)
        let histogram = registry.makeDurationHistogram(
            descriptor: descriptor,
            labels: [("method", key.method), ("route", key.route), ("status", String(key.status))],
            buckets: buckets)
        var current = snapshot.load(ordering: .acquiring)
        while current.histograms[key] == nil {
            var histograms = current.histograms
            histograms[key] = histogram
            let (exchanged, original) = snapshot.compareExchange(
                expected: current, desired: Snapshot(histograms), ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        return histogram
    }

    static let methods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    static func label(_ method: HTTPRequest.Method) -> String {
        methods.contains(method.rawValue) ? method.rawValue : "other"
    }

    static func label(route: String?) -> String {
        guard let route, route != "NotFound" else { return "unmatched" }
        return route
    }
}
