import NIOConcurrencyHelpers

/// Whether a PostgreSQL database has been found unreachable, and the operations to stop waiting for a
/// connection when it is.
///
/// An operation that starts while the database answers waits for a connection as long as the pool keeps
/// it (a busy pool is no outage). If the database then stops answering (a statement unanswered at its
/// deadline, a lost connection), the pool may keep such a wait for about a minute, opening connections
/// that a frozen network never completes; ``begin()`` ends those waits, which fail as unavailable.
final class PostgresOutage: Sendable {
    private struct State {
        var isOn = false
        var nextWaiter = 0
        var waiters: [Int: @Sendable () -> Void] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// Whether the database was found unreachable since a connection was last leased.
    var isOn: Bool { state.withLockedValue { $0.isOn } }

    /// The database was found unreachable: every waiter registered with ``notify(_:)`` is called, once.
    func begin() {
        let waiters = state.withLockedValue { state in
            state.isOn = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for stop in waiters { stop() }
    }

    /// A connection was leased: the outage, if any, is over.
    func end() {
        state.withLockedValue { $0.isOn = false }
    }

    /// Calls `stop` when an outage begins, unless ``forget(_:)`` is called first with the returned key;
    /// nil (and `stop` is never called) if an outage is on already.
    func notify(_ stop: @escaping @Sendable () -> Void) -> Int? {
        state.withLockedValue { state in
            guard !state.isOn else { return nil }
            state.nextWaiter += 1
            state.waiters[state.nextWaiter] = stop
            return state.nextWaiter
        }
    }

    /// No longer calls the waiter registered under `key`.
    func forget(_ key: Int) {
        _ = state.withLockedValue { $0.waiters.removeValue(forKey: key) }
    }
}
