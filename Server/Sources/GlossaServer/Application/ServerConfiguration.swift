import Foundation
import GlossaFormats
import Logging

/// Everything `glossa serve` can be told, by flags or environment variables.
public struct ServerConfiguration: Sendable {
    /// The address to listen on (loopback by default: put a TLS proxy in front to serve the world).
    public var host = "127.0.0.1"
    /// The port (0 picks a free one; the running server reports it).
    public var port = 10300
    /// Where projects, strings and translations are stored.
    public var database = DatabaseLocation.sqliteDirectory("glossa-data")
    /// On PostgreSQL, how long an operation waits for a connection once the database has been found
    /// unreachable, before it fails as unavailable (503): the `outageLeaseTimeout` the store is opened with
    /// (``DatabaseLocation/openStore(logger:outageLeaseTimeout:answerTimeout:startupTimeout:)``). SQLite ignores it.
    public var databaseOutageLeaseTimeout = PostgresBackend.defaultOutageLeaseTimeout
    /// On PostgreSQL, how long the database may take to answer one statement before its connection is
    /// closed as stuck (a frozen network) and the request fails as unavailable (503): the `answerTimeout`
    /// the store is opened with (``DatabaseLocation/openStore(logger:outageLeaseTimeout:answerTimeout:startupTimeout:)``).
    /// SQLite ignores it.
    public var databaseAnswerTimeout = PostgresBackend.defaultAnswerTimeout
    /// On PostgreSQL, how long starting up waits for a database that cannot be reached yet before giving
    /// up with the cause: the `startupTimeout` the store is opened with
    /// (``DatabaseLocation/openStore(logger:outageLeaseTimeout:answerTimeout:startupTimeout:)``). SQLite ignores it.
    public var databaseStartupTimeout = DatabaseLocation.defaultStartupTimeout
    /// The log level.
    public var logLevel = Logger.Level.info
    /// The server trust secret: with `X-TRANSIFEX-TRUST-SECRET: <secret>` and a project token, a
    /// client may poll jobs, invalidate and purge without the project secret. Nil disables it.
    public var trustSecret: String?
    /// The header carrying `Bearer <token>[:<secret>]` (Transifex's Swift SDK can use a custom one).
    public var authorizationHeader = "Authorization"
    /// The largest request body accepted; larger ones get 413.
    public var maximumBodySize = 50 * 1024 * 1024
    /// `Cache-Control: max-age` of content and language responses, in seconds.
    public var cacheMaxAge = 1800
    /// `Cache-Control: stale-while-revalidate` of content and language responses, in seconds: how long
    /// after `max-age` a CDN or client cache may still serve a response while it fetches a fresh one in
    /// the background (RFC 5861). Nil leaves it out.
    public var cacheStaleWhileRevalidate: Int?
    /// An HTTP call after each publish, for a CDN in front (``PurgeHookConfiguration``); nil: none.
    public var purgeHook: PurgeHookConfiguration?
    /// Prometheus metrics: the registry they are recorded in and the token `GET /metrics` requires
    /// (``MetricsConfiguration``); nil: none are recorded, and `/metrics` does not exist.
    public var metrics: MetricsConfiguration?
    /// How long a cached response or token is trusted before the database is asked whether the
    /// project changed. Writes through this server invalidate at once, and on PostgreSQL so do other
    /// servers' writes (their change notices); this is the safety net for a notice lost with its
    /// connection.
    public var revalidationInterval = Duration.seconds(2)
    /// How long the server keeps accepting requests after SIGTERM, answering `/ready` with 503 so that a
    /// load balancer's health checks take it out of rotation, before it stops accepting connections and
    /// finishes the requests in flight (0 by default: it stops accepting at once).
    public var drainDelay = Duration.zero
    /// How long to wait before listening again for other servers' change notices after the connection
    /// was lost (PostgreSQL); once listening again, every cached body is revalidated.
    public var changeFeedRetryDelay = Duration.seconds(1)
    /// Per-token request limits.
    public var rateLimits = RateLimits()
    /// How long finished push jobs can be polled (they are stored, so this holds across restarts).
    public var jobRetention = Duration.seconds(480 * 60)
    /// The most finished push jobs kept per project (the most recent); older ones are deleted.
    public var maximumJobsPerProject = 1000
    /// A running push job's lease: its server renews it every ``jobHeartbeatInterval``; a job not renewed
    /// for this long (its server died or lost its database) is failed by any server sharing the database
    /// (nothing of the push was written), and the project accepts pushes again.
    public var jobLease = Duration.seconds(15)
    /// How often a server renews the lease of each push job it runs (a third of ``jobLease`` by default).
    public var jobHeartbeatInterval = Duration.seconds(5)
    /// How often a server records its heartbeat among the servers sharing a PostgreSQL database; a server
    /// whose last heartbeat is three intervals old no longer counts, and the read rate limits are shared
    /// among those that do (`ProcessRegistry`). Nil: the server does not register, and applies the
    /// configured read rates in full, as a lone server does.
    public var serverHeartbeatInterval: Duration? = .seconds(5)
    /// How content fetches are counted for the analytics (`GET /analytics`).
    public var analytics = AnalyticsConfiguration()
    /// How often a server fails the jobs, of any server, whose lease expired; with the defaults, a job
    /// whose server died reads failed within 20 s.
    public var jobSweepInterval = Duration.seconds(5)
    /// How long a new connection may take to send its first request's header before it is closed
    /// (nginx's `client_header_timeout`, 60 s).
    public var headerTimeout = Duration.seconds(60)
    /// How long a client may pause between two reads of a request body before the connection is
    /// closed (nginx's `client_body_timeout`, 60 s).
    public var bodyTimeout = Duration.seconds(60)
    /// How long a connection may stay idle between a response and the next request's complete header
    /// before it is closed (nginx's `keepalive_timeout`, 75 s).
    public var idleTimeout = Duration.seconds(75)
    /// The most connections open at once; beyond it, new connections wait in the listen backlog until
    /// one closes.
    public var maximumConnections = 1024
    /// How many NIO event loops (threads) serve the process's HTTP and PostgreSQL connections; nil: NIO's
    /// default, one per core (or `NIO_SINGLETON_GROUP_LOOP_COUNT`). Applied by ``EventLoops/use(_:)``.
    public var eventLoops: Int?
    /// Unfinished push jobs this server instance owned when it stopped are failed at start; the name
    /// identifies the instance across restarts (the host name by default: set it per server when
    /// several share one PostgreSQL database on one host).
    public var instanceName = ServerConfiguration.localHostName()
    /// The longest key, in UTF-8 bytes, a push or import may store; longer ones are refused (422).
    public var maximumKeyLength = 1024
    /// The longest source string or translation, in UTF-8 bytes, a push or import may store (422).
    public var maximumStringLength = 64 * 1024
    /// The most strings one push or import may carry (413).
    public var maximumStringsPerPush = 500_000
    /// The budget of one `POST /import/{lang}`, GlossaFormats' archive and document limits: what an
    /// archive's members may expand to in total (64 MiB) and each (16 MiB), how many members it may hold
    /// (10,000), the compression ratio (1,000) and nesting depth (256). A zip archive is judged on the
    /// sizes its central directory declares before anything is inflated, and refused with 413 naming the
    /// member and the limit; its members are then inflated one at a time, each parsed and released before
    /// the next, and one that expands beyond its declared size is refused (400) naming it. Reading stops
    /// at the first limit reached, so memory and parse work stay bounded whatever the archive.
    public var importLimits = ReadLimits(
        maximumTotalSize: 64 << 20, maximumFileSize: 16 << 20, maximumFileCount: 10_000)
    /// The most imports this server reads at once; further ones are refused with 503 and
    /// `Retry-After` until one finishes. Imports are read on threads of their own, never on the
    /// threads that answer other requests.
    public var maximumConcurrentImports = 1
    /// The file formats of `POST /import/{lang}` and `GET /export/{lang}`.
    public var formats = TranslationFileFormats()
    /// Password hashing, session lifetime, sign-in lockout and invitation expiry.
    public var accounts = AccountConfiguration()

    /// The defaults: 127.0.0.1:10300, SQLite in `./glossa-data`.
    public init() {}

    /// The `Cache-Control` value of content and language responses: `max-age=N`, and
    /// `, stale-while-revalidate=M` when ``cacheStaleWhileRevalidate`` is set.
    public var cacheControl: String {
        "max-age=\(cacheMaxAge)" + (cacheStaleWhileRevalidate.map { ", stale-while-revalidate=\($0)" } ?? "")
    }

    /// The system's host name (`gethostname`, no DNS lookup); `glossa` if it has none.
    static func localHostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "glossa" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "glossa" : name.replacingOccurrences(of: "#", with: "-")
    }
}

/// Per-token request limits by route group, counted in fixed windows; nil means unlimited.
public struct RateLimits: Sendable, Hashable {
    /// `GET /languages`, `GET /content/…`. Default: 1,000 per 4 s (the CDS's).
    public var pull: RateLimit? = RateLimit(requests: 1000, window: .seconds(4))
    /// `GET /export/…`, whole files of the project (a build once per revision, then served from the
    /// cache). Default: 60 per 60 s.
    public var export: RateLimit? = RateLimit(requests: 60, window: .seconds(60))
    /// `POST /content`, translations and imports. Default: 20 per 60 s.
    public var push: RateLimit? = RateLimit(requests: 20, window: .seconds(60))
    /// `POST /invalidate…`, `POST /purge…`. Default: 120 per 5 s.
    public var invalidate: RateLimit? = RateLimit(requests: 120, window: .seconds(5))
    /// `GET /jobs/content/…`. Default: 120 per 5 s.
    public var jobs: RateLimit? = RateLimit(requests: 120, window: .seconds(5))
    /// Failed authentications (an unknown or expired token, a wrong secret or trust secret) per client
    /// address; past it, every authenticated request from the address gets 429 until the window ends.
    /// Default: 20 per 60 s.
    public var authenticationFailures: RateLimit? = RateLimit(requests: 20, window: .seconds(60))

    /// The CDS's limits.
    public init() {}

    /// No limits at all.
    public static let unlimited: RateLimits = {
        var limits = RateLimits()
        limits.pull = nil
        limits.export = nil
        limits.push = nil
        limits.invalidate = nil
        limits.jobs = nil
        limits.authenticationFailures = nil
        return limits
    }()

    func limit(for scope: RateLimitScope) -> RateLimit? {
        switch scope {
        case .pull: pull
        case .export: export
        case .push: push
        case .invalidate: invalidate
        case .jobs: jobs
        case .authenticationFailures: authenticationFailures
        }
    }

    /// Sets the limit of `scope`.
    public mutating func set(_ limit: RateLimit?, for scope: RateLimitScope) {
        switch scope {
        case .pull: pull = limit
        case .export: export = limit
        case .push: push = limit
        case .invalidate: invalidate = limit
        case .jobs: jobs = limit
        case .authenticationFailures: authenticationFailures = limit
        }
    }
}

/// A number of requests allowed per window.
public struct RateLimit: Sendable, Hashable, CustomStringConvertible {
    /// Requests allowed in each window.
    public var requests: Int
    /// The window's length.
    public var window: Duration

    /// Creates a limit.
    public init(requests: Int, window: Duration) {
        self.requests = requests
        self.window = window
    }

    /// Reads `N/Ds` (for example `1000/4s`), `N/Dm`, or `off`.
    public init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let requests = Int(parts[0]), requests > 0, let unit = parts[1].last,
            let amount = Int(parts[1].dropLast()), amount > 0
        else { return nil }
        switch unit {
        case "s": window = .seconds(amount)
        case "m": window = .seconds(amount * 60)
        default: return nil
        }
        self.requests = requests
    }

    /// `N/Ds`.
    public var description: String { "\(requests)/\(window.components.seconds)s" }
}

/// The route groups that are rate-limited separately.
public enum RateLimitScope: String, Sendable, Hashable, CaseIterable {
    /// Reads.
    case pull
    /// Exports.
    case export
    /// Writes.
    case push
    /// Cache invalidation.
    case invalidate
    /// Job polling.
    case jobs
    /// Failed authentications, counted per client address rather than per token.
    case authenticationFailures = "auth"

    /// Whether the scope's requests are counted in the database, together by every server sharing it (writes
    /// and invalidations), rather than by each server on its own (reads, exports, job polls, failed
    /// authentications: the load balancer spreads them).
    public var isShared: Bool { self == .push || self == .invalidate }
}
