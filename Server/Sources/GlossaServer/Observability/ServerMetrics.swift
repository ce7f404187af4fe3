import Prometheus

/// The server's metric handles, made once in the configured registry (``MetricsConfiguration``), so that
/// recording is an atomic add or one histogram's own lock: no lookup in the registry, no lock shared by
/// every request.
///
/// | metric | type | labels |
/// | --- | --- | --- |
/// | `glossa_http_request_duration_seconds` | histogram (its `_count`: requests) | `method`, `route`, `status` |
/// | `glossa_content_cache_requests_total` | counter | `result`: `hit`, `revalidated`, `patched`, `built`, `unavailable` |
/// | `glossa_change_notices_received_total` | counter | `change`: `push`, `translations`, `invalidate`, `settings`, `channels` |
/// | `glossa_push_job_duration_seconds` | histogram | `outcome`: `completed`, `failed` |
/// | `glossa_push_jobs_expired_total` | counter | |
/// | `glossa_purge_hook_calls_total` | counter | `outcome`: `delivered`, `failed`, `dropped` |
/// | `glossa_database_connections_in_use` | gauge | |
/// | `glossa_database_connections_waiting` | gauge | |
/// | `glossa_database_connections_maximum` | gauge | |
final class ServerMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    /// Requests by method, route pattern and status.
    let requests: RouteMetricsTable
    let cache: CacheCounters
    private let notices: [ChangeNotice.Kind: Counter]
    let pushCompleted: DurationHistogram
    let pushFailed: DurationHistogram
    let pushesExpired: Counter
    let purgesDelivered: Counter
    let purgesFailed: Counter
    let purgesDropped: Counter
    private let connectionsInUse: Gauge
    private let connectionsWaiting: Gauge
    private let connectionsMaximum: Gauge

    /// How the response cache answered.
    struct CacheCounters: Sendable {
        /// Served from memory, checked within the revalidation interval (the fast path's answers included).
        let hit: Counter
        /// Served from memory after the database said the project had not changed.
        let revalidated: Counter
        /// Patched with the changes of the pushes since it was built.
        let patched: Counter
        /// Built from the database: a miss.
        let built: Counter
        /// Served from memory unchecked, because the database was unavailable (stale rather than nothing).
        let unavailable: Counter
    }

    /// Buckets of request durations: 0.5 ms to 10 s.
    static let requestBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
        .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    /// Buckets of push durations: 10 ms to 5 min.
    static let jobBuckets: [Duration] = [
        .milliseconds(10), .milliseconds(50), .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(5),
        .seconds(10), .seconds(30), .seconds(60), .seconds(300),
    ]

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        func name(_ subsystem: String, _ name: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
            MetricNameDescriptor(
                namespace: "glossa", subsystem: subsystem, metricName: name, unitName: unit, helpText: help)
        }
        requests = RouteMetricsTable(
            registry: registry,
            name: (
                "glossa", "http", "request_duration", "seconds",
                "Requests by method, route pattern and status, and the time to answer them (the fast path's included)"
            ), buckets: Self.requestBuckets)
        let cacheName = name(
            "content_cache", "requests", "total",
            "How the response cache answered: hit and revalidated from memory, patched or built (a miss), or from memory while the database was unavailable"
        )
        func cache(_ result: String) -> Counter {
            registry.makeCounter(descriptor: cacheName, labels: [("result", result)])
        }
        self.cache = CacheCounters(
            hit: cache("hit"), revalidated: cache("revalidated"), patched: cache("patched"), built: cache("built"),
            unavailable: cache("unavailable"))
        let noticeName = name(
            "change_notices", "received", "total",
            "Change notices received from other servers sharing the database, by what changed")
        var notices: [ChangeNotice.Kind: Counter] = [:]
        for kind in ChangeNotice.Kind.allCases {
            notices[kind] = registry.makeCounter(descriptor: noticeName, labels: [("change", kind.rawValue)])
        }
        self.notices = notices
        let jobName = name("push_job", "duration", "seconds", "Push jobs run by this server, by outcome")
        pushCompleted = registry.makeDurationHistogram(
            descriptor: jobName, labels: [("outcome", "completed")], buckets: Self.jobBuckets)
        pushFailed = registry.makeDurationHistogram(
            descriptor: jobName, labels: [("outcome", "failed")], buckets: Self.jobBuckets)
        pushesExpired = registry.makeCounter(
            descriptor: name(
                "push_jobs", "expired", "total",
                "Push jobs of any server failed here because their lease expired (their server died)"))
        let purgeName = name(
            "purge_hook", "calls", "total", "Purge hook calls after publishes: delivered, failed after retries, dropped"
        )
        purgesDelivered = registry.makeCounter(descriptor: purgeName, labels: [("outcome", "delivered")])
        purgesFailed = registry.makeCounter(descriptor: purgeName, labels: [("outcome", "failed")])
        purgesDropped = registry.makeCounter(descriptor: purgeName, labels: [("outcome", "dropped")])
        connectionsInUse = registry.makeGauge(
            descriptor: name(
                "database_connections", "in_use", "",
                "Database connections running a statement or transaction for this server (read at scrape time)"))
        connectionsWaiting = registry.makeGauge(
            descriptor: name(
                "database_connections", "waiting", "",
                "Database operations of this server waiting for a connection (read at scrape time)"))
        connectionsMaximum = registry.makeGauge(
            descriptor: name(
                "database_connections", "maximum", "", "The most database connections this server opens"))
    }

    /// Counts a change notice received from another server.
    func received(_ kind: ChangeNotice.Kind) {
        notices[kind]?.increment()
    }

    /// The metrics in Prometheus' text format, the database gauges read from `usage` first (nil: the store
    /// has no connections, in memory, and the gauges stay 0).
    func exposition(usage: DatabaseConnectionUsage?) -> [UInt8] {
        if let usage {
            connectionsInUse.set(Int64(usage.inUse))
            connectionsWaiting.set(Int64(usage.waiting))
            connectionsMaximum.set(Int64(usage.maximum))
        }
        return registry.emitToBuffer()
    }
}
