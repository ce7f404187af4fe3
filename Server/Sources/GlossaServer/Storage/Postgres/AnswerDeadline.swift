import Atomics
import NIOCore
import PostgresNIO

/// How long PostgreSQL may take to answer one statement before its connection is given up for stuck.
///
/// postgres-nio sets no socket options (no TCP keepalive or `TCP_USER_TIMEOUT`, as libpq has): when the
/// network to PostgreSQL freezes (packets dropped, no reset), a statement sent waits for its answer for
/// ever, and so does the request behind it. With a deadline, a statement unanswered at the deadline has its
/// connection closed, which fails the statement at once; once the close is complete, the caller gets a ``PostgresError`` that
/// ``PostgresError/isUnavailable`` (answered 503), the pool opens a new connection when one is next needed,
/// and ``PostgresBackend`` counts the database as unreachable until a connection is leased again.
struct AnswerDeadline: Sendable {
    /// How long a statement may wait for its answer.
    let timeout: Duration

    /// Statements run while this is true have no deadline: migrations, which may wait for another
    /// process's migrations (an advisory lock) and build indexes on large tables for minutes.
    @TaskLocal static var isSuspended = false

    /// Sends a statement on `connection` with `send` (called on the connection's event loop) and waits
    /// for its answer, closing the connection if the answer has not come within ``timeout``.
    ///
    /// The watch is scheduled and cancelled on the event loop that completes the answer, so an answer
    /// that came in time always cancels it: a task resumed late on a busy machine never finds its
    /// connection closed for an answer it already had.
    ///
    /// - Throws: A ``PostgresError`` that ``PostgresError/isUnavailable`` naming the deadline if it passed;
    ///   otherwise what the answer failed with.
    func run<Result: Sendable>(
        on connection: PostgresConnection, _ send: @escaping @Sendable () -> EventLoopFuture<Result>
    ) async throws -> Result {
        let timeout = timeout
        let watched = !Self.isSuspended
        let expired = ManagedAtomic(false)
        let answered = connection.eventLoop.flatSubmit { () -> EventLoopFuture<Result> in
            let answer = send()
            guard watched else { return answer }
            let watchdog = connection.eventLoop.scheduleTask(in: TimeAmount(timeout)) {
                expired.store(true, ordering: .relaxed)
                let _: EventLoopFuture<Void> = connection.close()
            }
            answer.whenComplete { _ in watchdog.cancel() }
            return answer
        }
        do {
            return try await answered.get()
        } catch  where expired.load(ordering: .relaxed) {
            // Once closed completely, the pool has dropped the connection: released before that, it would
            // be leased again as if open, and a statement on it would fail.
            try? await connection.closeFuture.get()
            throw PostgresError(
                unavailable: "no answer to a statement within \(timeout) (the network or the server is stuck); "
                    + "its connection was closed")
        }
    }
}
