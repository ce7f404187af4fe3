import Atomics
import Foundation
import Logging
import NIOCore
import PostgresNIO

/// A PostgreSQL database behind postgres-nio's connection pool, from a `postgres://` URL.
public final class PostgresBackend: SQLDatabase {
    public let dialect = SQLDialect.postgres
    private let client: PostgresClient
    private let url: PostgresURL
    private let runner: Task<Void, Never>
    private let logger: Logger
    private let usage: ConnectionUsageCounter
    private let leaseTimeout: Duration?
    private let outageLeaseTimeout: Duration
    private let deadline: AnswerDeadline
    /// Whether the database was found unreachable (a lease, a statement or a connection failed) since a
    /// connection was last leased.
    private let outage = PostgresOutage()

    /// The outage lease timeout unless one is given: 2 s.
    public static let defaultOutageLeaseTimeout = Duration.seconds(2)

    /// The answer timeout unless one is given: 10 s, far beyond what a statement of the server takes
    /// (waits for another transaction's row locks included), far below a hung request's patience.
    public static let defaultAnswerTimeout = Duration.seconds(10)

    /// Connects to `url` (`postgres://user:password@host:port/database?sslmode=disable|prefer|require`).
    ///
    /// - Parameters:
    ///   - url: The database's `postgres://` URL.
    ///   - logger: Where the connection pool and the backend log.
    ///   - leaseTimeout: How long an operation may wait for a connection before it fails with a
    ///     ``PostgresError`` that ``PostgresError/isUnavailable`` (nil: the answer timeout, or until an
    ///     outage begins, whichever comes first). Against a frozen network the pool keeps opening
    ///     connections that never complete, so even a wait on a healthy pool is bounded; a pool busy for
    ///     that long refuses work with 503 and `Retry-After`.
    ///   - outageLeaseTimeout: How long an operation may wait for a connection once the database has been
    ///     found unreachable: a lease failed, or a connection was lost (PostgreSQL stopping closes every
    ///     connection, the change notices' one included), until a connection is leased again. Left to
    ///     itself, postgres-nio keeps a waiting operation until its circuit breaker trips, about a minute
    ///     later; with this, requests get their 503 within seconds of an outage
    ///     (``defaultOutageLeaseTimeout`` by default; `glossa serve --outage-lease-timeout`).
    ///   - answerTimeout: How long PostgreSQL may take to answer one statement before its connection is
    ///     closed as stuck and the operation fails as unavailable: the network to the database froze (no
    ///     socket option of postgres-nio's would notice), and the outage starts as if the connection had
    ///     been lost. The connection listening for change notices is probed as often, so that it is
    ///     reconnected too. Migrations and the store's `VACUUM (ANALYZE)` after bulk writes have no
    ///     deadline (``defaultAnswerTimeout`` by default; `glossa serve --database-answer-timeout`).
    /// - Throws: ``DatabaseURLError`` if the URL cannot be read.
    public init(
        url: String, logger: Logger, leaseTimeout: Duration? = nil,
        outageLeaseTimeout: Duration = defaultOutageLeaseTimeout, answerTimeout: Duration = defaultAnswerTimeout
    )
        throws
    {
        let url = try PostgresURL(url)
        let configuration = url.clientConfiguration
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.url = url
        self.client = client
        self.logger = logger
        self.leaseTimeout = leaseTimeout
        self.outageLeaseTimeout = outageLeaseTimeout
        self.deadline = AnswerDeadline(timeout: answerTimeout)
        self.usage = ConnectionUsageCounter(maximum: configuration.options.maximumConnections)
        self.runner = Task { await client.run() }
    }

    /// Returns once one connection to the database succeeds (opened outside the pool and closed), waiting
    /// up to `timeout` for a database that cannot be reached yet; see `PostgresStartup`.
    ///
    /// - Throws: A ``PostgresError`` naming the cause: at once if waiting cannot mend it (credentials,
    ///   database name, TLS), after `timeout` otherwise.
    public func waitUntilReachable(timeout: Duration) async throws {
        try await PostgresStartup.waitUntilReachable(timeout: timeout, logger: logger) { timeLeft in
            let configuration = try url.connectionConfiguration(connectTimeout: min(timeLeft, .seconds(10)))
            let connection = try await PostgresConnection.connect(
                configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
        }
    }

    /// Connections of the pool leased by this server's transactions and reads (the change listener's
    /// included), and operations waiting for one; the pool's maximum size.
    public var connectionUsage: DatabaseConnectionUsage? { usage.usage }

    public func transaction<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws
        -> Result
    {
        usage.enterQueue()
        defer { usage.leaveQueue() }
        return try await reportingOutage {
            try await withLeasedConnection { connection in
                usage.acquire()
                defer { usage.release() }
                let session = PostgresSession(connection: connection, logger: logger, deadline: deadline)
                try await session.query("BEGIN", [])
                do {
                    let result = try await body(session)
                    try await session.query("COMMIT", [])
                    return result
                } catch {
                    _ = try? await session.query("ROLLBACK", [])
                    throw error
                }
            }
        }
    }

    public func read<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result
    {
        usage.enterQueue()
        defer { usage.leaveQueue() }
        return try await reportingOutage {
            try await withLeasedConnection { connection in
                usage.acquire()
                defer { usage.release() }
                return try await body(PostgresSession(connection: connection, logger: logger, deadline: deadline))
            }
        }
    }

    /// Runs `body`, turning a `PSQLError` into a ``PostgresError`` and noting an unavailable database as
    /// an outage.
    private func reportingOutage<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await PostgresError.reporting(body)
        } catch let error as PostgresError where error.isUnavailable {
            outage.begin()
            throw error
        }
    }

    /// Runs `body` on a connection of the pool, failing as unavailable if the pool refuses a connection,
    /// none is leased within the lease timeout (the shorter outage lease timeout during an outage), or an
    /// outage begins while it waits. The caller gets that error at once: the lease is attempted in a task of
    /// its own (``TimedLease``), cancelled then (postgres-nio withdraws a cancelled lease request) and not
    /// waited for, and a connection that still arrives goes straight back to the pool. Once leased, `body`
    /// runs with each statement under the answer deadline, and the outage, if any, is over. A lease with no
    /// deadline (migrations, which run with ``AnswerDeadline/isSuspended``, and no lease timeout) is the
    /// caller's own, with no task to hand the connection over.
    private func withLeasedConnection<Result: Sendable>(
        _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let duringOutage = outage.isOn
        if AnswerDeadline.isSuspended, leaseTimeout == nil, !duringOutage {
            return try await Self.lease(from: client, ending: outage, body)
        }
        // Outside an outage, a wait longer than the answer timeout is bounded too: against a frozen network
        // the pool keeps opening connections that never complete, and nothing else may fail to begin the
        // outage that would stop the wait.
        let timeout =
            duringOutage
            ? min(leaseTimeout ?? outageLeaseTimeout, outageLeaseTimeout) : (leaseTimeout ?? deadline.timeout)
        return try await TimedLease.run(
            timeout: timeout,
            timedOut: { PostgresError(unavailable: "no connection to PostgreSQL within \(timeout)") },
            stoppedBy: duringOutage ? nil : outage,
            stopped: { PostgresError(unavailable: "PostgreSQL stopped answering while waiting for a connection") },
            lease: { [client, outage] hold in
                try await Self.lease(from: client, ending: outage) { connection in await hold(connection) }
            }, body)
    }

    /// Runs `body` on a connection leased from `client`, clearing `outage` once it has one, and gives it
    /// back once settled (``settle(_:)``). An error before that came from the pool, not from `body`: its
    /// circuit breaker tripped after connections kept failing, or it is shutting down; it is reported as
    /// an unavailable database.
    private static func lease<Result: Sendable>(
        from client: PostgresClient, ending outage: PostgresOutage,
        _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let leased = ManagedAtomic(false)
        do {
            return try await client.withConnection { connection in
                leased.store(true, ordering: .relaxed)
                outage.end()
                do {
                    let result = try await body(connection)
                    await settle(connection)
                    return result
                } catch {
                    await settle(connection)
                    throw error
                }
            }
        } catch let error where !leased.load(ordering: .relaxed) && !(error is CancellationError) {
            throw PostgresError(unavailable: "could not lease a connection (\(error))")
        }
    }

    /// Waits until `connection`, if it is closing, has closed completely, so that the pool, which hears of
    /// the close then, drops it rather than taking it back as open when it is released.
    private static func settle(_ connection: PostgresConnection) async {
        if connection.isClosed { try? await connection.closeFuture.get() }
    }

    /// `LISTEN`s on `channel` on a connection of the pool, held until the connection is lost (it throws, or
    /// returns without the task being cancelled) or the task is cancelled (then `UNLISTEN` and it returns).
    /// A lost connection starts an outage (see `outageLeaseTimeout`): it is how a stopping PostgreSQL is
    /// noticed first. A listening connection receives without sending, so a frozen network would leave it
    /// waiting for ever: every answer timeout, it runs `SELECT 1` under that deadline, and a probe left
    /// unanswered closes the connection as lost.
    func listen(on channel: String, connected: @Sendable () -> Void, received: @Sendable (String) -> Void)
        async throws
    {
        usage.enterQueue()
        defer { usage.leaveQueue() }
        do {
            try await PostgresError.reporting {
                try await client.withConnection { connection in
                    usage.acquire()
                    defer { usage.release() }
                    outage.end()
                    try await connection.listen(on: channel) { [deadline, logger] notifications in
                        connected()
                        // Cancelled when the notifications end (the connection was lost or this task cancelled).
                        async let _ = Self.probe(connection, every: deadline, logger: logger)
                        for try await notification in notifications { received(notification.payload) }
                    }
                }
            }
        } catch {
            if !Task.isCancelled { outage.begin() }
            throw error
        }
        if !Task.isCancelled { outage.begin() }
    }

    /// Runs `SELECT 1` on `connection` every `deadline.timeout`, each under `deadline`, until the task is
    /// cancelled or a probe fails (then the connection is closed, and its listener's sequence ends).
    private static func probe(_ connection: PostgresConnection, every deadline: AnswerDeadline, logger: Logger)
        async throws
    {
        let session = PostgresSession(connection: connection, logger: logger, deadline: deadline)
        while true {
            try await Task.sleep(for: deadline.timeout)
            do {
                try await session.query("SELECT 1", [])
            } catch {
                let _: EventLoopFuture<Void> = connection.close()
                throw error
            }
        }
    }

    public func close() async throws {
        runner.cancel()
        await runner.value
    }
}

/// Statements on one pooled PostgreSQL connection; `?` placeholders become `$1, $2, …`.
struct PostgresSession: SQLSession, @unchecked Sendable {
    // A leased connection is used only inside the closure that leased it.
    let connection: PostgresConnection
    let logger: Logger
    /// How long the server may take to answer each statement.
    let deadline: AnswerDeadline

    @discardableResult
    func query(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
        try await answer(sql, binds)
    }

    /// Runs `sql` and reads its rows, under the answer deadline (``AnswerDeadline``).
    ///
    /// The statement is written from the connection's event loop, and only if the connection is open
    /// then: a statement written to a connection whose channel has closed meanwhile (the answer deadline
    /// closed it, the server went away) reaches no handler, and postgres-nio would never answer it, nor
    /// could a deadline, whose means is to close the connection. On the event loop, an open channel still
    /// has its handler, which answers the statement or fails it when the connection closes.
    private func answer(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
        var bindings = PostgresBindings(capacity: binds.count)
        for value in binds {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let number): bindings.append(number)
            case .text(let text): bindings.append(text)
            }
        }
        let query = PostgresQuery(unsafeSQL: Self.numbered(sql), binds: bindings)
        let (connection, logger) = (connection, logger)
        let answered = try await deadline.run(on: connection) { () -> EventLoopFuture<PostgresQueryResult> in
            guard !connection.isClosed else {
                return connection.eventLoop.makeFailedFuture(
                    PostgresError(unavailable: "the connection to PostgreSQL was closed before the statement was sent"))
            }
            return connection.query(query, logger: logger)
        }
        let rows = answered.rows
        var result: [SQLRow] = []
        result.reserveCapacity(rows.count)
        var columns: SQLColumns?
        for row in rows {
            let names = columns ?? SQLColumns(names: row.map(\.columnName))
            columns = names
            var values: [SQLValue] = []
            values.reserveCapacity(names.names.count)
            for cell in row {
                if cell.bytes == nil {
                    values.append(.null)
                } else {
                    switch cell.dataType {
                    case .int2, .int4, .int8: values.append(.integer(try cell.decode(Int64.self)))
                    default: values.append(.text(try cell.decode(String.self)))
                    }
                }
            }
            result.append(SQLRow(columns: names, cells: values))
        }
        return result
    }

    static func numbered(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 16)
        var number = 0
        for character in sql {
            if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A database URL that could not be read.
public struct DatabaseURLError: Error, Sendable, CustomStringConvertible {
    /// The URL as given (with its password, if any, removed from ``description``).
    public var url: String
    /// What is wrong.
    public var reason: String

    /// Says what is wrong, without the password.
    public var description: String {
        var redacted = url
        if var components = URLComponents(string: url), components.password != nil {
            components.password = "***"
            redacted = components.string ?? "postgres://…"
        }
        return "invalid database URL \(redacted): \(reason)"
    }
}
