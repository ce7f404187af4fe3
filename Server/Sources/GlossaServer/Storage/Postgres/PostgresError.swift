import PostgresNIO

/// An error from PostgreSQL or from the connection to it, saying what went wrong.
///
/// postgres-nio's `PSQLError` describes itself only as "Generic description to prevent accidental
/// leakage of sensitive data", so a failed statement or a refused connection would reach the log and
/// the test report without its cause. This keeps what is safe and useful: the kind of failure, the
/// server's SQLSTATE, message, detail and hint, and the underlying network error. It never includes
/// the statement's bound values, which can hold secrets' hashes and users' text.
public struct PostgresError: Error, Sendable, CustomStringConvertible {
    /// The SQLSTATE code the server reported (for example `53300`, too many connections), if any.
    public var sqlState: String?
    /// A sentence saying what went wrong.
    public var description: String
    /// Whether the database could not be reached (no connection, a lost one, a server shutting down or
    /// refusing connections) rather than a statement having failed or the connection's settings being
    /// refused: the request may succeed later, and is answered 503.
    public var isUnavailable: Bool

    /// Reads what is safe to report from `error`.
    init(_ error: PSQLError) {
        let info = error.serverInfo
        sqlState = info?[.sqlState]
        // No server message: the connection failed or was lost. SQLSTATE class 08 (connection exception),
        // 57P01–57P03 (shutting down, crashed, not accepting connections yet), 53300 (too many connections).
        if let state = info?[.sqlState] {
            isUnavailable = state.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(state)
        } else {
            // A server without TLS when the URL requires it is a configuration to change, not an outage.
            isUnavailable = error.code != .sslUnsupported
        }
        var parts: [String] = []
        if let info, let message = info[.message] {
            parts.append("PostgreSQL \(info[.severity] ?? "ERROR") \(info[.sqlState] ?? "?"): \(message)")
            if let detail = info[.detail] { parts.append("detail: \(detail)") }
            if let hint = info[.hint] { parts.append("hint: \(hint)") }
        } else {
            parts.append("PostgreSQL connection: \(error.code)")
        }
        if let underlying = error.underlying { parts.append("cause: \(underlying)") }
        description = parts.joined(separator: "; ")
    }

    /// An unavailable database, for a reason of our own (a lease that timed out, the pool refusing).
    init(unavailable reason: String) {
        sqlState = nil
        description = "PostgreSQL unavailable: \(reason)"
        isUnavailable = true
    }

    /// Runs `body`, turning a `PSQLError` it throws into a ``PostgresError``.
    static func reporting<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch let error as PSQLError {
            throw PostgresError(error)
        }
    }
}
