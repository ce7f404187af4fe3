import Foundation

/// The clock the delivery client measures time and waits with.
///
/// Injected so that retry back-off, overall timeouts and job polling are tested without sleeping:
/// a test clock advances its time when ``sleep(seconds:)`` is called. Times are in seconds
/// (`TimeInterval`), which keeps the API available on every platform the package supports.
public protocol DeliveryClock: Sendable {
    /// Seconds elapsed since an arbitrary fixed origin; only differences are meaningful.
    func now() -> TimeInterval
    /// Waits for `seconds`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    func sleep(seconds: TimeInterval) async throws
}

/// The real clock: the system's monotonic uptime, and `Task.sleep`.
public struct SystemDeliveryClock: DeliveryClock {
    /// Creates the system clock.
    public init() {}

    /// The system uptime in seconds (monotonic).
    public func now() -> TimeInterval {
        ProcessInfo.processInfo.systemUptime
    }

    /// Sleeps with `Task.sleep`.
    public func sleep(seconds: TimeInterval) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}
