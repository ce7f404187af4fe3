import Foundation

/// The calendar time of stored job timestamps (which, unlike ``MonotonicClock`` readings, mean the same
/// after a restart and on every server sharing a database), injected so tests never sleep.
public protocol WallClock: Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    func unixMilliseconds() -> Int64
}

/// The system's calendar clock.
public struct SystemWallClock: WallClock {
    /// Creates the clock.
    public init() {}

    public func unixMilliseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}

extension ManualClock: WallClock {
    /// The manual clock's reading in milliseconds (tests use one clock for both kinds of time).
    public func unixMilliseconds() -> Int64 { Int64(nanoseconds() / 1_000_000) }
}
