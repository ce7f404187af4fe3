import Logging
import PostgresNIO

/// Waiting for PostgreSQL when the server starts.
///
/// Through the pool, the first operation (the migrations) would wait until postgres-nio's circuit
/// breaker trips, about a minute after the first failed connection, and then say only that the breaker
/// tripped. Starting up, the server connects directly instead, once per `retryInterval` until `timeout`:
/// a database that cannot be reached yet (connections refused or timing out, a host name not yet known,
/// SQLSTATE 57P03 while it starts) is waited for, with a warning naming the cause after each failed
/// attempt; one that refuses the credentials or the database name, or has no TLS when the URL requires
/// it, fails at once, since waiting cannot mend it. Either way the error names the cause.
enum PostgresStartup {
    /// Calls `attempt` (given the time left) until it returns, throws an error that waiting cannot mend,
    /// or `timeout` has passed; `attempt` is called at least once.
    ///
    /// - Throws: The ``PostgresError`` of a failure waiting cannot mend, or one that ``PostgresError/isUnavailable``
    ///   naming the timeout, the number of attempts and the last failure's cause; any other error of
    ///   `attempt` at once (`CancellationError` if the task is cancelled).
    static func waitUntilReachable(
        timeout: Duration, retryInterval: Duration = .seconds(1), logger: Logger,
        attempt: (_ timeLeft: Duration) async throws -> Void
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var attempts = 0
        while true {
            attempts += 1
            let failure: PostgresError
            do {
                try await PostgresError.reporting { try await attempt(max(deadline - clock.now, .milliseconds(200))) }
                return
            } catch let error as PostgresError where error.isUnavailable {
                failure = error
            }
            let timeLeft = deadline - clock.now
            guard timeLeft > .zero else {
                throw PostgresError(
                    unavailable: "not reachable within \(timeout) (\(attempts) "
                        + "\(attempts == 1 ? "attempt" : "attempts")); the last failed with: \(failure)")
            }
            let wholeSecondsLeft = timeLeft.components.seconds + (timeLeft.components.attoseconds > 0 ? 1 : 0)
            logger.warning(
                "PostgreSQL is not reachable yet; retrying for up to \(wholeSecondsLeft) s more: \(failure)")
            try await Task.sleep(for: min(retryInterval, timeLeft))
        }
    }
}
