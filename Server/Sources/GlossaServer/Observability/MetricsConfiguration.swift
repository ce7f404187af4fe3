import Prometheus

/// Where the server records its Prometheus metrics, and who may read them at `GET /metrics`.
///
/// The server records into ``registry`` (never a process-wide registry): pass one registry to several
/// servers, or emit it yourself (`registry.emitToString()`) in an application that embeds the server.
/// `/metrics` answers only when ``token`` is set, and only to `Authorization: Bearer <token>`; no project
/// token, secret or user credential opens it (see <doc:SeveralServers>).
public struct MetricsConfiguration: Sendable {
    /// The registry the metrics are recorded in.
    public var registry: PrometheusCollectorRegistry
    /// The bearer token `GET /metrics` requires; nil: the route does not exist (404), the metrics are still
    /// recorded in ``registry``.
    public var token: String?

    /// Records into `registry`; serves `/metrics` to `Bearer <token>` if `token` is set.
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(), token: String? = nil) {
        self.registry = registry
        self.token = token
    }
}
