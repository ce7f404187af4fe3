import Logging
import NIOPosix
import SQLiteNIO

/// A SQLite database file (or `:memory:`) behind one connection. Statements are serialised by an
/// asynchronous lock so that transactions never interleave; the file uses write-ahead logging, so a
/// killed server loses no committed transaction.
public final class SQLiteBackend: SQLDatabase {
    public let dialect = SQLDialect.sqlite
    private let connection: SQLiteConnection
    private let lock = AsyncSerialLock()

    /// Opens (creating if needed) the database at `path`, or an in-memory one if `path` is nil.
    public static func open(path: String?, logger: Logger) async throws -> SQLiteBackend {
        let connection = try await SQLiteConnection.open(
            storage: path.map { .file(path: $0) } ?? .memory, logger: logger)
        let backend = SQLiteBackend(connection: connection)
        for pragma in [
            "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON",
            "PRAGMA busy_timeout = 5000",
        ] {
            _ = try await connection.query(pragma, [])
        }
        return backend
    }

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    public func transaction<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws
        -> Result
    {
        try await lock.withLock {
            let session = SQLiteSession(connection: connection)
            _ = try await connection.query("BEGIN IMMEDIATE", [])
            do {
                let result = try await body(session)
                _ = try await connection.query("COMMIT", [])
                return result
            } catch {
                _ = try? await connection.query("ROLLBACK", [])
                throw error
            }
        }
    }

    public func read<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result
    {
        try await lock.withLock { try await body(SQLiteSession(connection: connection)) }
    }

    public func close() async throws {
        try await lock.withLock { try await connection.close() }
    }
}

/// Statements on the SQLite connection.
struct SQLiteSession: SQLSession {
    let connection: SQLiteConnection

    @discardableResult
    func query(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
        let rows = try await connection.query(
            sql,
            binds.map { value in
                switch value {
                case .null: .null
                case .integer(let number): .integer(Int(number))
                case .text(let text): .text(text)
                }
            })
        return rows.map { row in
            var values: [String: SQLValue] = [:]
            for column in row.columns {
                switch column.data {
                case .integer(let number): values[column.name] = .integer(Int64(number))
                case .text(let text): values[column.name] = .text(text)
                case .float(let number): values[column.name] = .integer(Int64(number))
                case .null, .blob: values[column.name] = .null
                }
            }
            return SQLRow(values: values)
        }
    }
}
