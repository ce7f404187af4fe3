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

    /// Reads what is safe to report from `error`.
    init(_ error: PSQLError) {
        let info = error.serverInfo
        sqlState = info?[.sqlState]
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

    /// Runs `body`, turning a `PSQLError` it throws into a ``PostgresError``.
    static func reporting<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch let error as PSQLError {
            throw PostgresError(error)
        }
    }
}
