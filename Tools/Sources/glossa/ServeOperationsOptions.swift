import ArgumentParser
import Foundation
import GlossaServer
import Logging

/// `glossa serve`'s options for running in production behind a load balancer or a CDN: the log format,
/// Prometheus metrics, `Cache-Control`, the purge hook, the analytics' flushes, the heartbeat the read
/// limits are shared by, how soon requests fail while PostgreSQL is down, and the event loops.
struct ServeOperationsOptions: ParsableArguments {
    /// How log lines are written.
    enum LogFormat: String, CaseIterable {
        case text
        case json
    }

    @Option(
        help: ArgumentHelp(
            "text, or json: one JSON object per line with time, level, message, request_id and metadata (env GLOSSA_LOG_FORMAT; default text).",
            valueName: "format"))
    var logFormat: String?

    @Option(
        help: ArgumentHelp(
            "Serve Prometheus metrics at GET /metrics to 'Authorization: Bearer <token>' only, 16 characters or more (env GLOSSA_METRICS_TOKEN; default: no /metrics).",
            valueName: "token"))
    var metricsToken: String?

    @Option(
        help: ArgumentHelp(
            "Cache-Control max-age of content and languages, in seconds (env GLOSSA_CACHE_MAX_AGE; default 1800).",
            valueName: "seconds"))
    var cacheMaxAge: Int?

    @Option(
        help: ArgumentHelp(
            "Cache-Control stale-while-revalidate of content and languages, in seconds, for a CDN (env GLOSSA_STALE_WHILE_REVALIDATE; default: none).",
            valueName: "seconds"))
    var staleWhileRevalidate: Int?

    @Option(
        help: ArgumentHelp(
            "POST {\"project\",\"change\",\"languages\",\"paths\"} to this http(s) URL after each publish, for a CDN (env GLOSSA_PURGE_URL).",
            valueName: "url"))
    var purgeURL: String?

    @Option(
        help: ArgumentHelp(
            "The Authorization header of the purge hook's calls, e.g. 'Bearer …' (env GLOSSA_PURGE_AUTHORIZATION; prefer the environment).",
            valueName: "value"))
    var purgeAuthorization: String?

    @Option(
        help: ArgumentHelp(
            "How often the content fetches counted in memory are added to the database's analytics (GET /analytics), in seconds, 1 to 3600; also at shutdown (env GLOSSA_ANALYTICS_FLUSH_INTERVAL; default 30).",
            valueName: "seconds"))
    var analyticsFlushInterval: Int?

    @Option(
        help: ArgumentHelp(
            "On PostgreSQL, how often the process records its heartbeat among the processes sharing the database, in seconds, 1 to 300; the read limits (pull, export, jobs, auth) are divided among the processes beating within 3 heartbeats. 0: do not register, apply the full rates (env GLOSSA_SERVER_HEARTBEAT; default 5).",
            valueName: "seconds"))
    var serverHeartbeat: Int?

    @Option(
        help: ArgumentHelp(
            "On PostgreSQL, once the database has been found unreachable, how long a request waits for a connection before it gets 503 with Retry-After, in seconds above 0, at most 60 (env GLOSSA_OUTAGE_LEASE_TIMEOUT; default 2).",
            valueName: "seconds"))
    var outageLeaseTimeout: String?

    @Option(
        help: ArgumentHelp(
            "On PostgreSQL, how long the database may take to answer one statement before its connection is closed as stuck (a frozen network) and the request gets 503 with Retry-After; the change notices' connection is probed as often. In seconds above 0, at most 600; migrations and the VACUUM after a bulk write have no limit (env GLOSSA_DATABASE_ANSWER_TIMEOUT; default 10).",
            valueName: "seconds"))
    var databaseAnswerTimeout: String?

    @Option(
        help: ArgumentHelp(
            "How many event loops (threads) serve HTTP and PostgreSQL connections, 1 to 256; with several processes on one machine, 1 each costs less CPU per request (env GLOSSA_EVENT_LOOPS; default one per core).",
            valueName: "count"))
    var eventLoops: String?

    /// The log format asked for (flag, then environment).
    func format(environment: [String: String]) throws -> LogFormat {
        guard let text = Self.value(logFormat, "GLOSSA_LOG_FORMAT", environment) else { return .text }
        guard let format = LogFormat(rawValue: text) else {
            throw ValidationError("unknown log format \(text): use text or json")
        }
        return format
    }

    /// Sets what these options say in `configuration`.
    func apply(to configuration: inout ServerConfiguration, environment: [String: String]) throws {
        _ = try format(environment: environment)
        if let token = Self.value(metricsToken, "GLOSSA_METRICS_TOKEN", environment) {
            guard token.count >= 16, token.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
                throw ValidationError("--metrics-token must be 16 characters or more, without spaces")
            }
            configuration.metrics = MetricsConfiguration(token: token)
        }
        func seconds(_ flag: Int?, _ name: String, _ option: String) throws -> Int? {
            guard let text = Self.value(flag.map(String.init), name, environment) else { return nil }
            guard let seconds = Int(text), (0...31_536_000).contains(seconds) else {
                throw ValidationError("\(option) must be a number of seconds from 0 to 31536000, not \(text)")
            }
            return seconds
        }
        if let maxAge = try seconds(cacheMaxAge, "GLOSSA_CACHE_MAX_AGE", "--cache-max-age") {
            configuration.cacheMaxAge = maxAge
        }
        configuration.cacheStaleWhileRevalidate = try seconds(
            staleWhileRevalidate, "GLOSSA_STALE_WHILE_REVALIDATE", "--stale-while-revalidate")
        func interval(_ flag: Int?, _ name: String, _ option: String, _ range: ClosedRange<Int>) throws -> Int? {
            guard let text = Self.value(flag.map(String.init), name, environment) else { return nil }
            guard let seconds = Int(text), range.contains(seconds) else {
                throw ValidationError(
                    "\(option) must be a number of seconds from \(range.lowerBound) to \(range.upperBound), not \(text)"
                )
            }
            return seconds
        }
        if let flush = try interval(
            analyticsFlushInterval, "GLOSSA_ANALYTICS_FLUSH_INTERVAL", "--analytics-flush-interval", 1...3600)
        {
            configuration.analytics.flushInterval = .seconds(flush)
        }
        if let heartbeat = try interval(serverHeartbeat, "GLOSSA_SERVER_HEARTBEAT", "--server-heartbeat", 0...300) {
            configuration.serverHeartbeatInterval = heartbeat == 0 ? nil : .seconds(heartbeat)
        }
        func timeout(_ flag: String?, _ name: String, _ option: String, maximum: Double) throws -> Duration? {
            guard let text = Self.value(flag, name, environment) else { return nil }
            guard let seconds = Double(text), seconds > 0, seconds <= maximum else {
                throw ValidationError(
                    "\(option) must be a number of seconds above 0 and at most \(Int(maximum)), not \(text)")
            }
            return .milliseconds(max(1, Int64((seconds * 1000).rounded())))
        }
        if let lease = try timeout(
            outageLeaseTimeout, "GLOSSA_OUTAGE_LEASE_TIMEOUT", "--outage-lease-timeout", maximum: 60)
        {
            configuration.databaseOutageLeaseTimeout = lease
        }
        if let answer = try timeout(
            databaseAnswerTimeout, "GLOSSA_DATABASE_ANSWER_TIMEOUT", "--database-answer-timeout", maximum: 600)
        {
            configuration.databaseAnswerTimeout = answer
        }
        if let text = Self.value(eventLoops, "GLOSSA_EVENT_LOOPS", environment) {
            guard let count = Int(text), EventLoops.allowed.contains(count) else {
                throw ValidationError(
                    "--event-loops must be a number of event loops from \(EventLoops.allowed.lowerBound) to "
                        + "\(EventLoops.allowed.upperBound), not \(text)")
            }
            configuration.eventLoops = count
        }
        if let text = Self.value(purgeURL, "GLOSSA_PURGE_URL", environment) {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                throw ValidationError(
                    "--purge-url must be an http or https URL such as https://cdn-relay.example.com/purge")
            }
            configuration.purgeHook = PurgeHookConfiguration(
                url: url, authorization: Self.value(purgeAuthorization, "GLOSSA_PURGE_AUTHORIZATION", environment))
        } else if Self.value(purgeAuthorization, "GLOSSA_PURGE_AUTHORIZATION", environment) != nil {
            throw ValidationError("--purge-authorization needs --purge-url")
        }
    }

    /// Makes the process's log handlers: text lines (swift-log's) or JSON lines, at `level`.
    func bootstrapLogging(level: Logger.Level, environment: [String: String]) throws {
        let format = try format(environment: environment)
        LoggingSystem.bootstrap { label in
            switch format {
            case .text:
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            case .json:
                return JSONLogHandler(label: label, level: level)
            }
        }
    }

    private static func value(_ flag: String?, _ name: String, _ environment: [String: String]) -> String? {
        flag ?? environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
