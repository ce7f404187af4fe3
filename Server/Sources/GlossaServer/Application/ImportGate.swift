import NIOConcurrencyHelpers

/// Bounds how many imports a server reads at once (``ServerConfiguration/maximumConcurrentImports``):
/// an import beyond the bound is refused at once with 503 and `Retry-After` rather than queued, so a
/// burst of large archives cannot hold memory or threads the other requests need.
final class ImportGate: Sendable {
    private let limit: Int
    private let running = NIOLockedValueBox(0)

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` if fewer than the limit are running, else throws 503 with `Retry-After: 1`.
    func run<Result: Sendable>(_ body: () async throws -> Result) async throws -> Result {
        let admitted = running.withLockedValue { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw ProtocolError(
                status: .serviceUnavailable, message: "Service Unavailable",
                details: "This server reads at most \(limit) import(s) at once; retry after the current one",
                headers: [.retryAfter: "1"])
        }
        defer { running.withLockedValue { $0 -= 1 } }
        return try await body()
    }
}
