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
            GLOSSA_MAX_BODY_SIZE, GLOSSA_RATE_LIMITS (for example "pull=5000/4s,push=off"). Prefer the \
            environment for the trust secret: command lines are visible to other users.

            The schema is created or migrated at start. SIGTERM or SIGINT stops the server gracefully: \
            requests in flight and running pushes finish first.

            Examples:
              glossa project create demo --source en --languages fr,de
              glossa serve
              glossa serve --port 8080 --data-dir /var/lib/glossa
              GLOSSA_DATABASE_URL=postgres://glossa@db/glossa glossa serve --host 0.0.0.0

            Exit status: 0 after a graceful stop; 1 if the database cannot be opened or the address \
            cannot be bound; 64 usage error.
            """)

    @Option(help: ArgumentHelp("The address to listen on (env GLOSSA_HOST; default 127.0.0.1).", valueName: "address"))
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
            "Per-token limits, e.g. pull=1000/4s,push=20/60s,invalidate=120/5s,jobs=120/5s; 'off' disables one (env GLOSSA_RATE_LIMITS).",
            valueName: "limits"))
    var rateLimits: String?

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
        if let host = value(host, "GLOSSA_HOST") { configuration.host = host }
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
        if let text = value(maxBodySize.map(String.init), "GLOSSA_MAX_BODY_SIZE") {
            guard let size = Int(text), size > 0 else {
                throw ValidationError("--max-body-size must be a positive number")
            }
            configuration.maximumBodySize = size
        }
        if let text = value(rateLimits, "GLOSSA_RATE_LIMITS") {
            for item in text.split(separator: ",") {
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let scope = RateLimitScope(rawValue: parts[0]) else {
                    throw ValidationError(
                        "cannot read rate limit \"\(item)\": expected pull|push|invalidate|jobs=N/Ds or =off")
                }
                let limit: RateLimit?
                if parts[1] == "off" {
                    limit = nil
                } else if let parsed = RateLimit(argument: parts[1]) {
                    limit = parsed
                } else {
                    throw ValidationError("cannot read rate limit \"\(item)\": expected N/Ds or N/Dm, e.g. 1000/4s")
                }
                switch scope {
                case .pull: configuration.rateLimits.pull = limit
                case .push: configuration.rateLimits.push = limit
                case .invalidate: configuration.rateLimits.invalidate = limit
                case .jobs: configuration.rateLimits.jobs = limit
                }
            }
        }
        return configuration
    }

    func run() async throws {
        let configuration = try makeConfiguration()
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = configuration.logLevel
            return handler
        }
        let logger = Logger(label: "glossa.server")
        let store: any ProjectStore
        do {
            store = try await configuration.database.openStore(logger: logger)
        } catch {
            throw InputError(description: "cannot open the database (\(configuration.database)): \(error)")
        }
        let server = DeliveryServer(configuration: configuration, store: store, logger: logger)
        let host = configuration.host
        let database = configuration.database
        do {
            try await server.run { port in
                StandardError.write("glossa: serving on http://\(host):\(port) (\(database))\n")
            }
        } catch {
            throw InputError(description: "the server stopped: \(error)")
        }
    }
}
