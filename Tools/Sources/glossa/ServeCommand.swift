import ArgumentParser
import Foundation
import GlossaServer
import Logging

/// `glossa serve`: the CDS-compatible delivery server.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the delivery server (CDS-compatible; SQLite in ./glossa-data by default).",
        discussion: """
            Every option can also be set in the environment (the flag wins): GLOSSA_HOST, GLOSSA_PORT, \
            GLOSSA_DATA_DIR, GLOSSA_DATABASE_URL, GLOSSA_LOG_LEVEL, GLOSSA_TRUST_SECRET, GLOSSA_AUTH_HEADER, \
            GLOSSA_MAX_BODY_SIZE, GLOSSA_RATE_LIMITS (for example "pull=5000/4s,push=off"), \
            GLOSSA_HEADER_TIMEOUT, GLOSSA_BODY_TIMEOUT, GLOSSA_IDLE_TIMEOUT, GLOSSA_MAX_CONNECTIONS, \
            GLOSSA_MAX_KEY_LENGTH, GLOSSA_MAX_STRING_LENGTH, GLOSSA_MAX_STRINGS_PER_PUSH, \
            GLOSSA_INSTANCE_NAME, GLOSSA_DRAIN_DELAY, GLOSSA_SECURE_COOKIES, GLOSSA_LOG_FORMAT, GLOSSA_METRICS_TOKEN, \
            GLOSSA_CACHE_MAX_AGE, GLOSSA_STALE_WHILE_REVALIDATE, GLOSSA_PURGE_URL, GLOSSA_PURGE_AUTHORIZATION, \
            GLOSSA_ANALYTICS_FLUSH_INTERVAL, GLOSSA_SERVER_HEARTBEAT, GLOSSA_OUTAGE_LEASE_TIMEOUT, GLOSSA_DATABASE_ANSWER_TIMEOUT, GLOSSA_EVENT_LOOPS. Prefer the \
            environment for the trust secret, the metrics token and the purge authorization: command lines are \
            visible to other users. GLOSSA_HOST may be a bare address or the URL push, pull and invalidate read \
            (http://127.0.0.1:10300): serve listens on that URL's host, and on its port unless --port or \
            GLOSSA_PORT names one.

            Slow clients are closed like nginx closes them: 60 s to send a request header on a new \
            connection, 60 s between two reads of a body, 75 s idle between requests; at most 1024 \
            connections at once (more wait in the listen backlog). Failed authentications are limited \
            per client address (auth=20/60s in --rate-limits); behind a proxy, every client shares the \
            proxy's address. Exports (GET /export/…, whole files, with the token's secret) have a limit \
            of their own, apart from content's: export=60/60s per token in --rate-limits.

            At start, push jobs this instance left unfinished (a crash, a kill) are marked failed. With \
            several servers on one PostgreSQL database on the same host, give each its own \
            --instance-name (default: the host name).

            Several servers can share one PostgreSQL database behind a load balancer: a write through one \
            reaches every server's cache at once (LISTEN/NOTIFY on the channel glossa_changes; each server \
            revalidates its cache every 2 s if the notifications' connection is lost), and a push of a \
            project while another runs gets 409 from any of them. A push whose server dies reads failed on \
            every server within 20 s (its lease is not renewed), and nothing of it is written. The push and \
            invalidate rate limits are counted in the database, across servers; the others per server. \
            SQLite serves one server only. While PostgreSQL is down, requests that need it get 503 with \
            Retry-After: 5 within --outage-lease-timeout seconds (default 2) instead of postgres-nio's \
            minute, and content already cached keeps being served. When the network to PostgreSQL freezes \
            (no answer, no reset), a statement unanswered for --database-answer-timeout seconds (default 10) \
            has its connection closed and its request gets 503; the connection listening for other servers' \
            changes is probed as often, and reconnected. Several servers on one machine: give each \
            --event-loops 1 (by default each makes one event loop per core), which costs less CPU per request.

            GET /health answers 200 while the server is alive, whatever its database does. GET /ready answers 200 only \
            when the database answers and is migrated, the server is not draining and (PostgreSQL) it \
            listens for other servers' changes; 503 otherwise: point load balancer health checks at it.

            The schema is created or migrated at start (once, when several servers start together). \
            PostgreSQL that cannot be reached yet is waited for up to --database-startup-timeout seconds \
            (default 30), with a warning naming the cause after each attempt; credentials or a database name \
            it refuses fail at once. \
            SIGTERM or SIGINT stops the server gracefully: /ready answers 503 at once while requests are \
            still accepted for --drain-delay seconds (default 0), then the server stops accepting \
            connections, lets requests in flight and running pushes finish, and exits.

            Operations: every response carries X-Request-ID (the client's if well formed, else a new one), and \
            every log line of a request carries it (request_id with --log-format json). GET /metrics serves \
            Prometheus metrics (requests by route and status with latency histograms, cache hits and misses, \
            change notices received, push job durations and outcomes, database connections in use) only with \
            --metrics-token, and only to 'Authorization: Bearer <token>': no project token opens it.

            A CDN in front: content and languages carry Cache-Control max-age (--cache-max-age) and, with \
            --stale-while-revalidate, stale-while-revalidate. With --purge-url, each publish (push, translation \
            save, import, invalidation, change of languages or tokens) is followed by a POST of \
            {"project","change","languages","paths"} to that URL, off the request's path: 5 s per attempt, 3 \
            attempts at most (after 1 s, then 2 s), failures logged; a publish never fails because of it.

            Analytics: content fetches are counted per day, language and client SDK (X-NATIVE-SDK; no \
            per-user data) in memory, added to the database every --analytics-flush-interval seconds and \
            at shutdown, and read at GET /analytics?filter[since]=YYYY-MM-DD&filter[until]=YYYY-MM-DD with \
            the token and secret. Several servers on PostgreSQL: each records a heartbeat every \
            --server-heartbeat seconds, and the read limits (pull, export, jobs, auth) are divided among \
            the live servers, so together they allow about the configured rates.

            Examples:
              glossa project create demo --source en --languages fr,de
              glossa serve
              glossa serve --port 8080 --data-dir /var/lib/glossa
              glossa serve --idle-timeout 10 --max-connections 256
              GLOSSA_DATABASE_URL=postgres://glossa@db/glossa glossa serve --host 0.0.0.0
              glossa serve --port 10301 --instance-name a --drain-delay 5
              GLOSSA_METRICS_TOKEN=… glossa serve --log-format json
              glossa serve --stale-while-revalidate 60 --cache-max-age 300
              glossa serve --purge-url https://cdn-relay.internal/purge
              glossa serve --database-url postgres://db/glossa --outage-lease-timeout 5
              glossa serve --database-url postgres://db/glossa --port 10301 --event-loops 1

            Exit status: 0 after a graceful stop; 1 if the database cannot be opened (the message names \
            the cause) or the address cannot be bound; 64 usage error.
            """)

    @Option(
        help: ArgumentHelp(
            "The address to listen on, or a URL whose host and port to use (env GLOSSA_HOST, the URL push and pull read; default 127.0.0.1).",
            valueName: "address"))
    var host: String?

    @Option(help: ArgumentHelp("The port; 0 picks a free one (env GLOSSA_PORT; default 10300).", valueName: "port"))
    var port: Int?

    @OptionGroup
    var database: DatabaseOptions

    @Option(
        help: ArgumentHelp(
            "trace, debug, info, notice, warning, error or critical (env GLOSSA_LOG_LEVEL; default info).",
            valueName: "level"))
    var logLevel: String?

    @Option(
        help: ArgumentHelp(
            "The server trust secret for jobs, invalidate and purge (env GLOSSA_TRUST_SECRET).", valueName: "secret"))
    var trustSecret: String?

    @Option(
        help: ArgumentHelp(
            "The header carrying 'Bearer <token>[:<secret>]' (env GLOSSA_AUTH_HEADER; default Authorization).",
            valueName: "name"))
    var authHeader: String?

    @Option(
        help: ArgumentHelp(
            "The largest request body in bytes (env GLOSSA_MAX_BODY_SIZE; default 52428800).", valueName: "bytes"))
    var maxBodySize: Int?

    @Option(
        help: ArgumentHelp(
            "Per-token limits, the defaults: pull=1000/4s,export=60/60s,push=20/60s,invalidate=120/5s,jobs=120/5s, and failed authentications per client address, auth=20/60s; 'off' disables one (env GLOSSA_RATE_LIMITS).",
            valueName: "limits"))
    var rateLimits: String?

    @Option(
        help: ArgumentHelp(
            "Seconds a new connection may take to send a request header (env GLOSSA_HEADER_TIMEOUT; default 60).",
            valueName: "seconds"))
    var headerTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a client may pause between two reads of a request body (env GLOSSA_BODY_TIMEOUT; default 60).",
            valueName: "seconds"))
    var bodyTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "Seconds a connection may stay idle between requests (env GLOSSA_IDLE_TIMEOUT; default 75).",
            valueName: "seconds"))
    var idleTimeout: Double?

    @Option(
        help: ArgumentHelp(
            "The most connections open at once (env GLOSSA_MAX_CONNECTIONS; default 1024).", valueName: "count"))
    var maxConnections: Int?

    @Option(
        help: ArgumentHelp(
            "The longest key stored, in bytes (env GLOSSA_MAX_KEY_LENGTH; default 1024).", valueName: "bytes"))
    var maxKeyLength: Int?

    @Option(
        help: ArgumentHelp(
            "The longest string or translation stored, in bytes (env GLOSSA_MAX_STRING_LENGTH; default 65536).",
            valueName: "bytes"))
    var maxStringLength: Int?

    @Option(
        help: ArgumentHelp(
            "The most strings in one push, translation update or import (env GLOSSA_MAX_STRINGS_PER_PUSH; default 500000).",
            valueName: "count"))
    var maxStringsPerPush: Int?

    @Option(
        help: ArgumentHelp(
            "This server's name in stored push jobs, the same across restarts (env GLOSSA_INSTANCE_NAME; default the host name).",
            valueName: "name"))
    var instanceName: String?

    @Option(
        help: ArgumentHelp(
            "Seconds to keep accepting requests after SIGTERM, with /ready answering 503, before stopping (env GLOSSA_DRAIN_DELAY; default 0).",
            valueName: "seconds"))
    var drainDelay: Double?

    @Flag(
        help:
            "Mark the session cookie Secure: set it when users reach the server over HTTPS (env GLOSSA_SECURE_COOKIES=1)."
    )
    var secureCookies = false

    @Option(
        help: ArgumentHelp(
            "The URL users reach the server at, for invitation links; an https URL also marks the session cookie Secure (env GLOSSA_PUBLIC_URL).",
            valueName: "url"))
    var publicURL: String?

    @Option(
        help: ArgumentHelp(
            "The address of a reverse proxy whose X-Forwarded-Proto: https marks the session cookie Secure; repeat for several (env GLOSSA_TRUSTED_PROXIES, comma-separated).",
            valueName: "address"))
    var trustedProxy: [String] = []

    @OptionGroup
    var operations: ServeOperationsOptions

    func validate() throws {
        _ = try makeConfiguration()
    }

    func makeConfiguration() throws -> ServerConfiguration {
        let environment = ProcessInfo.processInfo.environment
        func value(_ flag: String?, _ name: String) -> String? {
            flag ?? environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        var configuration = ServerConfiguration()
        configuration.database = database.location
        configuration.databaseStartupTimeout = try database.startupTimeout(environment: environment)
        if let text = value(host, "GLOSSA_HOST") {
            guard let address = ListenAddress(text) else {
                throw ValidationError(
                    "cannot listen on \(text): give an address such as 0.0.0.0 or a URL such as http://127.0.0.1:10300")
            }
            configuration.host = address.host
            if let port = address.port { configuration.port = port }
        }
        if let text = value(port.map(String.init), "GLOSSA_PORT") {
            guard let port = Int(text), (0...65535).contains(port) else {
                throw ValidationError("the port must be a number from 0 to 65535, not \(text)")
            }
            configuration.port = port
        }
        if let text = value(logLevel, "GLOSSA_LOG_LEVEL") {
            guard let level = Logger.Level(rawValue: text) else {
                throw ValidationError(
                    "unknown log level \(text): use trace, debug, info, notice, warning, error or critical")
            }
            configuration.logLevel = level
        }
        configuration.trustSecret = value(trustSecret, "GLOSSA_TRUST_SECRET")
        if let header = value(authHeader, "GLOSSA_AUTH_HEADER") { configuration.authorizationHeader = header }
        func positive(_ flag: String?, _ name: String, _ option: String) throws -> Int? {
            guard let text = value(flag, name) else { return nil }
            guard let number = Int(text), number > 0 else {
                throw ValidationError("\(option) must be a positive number, not \(text)")
            }
            return number
        }
        func seconds(_ flag: Double?, _ name: String, _ option: String) throws -> Duration? {
            guard let text = value(flag.map { String($0) }, name) else { return nil }
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                throw ValidationError("\(option) must be a number of seconds above 0 and at most 86400, not \(text)")
            }
            return .milliseconds(Int64(seconds * 1000))
        }
        if let size = try positive(maxBodySize.map(String.init), "GLOSSA_MAX_BODY_SIZE", "--max-body-size") {
            configuration.maximumBodySize = size
        }
        if let timeout = try seconds(headerTimeout, "GLOSSA_HEADER_TIMEOUT", "--header-timeout") {
            configuration.headerTimeout = timeout
        }
        if let timeout = try seconds(bodyTimeout, "GLOSSA_BODY_TIMEOUT", "--body-timeout") {
            configuration.bodyTimeout = timeout
        }
        if let timeout = try seconds(idleTimeout, "GLOSSA_IDLE_TIMEOUT", "--idle-timeout") {
            configuration.idleTimeout = timeout
        }
        if let count = try positive(maxConnections.map(String.init), "GLOSSA_MAX_CONNECTIONS", "--max-connections") {
            configuration.maximumConnections = count
        }
        if let bytes = try positive(maxKeyLength.map(String.init), "GLOSSA_MAX_KEY_LENGTH", "--max-key-length") {
            configuration.maximumKeyLength = bytes
        }
        if let bytes = try positive(
            maxStringLength.map(String.init), "GLOSSA_MAX_STRING_LENGTH", "--max-string-length")
        {
            configuration.maximumStringLength = bytes
        }
        if let count = try positive(
            maxStringsPerPush.map(String.init), "GLOSSA_MAX_STRINGS_PER_PUSH", "--max-strings-per-push")
        {
            configuration.maximumStringsPerPush = count
        }
        if let text = value(drainDelay.map { String($0) }, "GLOSSA_DRAIN_DELAY") {
            guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
                throw ValidationError("--drain-delay must be a number of seconds from 0 to 3600, not \(text)")
            }
            configuration.drainDelay = .milliseconds(Int64(seconds * 1000))
        }
        if let name = value(instanceName, "GLOSSA_INSTANCE_NAME") {
            guard !name.contains("#") else { throw ValidationError("--instance-name cannot contain '#'") }
            configuration.instanceName = name
        }
        configuration.accounts.secureCookies = secureCookies || value(nil, "GLOSSA_SECURE_COOKIES") == "1"
        if let url = value(publicURL, "GLOSSA_PUBLIC_URL") {
            let lowered = url.lowercased()
            guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), url.count > 8,
                !url.contains(" ")
            else {
                throw ValidationError("--public-url must be an http or https URL such as https://glossa.example.com")
            }
            configuration.accounts.publicURL = url
        }
        let proxies =
            trustedProxy.isEmpty
            ? (value(nil, "GLOSSA_TRUSTED_PROXIES") ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            } : trustedProxy
        configuration.accounts.trustedProxies = Set(proxies.filter { !$0.isEmpty })
        if let text = value(rateLimits, "GLOSSA_RATE_LIMITS") {
            for item in text.split(separator: ",") {
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let scope = RateLimitScope(rawValue: parts[0]) else {
                    throw ValidationError(
                        "cannot read rate limit \"\(item)\": expected "
                            + RateLimitScope.allCases.map(\.rawValue).joined(separator: "|") + "=N/Ds or =off")
                }
                let limit: RateLimit?
                if parts[1] == "off" {
                    limit = nil
                } else if let parsed = RateLimit(argument: parts[1]) {
                    limit = parsed
                } else {
                    throw ValidationError("cannot read rate limit \"\(item)\": expected N/Ds or N/Dm, e.g. 1000/4s")
                }
                configuration.rateLimits.set(limit, for: scope)
            }
        }
        try operations.apply(to: &configuration, environment: environment)
        return configuration
    }

    func run() async throws {
        let configuration = try makeConfiguration()
        // Before the store or the server first uses NIO's shared event loop group.
        if let count = configuration.eventLoops { EventLoops.use(count) }
        try operations.bootstrapLogging(
            level: configuration.logLevel, environment: ProcessInfo.processInfo.environment)
        let logger = Logger(label: "glossa.server")
        let store: any ServerStore
        do {
            store = try await configuration.database.openStore(
                logger: logger, outageLeaseTimeout: configuration.databaseOutageLeaseTimeout,
                answerTimeout: configuration.databaseAnswerTimeout, startupTimeout: configuration.databaseStartupTimeout
            )
        } catch {
            throw InputError(description: "cannot open the database (\(configuration.database)): \(error)")
        }
        let server = DeliveryServer(configuration: configuration, store: store, logger: logger)
        let host = configuration.host
        let database = configuration.database
        let json = try operations.format(environment: ProcessInfo.processInfo.environment) == .json
        // With JSON logs every line of standard error is JSON, this one too, whatever the log level.
        var announcer = logger
        announcer.logLevel = .notice
        do {
            try await server.run { [announcer] port in
                let serving = "serving on http://\(host):\(port) (\(database))"
                if json { announcer.notice("\(serving)") } else { StandardError.write("glossa: \(serving)\n") }
            }
        } catch {
            throw InputError(description: "the server stopped: \(error)")
        }
    }
}
