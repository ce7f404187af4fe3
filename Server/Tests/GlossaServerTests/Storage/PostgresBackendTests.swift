import Testing

@testable import GlossaServer

/// A failed statement says why: the server's SQLSTATE and message, rather than postgres-nio's
/// "Generic description", which left failures on CI's PostgreSQL unexplained.
@Suite("PostgreSQL backend")
struct PostgresBackendTests {
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aFailedStatementSaysWhatTheServerSaid() async throws {
        let backend = try PostgresBackend(url: try #require(StoreKind.postgresURL), logger: .quiet)
        await #expect {
            try await backend.read { session in
                try await session.query("SELECT no_such_column FROM no_such_table_glossa WHERE 1 = ?", [.integer(1)])
            }
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.sqlState == "42P01" && !error.isUnavailable
                && error.description.contains("relation \"no_such_table_glossa\" does not exist")
        }
        try await backend.close()
    }

    /// A statement unanswered at the answer deadline (here a `pg_sleep` longer than it; a frozen network
    /// looks the same from the client) fails as unavailable soon after the deadline, its connection closed,
    /// and the next operation gets a new connection that answers. The waits for a connection have their
    /// own, longer timeouts: by default they take the answer timeout's, and opening a connection on a
    /// machine busy with the other suites can take longer than half a second.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aStatementUnansweredAtTheDeadlineFailsAsUnavailable() async throws {
        let backend = try PostgresBackend(
            url: try #require(StoreKind.postgresURL), logger: .quiet, leaseTimeout: .seconds(30),
            outageLeaseTimeout: .seconds(30), answerTimeout: .milliseconds(500))
        let start = ContinuousClock.now
        await #expect {
            try await backend.transaction { session in try await session.query("SELECT pg_sleep(30)", []) }
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.isUnavailable && error.description.contains("no answer to a statement within 0.5 seconds")
        }
        // Half a second, then the connection's close; far below the statement's 30 s on a loaded machine.
        #expect(ContinuousClock.now - start < .seconds(15))
        let rows = try await backend.read { session in try await session.query("SELECT 41 + 1 AS answer", []) }
        #expect(try rows.first?.integer("answer") == 42)
        #expect(backend.connectionUsage?.inUse == 0 && backend.connectionUsage?.waiting == 0)
        try await backend.close()
    }

    /// A statement on a connection whose channel has closed completely (its handlers gone, as after the
    /// answer deadline closed it or the server went away) fails at once as unavailable: written anyway, it
    /// would reach no handler and wait for ever, and closing the connection again, the deadline's means,
    /// would not end the wait. Under load, the `ROLLBACK` after a statement the deadline ended was sent so
    /// and hung the suite.
    @Test(.enabled(if: StoreKind.postgresURL != nil), .timeLimit(.minutes(1)))
    func aStatementOnAClosedConnectionFailsAtOnce() async throws {
        let backend = try PostgresBackend(url: try #require(StoreKind.postgresURL), logger: .quiet)
        try await backend.read { session in
            let connection = try #require(session as? PostgresSession).connection
            try await connection.close()
            await #expect {
                try await session.query("SELECT 1", [])
            } throws: { error in
                (error as? PostgresError)?.isUnavailable == true
            }
        }
        let rows = try await backend.read { session in try await session.query("SELECT 6 * 7 AS answer", []) }
        #expect(try rows.first?.integer("answer") == 42)
        try await backend.close()
    }

    /// Migrations run with the deadline suspended: they may wait for another process's migrations.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aSuspendedDeadlineLetsAStatementRunLonger() async throws {
        let backend = try PostgresBackend(
            url: try #require(StoreKind.postgresURL), logger: .quiet, answerTimeout: .milliseconds(200))
        let rows = try await AnswerDeadline.$isSuspended.withValue(true) {
            try await backend.read { session in try await session.query("SELECT pg_sleep(1), 7 AS answer", []) }
        }
        #expect(try rows.first?.integer("answer") == 7)
        try await backend.close()
    }

    /// While PostgreSQL is down, postgres-nio keeps an operation waiting for a connection until its circuit
    /// breaker trips, about a minute later; with a lease timeout the backend gives up after it instead,
    /// with an error that says the database is unavailable (answered 503). Nothing listens on port 1.
    @Test func anUnreachableDatabaseFailsFastAsUnavailable() async throws {
        let backend = try PostgresBackend(
            url: "postgres://glossa@127.0.0.1:1/unreachable", logger: .quiet, leaseTimeout: .seconds(1))
        let start = ContinuousClock.now
        for _ in 0..<3 {
            await #expect {
                try await backend.read { session in try await session.query("SELECT 1", []) }
            } throws: { error in
                (error as? PostgresError)?.isUnavailable == true
            }
        }
        // Three attempts of 1 s each; the bound leaves room for a loaded machine, far below a minute each.
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(backend.connectionUsage?.inUse == 0 && backend.connectionUsage?.waiting == 0)
        try await backend.close()
    }

    /// Many operations at once against an unreachable database each fail at their lease timeout, not when
    /// the pool gives up on their abandoned lease requests, and none is left counted as waiting or in use.
    @Test func concurrentOperationsAgainstAnUnreachableDatabaseFailAtTheTimeout() async throws {
        let backend = try PostgresBackend(
            url: "postgres://glossa@127.0.0.1:1/unreachable", logger: .quiet, leaseTimeout: .seconds(1))
        let start = ContinuousClock.now
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do {
                        _ = try await backend.read { session in try await session.query("SELECT 1", []) }
                        return false
                    } catch {
                        return (error as? PostgresError)?.isUnavailable == true
                    }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(failures == 20)
        // Twenty waits of 1 s side by side; generous for a loaded machine (the full suite's first minute keeps
        // both cores busy), below the pool's minute.
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(backend.connectionUsage?.inUse == 0 && backend.connectionUsage?.waiting == 0)
        try await backend.close()
    }
}
