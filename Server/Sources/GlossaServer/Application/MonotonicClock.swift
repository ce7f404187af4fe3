import NIOConcurrencyHelpers

/// The time source of rate limits, caches and job expiry, injected so tests never sleep.
public protocol MonotonicClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point; never decreases.
    func nanoseconds() -> UInt64
}

/// The system's monotonic clock.
public struct SystemMonotonicClock: MonotonicClock {
    private let origin = ContinuousClock.now

    /// Creates the clock.
    public init() {}

    public func nanoseconds() -> UInt64 {
        let elapsed = ContinuousClock.now - origin
        return UInt64(elapsed.components.seconds) * 1_000_000_000
            + UInt64(elapsed.components.attoseconds / 1_000_000_000)
    }
}

/// A clock that moves only when told to (tests).
public final class ManualClock: MonotonicClock {
    private let now = NIOLockedValueBox<UInt64>(1_000_000_000)

    /// Creates a clock at one second.
    public init() {}

    public func nanoseconds() -> UInt64 { now.withLockedValue { $0 } }

    /// Moves the clock forward.
    public func advance(by duration: Duration) {
        let nanoseconds =
            UInt64(duration.components.seconds) * 1_000_000_000
            + UInt64(duration.components.attoseconds / 1_000_000_000)
        now.withLockedValue { $0 += nanoseconds }
    }
}

extension Duration {
    var nanoseconds: UInt64 {
        UInt64(max(0, components.seconds)) * 1_000_000_000 + UInt64(max(0, components.attoseconds) / 1_000_000_000)
    }
}
