import Foundation
import Logging

/// Where the server's data lives.
public enum DatabaseLocation: Sendable, Hashable, CustomStringConvertible {
    /// A SQLite file `glossa.sqlite` in this directory (created if missing): the embedded default.
    case sqliteDirectory(String)
    /// A PostgreSQL database at this `postgres://` URL.
    case postgres(String)
    /// An in-memory SQLite database (tests and trials; nothing survives a restart).
    case sqliteInMemory

    /// Reads a `--database` value: a `postgres://` URL, `sqlite::memory:`, or a directory.
    public init(argument: String) {
        if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
            self = .postgres(argument)
        } else if argument == "sqlite::memory:" || argument == ":memory:" {
            self = .sqliteInMemory
        } else {
            self = .sqliteDirectory(argument)
        }
    }

    /// Where, without a password.
    public var description: String {
        switch self {
        case .sqliteDirectory(let directory): "SQLite in \(directory)/glossa.sqlite"
        case .postgres(let url):
            "PostgreSQL at \(DatabaseURLError(url: url, reason: "").description.dropFirst("invalid database URL ".count).dropLast(2))"
        case .sqliteInMemory: "SQLite in memory"
        }
    }

    /// How long opening a PostgreSQL store waits for a database that cannot be reached yet, unless told:
    /// 30 s, time for a database started beside the server to accept connections.
    public static let defaultStartupTimeout = Duration.seconds(30)

    /// Opens the store and applies pending schema migrations.
    ///
    /// - Parameters:
    ///   - logger: Where the store logs (migrations, a PostgreSQL outage and its end).
    ///   - outageLeaseTimeout: On PostgreSQL, how long an operation waits for a connection once the
    ///     database has been found unreachable
    ///     (``PostgresBackend/init(url:logger:leaseTimeout:outageLeaseTimeout:answerTimeout:)``); ignored by
    ///     SQLite.
    ///   - answerTimeout: On PostgreSQL, how long the database may take to answer one statement before its
    ///     connection is closed as stuck and the operation fails as unavailable (the same initializer);
    ///     ignored by SQLite.
    ///   - startupTimeout: On PostgreSQL, how long to wait for a database that cannot be reached yet
    ///     (``PostgresBackend/waitUntilReachable(timeout:)``): one that refuses the credentials or the
    ///     database name fails at once; ignored by SQLite.
    /// - Throws: What went wrong, naming the cause: a ``PostgresError`` for a database that was not
    ///   reached or refused the connection.
    public func openStore(
        logger: Logger, outageLeaseTimeout: Duration = PostgresBackend.defaultOutageLeaseTimeout,
        answerTimeout: Duration = PostgresBackend.defaultAnswerTimeout, startupTimeout: Duration = defaultStartupTimeout
    ) async throws -> any ServerStore {
        let database: any SQLDatabase
        switch self {
        case .sqliteDirectory(let directory):
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            database = try await SQLiteBackend.open(path: directory + "/glossa.sqlite", logger: logger)
        case .postgres(let url):
            let backend = try PostgresBackend(
                url: url, logger: logger, outageLeaseTimeout: outageLeaseTimeout, answerTimeout: answerTimeout)
            do {
                try await backend.waitUntilReachable(timeout: startupTimeout)
            } catch {
                try? await backend.close()
                throw error
            }
            database = backend
        case .sqliteInMemory:
            database = try await SQLiteBackend.open(path: nil, logger: logger)
        }
        let store = SQLProjectStore(database: database)
        do {
            try await store.migrate()
        } catch {
            try? await store.close()
            throw error
        }
        return store
    }
}
