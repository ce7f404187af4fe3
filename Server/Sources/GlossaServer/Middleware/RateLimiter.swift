import Atomics
import NIOConcurrencyHelpers

/// Fixed-window request counters per token (or, for failed authentications, client address) and scope.
/// Writes and invalidations (``RateLimitScope/isShared``) are counted in the database, so their limits hold
/// across every server sharing it (``admit(token:scope:)``); the other scopes are counted in this process,
/// each allowing its share of the configured rate: `requests / live servers` (rounded up), where
/// ``ProcessRegistry`` sets the number of live servers (1 until then, and always on SQLite and in memory).
final class RateLimiter: Sendable {
    private struct Key: Hashable {
        var token: String
        var scope: RateLimitScope
    }

    private struct Window {
        var start: UInt64
        var count: Int
    }

    private let limits: RateLimits
    private let clock: any MonotonicClock
    private let windows = NIOLockedValueBox<[Key: Window]>([:])
    /// The servers sharing the database's rate, this one included (at least 1).
    private let liveServers = ManagedAtomic(1)
    /// Where the shared scopes are counted, in windows aligned on `wallClock` (the same on every server).
    private let counters: any RequestCounterStore
    private let wallClock: any WallClock

    init(limits: RateLimits, clock: any MonotonicClock, counters: any RequestCounterStore, wallClock: any WallClock) {
        self.limits = limits
        self.clock = clock
        self.counters = counters
        self.wallClock = wallClock
    }

    /// Counts one request of `token` in `scope`: in the database for the shared scopes (write, invalidate),
    /// in a window that starts at a multiple of the limit's window on the calendar; here for the others
    /// (``acquire(token:scope:)``). Returns nil if the request is allowed, or the seconds until the window
    /// resets.
    func admit(token: String, scope: RateLimitScope) async throws -> Int? {
        guard scope.isShared else { return acquire(token: token, scope: scope) }
        guard let limit = limits.limit(for: scope) else { return nil }
        let length = max(1, Int64(limit.window.nanoseconds / 1_000_000))
        let now = wallClock.unixMilliseconds()
        let start = now - ((now % length) + length) % length
        let count = try await counters.countRequest(key: "\(scope.rawValue):\(token)", windowStart: start)
        guard count > limit.requests else { return nil }
        return Int((start + length - now + 999) / 1000)
    }

    /// Sets how many servers share the configured rates of the scopes counted in memory (``ProcessRegistry``).
    func setLiveServers(_ count: Int) {
        liveServers.store(max(1, count), ordering: .relaxed)
    }

    /// How many requests of `scope` this process allows per window: the configured number divided among
    /// the live servers, rounded up (at least 1); nil if the scope is unlimited. Shared scopes are counted
    /// in the database and keep the configured number.
    func allowance(for scope: RateLimitScope) -> Int? {
        guard let limit = limits.limit(for: scope) else { return nil }
        guard !scope.isShared else { return limit.requests }
        let servers = liveServers.load(ordering: .relaxed)
        return max(1, (limit.requests + servers - 1) / servers)
    }

    /// Counts one request in this process; returns nil if it is allowed, or the seconds until the window
    /// resets.
    func acquire(token: String, scope: RateLimitScope) -> Int? {
        guard let limit = limits.limit(for: scope), let allowed = allowance(for: scope) else { return nil }
        let now = clock.nanoseconds()
        let length = limit.window.nanoseconds
        return windows.withLockedValue { windows in
            let key = Key(token: token, scope: scope)
            var window = windows[key] ?? Window(start: now, count: 0)
            if now >= window.start + length { window = Window(start: now, count: 0) }
            guard window.count < allowed else {
                let remaining = window.start + length - now
                return Int((remaining + 999_999_999) / 1_000_000_000)
            }
            window.count += 1
            if windows.count > 10_000 { windows = windows.filter { now < $0.value.start + length } }
            windows[key] = window
            return nil
        }
    }

    /// The seconds until `token`'s window of `scope` resets if the window is full, else nil; counts
    /// nothing (with ``acquire(token:scope:)`` to count the failures this checks).
    func exhausted(token: String, scope: RateLimitScope) -> Int? {
        guard let limit = limits.limit(for: scope), let allowed = allowance(for: scope) else { return nil }
        let now = clock.nanoseconds()
        let length = limit.window.nanoseconds
        return windows.withLockedValue { windows in
            guard let window = windows[Key(token: token, scope: scope)], now < window.start + length,
                window.count >= allowed
            else { return nil }
            return Int((window.start + length - now + 999_999_999) / 1_000_000_000)
        }
    }
}
