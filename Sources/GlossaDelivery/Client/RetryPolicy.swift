import Foundation

/// How the client waits for the service: `202 Accepted` while a cache warms, `429` and `5xx`.
///
/// The official clients retry a 202 immediately, 20 times (Swift) or forever (Python). Glossa backs off
/// exponentially from ``initialDelay`` up to ``maximumDelay``, stops after ``maximumWarmUpRetries``
/// 202s or ``maximumErrorRetries`` transient errors, and never waits past ``overallTimeout`` in all.
public struct RetryPolicy: Sendable, Hashable {
    /// How many times a `202 Accepted` is retried.
    public var maximumWarmUpRetries: Int
    /// How many times a `429` or `500`/`502`/`503`/`504` is retried.
    public var maximumErrorRetries: Int
    /// The first wait, in seconds.
    public var initialDelay: TimeInterval
    /// Each wait is the previous one times this factor.
    public var multiplier: Double
    /// No single wait is longer (a `Retry-After` is capped to it too), in seconds.
    public var maximumDelay: TimeInterval
    /// The whole exchange, retries included, gives up after this many seconds.
    public var overallTimeout: TimeInterval

    /// The default: up to 20 warm-up retries and 2 error retries, 0.25 s doubling to at most 4 s, 30 s
    /// in all.
    public static let standard = RetryPolicy()

    /// Creates a policy.
    public init(
        maximumWarmUpRetries: Int = 20, maximumErrorRetries: Int = 2, initialDelay: TimeInterval = 0.25,
        multiplier: Double = 2, maximumDelay: TimeInterval = 4, overallTimeout: TimeInterval = 30
    ) {
        self.maximumWarmUpRetries = max(0, maximumWarmUpRetries)
        self.maximumErrorRetries = max(0, maximumErrorRetries)
        self.initialDelay = max(0, initialDelay)
        self.multiplier = max(1, multiplier)
        self.maximumDelay = max(self.initialDelay, maximumDelay)
        self.overallTimeout = max(0, overallTimeout)
    }

    /// The wait before retry number `retry` (0-based).
    public func delay(beforeRetry retry: Int) -> TimeInterval {
        min(maximumDelay, initialDelay * pow(multiplier, Double(retry)))
    }
}
