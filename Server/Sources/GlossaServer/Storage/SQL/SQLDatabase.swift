/// The SQL dialect differences the store cares about.
public enum SQLDialect: Sendable, Hashable {
    /// SQLite 3 (placeholders `?`).
    case sqlite
    /// PostgreSQL (placeholders `$1…`, row locks with `FOR UPDATE`).
    case postgres
}

/// Runs statements inside a transaction or a read.
public protocol SQLSession: Sendable {
    /// Runs `sql` (with `?` placeholders) and returns its rows.
    @discardableResult
    func query(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow]
}

/// A database connection (or pool) that ``SQLProjectStore`` runs on: SQLite or PostgreSQL.
public protocol SQLDatabase: Sendable {
    /// Which dialect statements must be written in.
    var dialect: SQLDialect { get }
    /// Runs `body` in one transaction: committed if it returns, rolled back if it throws.
    func transaction<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result
    /// Runs `body` for reading, outside the write transactions: it sees committed states only and never
    /// waits for a transaction in progress (SQLite: a read connection; PostgreSQL: a pooled connection).
    func read<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result
    /// Closes the connections.
    func close() async throws
    /// How the connections are used now (`/metrics`); nil if the database does not count it.
    var connectionUsage: DatabaseConnectionUsage? { get }
}

extension SQLDatabase {
    /// Not counted.
    public var connectionUsage: DatabaseConnectionUsage? { nil }
}
