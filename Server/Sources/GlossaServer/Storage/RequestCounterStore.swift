/// Where the request counts that must hold across every server sharing a database are kept: the fixed
/// windows of the write and invalidate rate limits, per token (`RateLimiter`).
public protocol RequestCounterStore: Sendable {
    /// Counts one request of `key` in the window that starts at `windowStart` (Unix milliseconds) and returns
    /// the window's count, this request included. One atomic upsert: servers counting the same key at once
    /// never lose a count. `key`'s earlier windows are deleted.
    func countRequest(key: String, windowStart: Int64) async throws -> Int64
}
