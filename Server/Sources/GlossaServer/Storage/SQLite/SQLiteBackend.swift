import Logging
import NIOConcurrencyHelpers
import NIOPosix
import SQLiteNIO

/// A SQLite database file (or `:memory:`): one connection for transactions, whose statements are
/// serialised by an asynchronous lock so that transactions never interleave, and, for a file, read
/// connections of their own. The file uses write-ahead logging, so a killed server loses no committed
/// transaction, and a read sees the last committed state without waiting for a transaction in progress:
/// reads never queue behind writes (a push into a large project no longer holds `/languages`).
public final class SQLiteBackend: SQLDatabase {
    public let dialect = SQLDialect.sqlite
    private let connection: SQLiteConnection
    private let lock = AsyncSerialLock()
    /// The read connections (none for `:memory:`, whose connections would each see a database of their
    /// own), each used by one read at a time, taken in turn.
    private let readers: [Reader]
    private let nextReader = NIOLockedValueBox(0)
    private let usage: ConnectionUsageCounter

    /// A read-only connection and the lock that gives it to one read at a time.
    private struct Reader: Sendable {
        let connection: SQLiteConnection
        let lock = AsyncSerialLock()
    }

    /// How many read connections a file database has.
    static let readConnections = 2

    /// Opens (creating if needed) the database at `path`, or an in-memory one if `path` is nil.
    public static func open(path: String?, logger: Logger) async throws -> SQLiteBackend {
        let connection = try await SQLiteConnection.open(
            storage: path.map { .file(path: $0) } ?? .memory, logger: logger)
        for pragma in [
            "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON",
            "PRAGMA busy_timeout = 5000",
        ] {
            _ = try await connection.query(pragma, [])
        }
        var readers: [Reader] = []
        if let path {
            for _ in 0..<readConnections {
                let reader = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
                for pragma in ["PRAGMA query_only = ON", "PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 5000"] {
                    _ = try await reader.query(pragma, [])
                }
                readers.append(Reader(connection: reader))
            }
        }
        return SQLiteBackend(connection: connection, readers: readers)
    }

    private init(connection: SQLiteConnection, readers: [Reader]) {
        self.connection = connection
        self.readers = readers
        self.usage = ConnectionUsageCounter(maximum: 1 + readers.count)
    }

    /// The write connection and the read connections: in use while a transaction or read holds one,
    /// waiting while it waits for its turn.
    public var connectionUsage: DatabaseConnectionUsage? { usage.usage }

    public func transaction<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws
        -> Result
    {
        usage.enterQueue()
        defer { usage.leaveQueue() }
        return try await lock.withLock {
            usage.acquire()
            defer { usage.release() }
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

    /// Runs `body` on a read connection, in a read transaction: its statements see one committed state,
    /// whatever the transactions on the write connection do meanwhile.
    public func read<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result
    {
        usage.enterQueue()
        defer { usage.leaveQueue() }
        guard !readers.isEmpty else {
            return try await lock.withLock {
                usage.acquire()
                defer { usage.release() }
                return try await body(SQLiteSession(connection: connection))
            }
        }
        let index = nextReader.withLockedValue { next in
            defer { next = (next + 1) % readers.count }
            return next
        }
        let reader = readers[index]
        return try await reader.lock.withLock {
            usage.acquire()
            defer { usage.release() }
            _ = try await reader.connection.query("BEGIN", [])
            do {
                let result = try await body(SQLiteSession(connection: reader.connection))
                _ = try await reader.connection.query("COMMIT", [])
                return result
            } catch {
                _ = try? await reader.connection.query("ROLLBACK", [])
                throw error
            }
        }
    }

    public func close() async throws {
        for reader in readers {
            try await reader.lock.withLock { try await reader.connection.close() }
        }
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
        guard let first = rows.first else { return [] }
        let columns = SQLColumns(names: first.columns.map(\.name))
        return rows.map { row in
            SQLRow(
                columns: columns,
                cells: columns.names.map { name in
                    switch row.column(name) {
                    case .integer(let number): .integer(Int64(number))
                    case .text(let text): .text(text)
                    case .float(let number): .integer(Int64(number))
                    case .null, .blob, nil: .null
                    }
                })
        }
    }
}
