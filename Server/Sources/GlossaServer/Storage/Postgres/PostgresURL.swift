import Foundation
import PostgresNIO

/// A `postgres://user:password@host:port/database?sslmode=…` URL, read once into the configurations of
/// the pool and of a single connection (the start-up check, ``PostgresStartup``).
struct PostgresURL: Sendable {
    /// How the connection uses TLS (`sslmode`: `disable`, `prefer`/`allow`, `require`/`verify-ca`/`verify-full`).
    enum TLSMode: Sendable { case disable, prefer, require }

    var host: String
    var port: Int
    var username: String
    var password: String?
    var database: String?
    var tls: TLSMode

    /// Reads `text`.
    ///
    /// - Throws: ``DatabaseURLError`` saying what is wrong with it.
    init(_ text: String) throws {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            ["postgres", "postgresql"].contains(scheme), let host = components.host, !host.isEmpty
        else {
            throw DatabaseURLError(url: text, reason: "expected postgres://user:password@host:port/database")
        }
        let mode = components.queryItems?.first { $0.name == "sslmode" }?.value ?? "disable"
        switch mode {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer
        case "require", "verify-ca", "verify-full": tls = .require
        default: throw DatabaseURLError(url: text, reason: "unknown sslmode \(mode)")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        self.host = host
        port = components.port ?? 5432
        username = components.user ?? "postgres"
        password = components.password
        self.database = database.isEmpty ? nil : database
    }

    /// The pool's configuration.
    var clientConfiguration: PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS
        switch self.tls {
        case .disable: tls = .disable
        case .prefer: tls = .prefer(.makeClientConfiguration())
        case .require: tls = .require(.makeClientConfiguration())
        }
        return PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
    }

    /// The configuration of one connection outside the pool, given up after `connectTimeout`.
    func connectionConfiguration(connectTimeout: Duration) throws -> PostgresConnection.Configuration {
        let tls: PostgresConnection.Configuration.TLS
        switch self.tls {
        case .disable: tls = .disable
        case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
        case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
        configuration.options.connectTimeout = .nanoseconds(Int64(connectTimeout.nanoseconds))
        return configuration
    }
}
