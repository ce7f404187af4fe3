import Atomics

/// How a database's connections are used at one moment, as the server itself counts them: what
/// `/metrics` reports (`glossa_database_connections_*`).
public struct DatabaseConnectionUsage: Sendable, Hashable {
    /// Connections running a statement or transaction for this server.
    public var inUse: Int
    /// Operations waiting for a connection (the pool is exhausted, or SQLite's connection is busy).
    public var waiting: Int
    /// The most connections this server opens: PostgreSQL's pool size; SQLite's write connection and its
    /// read connections.
    public var maximum: Int

    /// Creates a reading.
    public init(inUse: Int, waiting: Int, maximum: Int) {
        self.inUse = inUse
        self.waiting = waiting
        self.maximum = maximum
    }
}

/// The counters behind ``DatabaseConnectionUsage``: two atomics a backend moves around each lease of a
/// connection, read only when metrics are scraped.
final class ConnectionUsageCounter: Sendable {
    private let inUse = ManagedAtomic(0)
    private let waiting = ManagedAtomic(0)
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts an operation as waiting for a connection; balance with ``leaveQueue()`` (a `defer`) once the
    /// lease is over, whether it got a connection or not.
    func enterQueue() {
        waiting.wrappingIncrement(ordering: .relaxed)
    }

    func leaveQueue() {
        waiting.wrappingDecrement(ordering: .relaxed)
    }

    /// The operation got its connection: in use, no longer waiting, until ``release()`` (a `defer` in the
    /// lease's body), which counts it waiting again until its ``leaveQueue()``, a moment later.
    func acquire() {
        waiting.wrappingDecrement(ordering: .relaxed)
        inUse.wrappingIncrement(ordering: .relaxed)
    }

    func release() {
        inUse.wrappingDecrement(ordering: .relaxed)
        waiting.wrappingIncrement(ordering: .relaxed)
    }

    var usage: DatabaseConnectionUsage {
        DatabaseConnectionUsage(
            inUse: inUse.load(ordering: .relaxed), waiting: waiting.load(ordering: .relaxed), maximum: maximum)
    }
}
