import NIOCore

/// The number of event loops in NIO's shared group, which serves the server's HTTP connections (Hummingbird)
/// and its PostgreSQL connections (postgres-nio).
///
/// NIO makes one loop per core by default. Several server processes on one machine each make that many,
/// and a request then often crosses threads (the connection's loop, a task of Swift's cooperative pool,
/// a PostgreSQL connection on another loop) that fewer loops would keep together: with several processes
/// per machine, one loop each serves a request with less CPU.
public enum EventLoops {
    /// The counts ``use(_:)`` accepts.
    public static let allowed = 1...256

    /// Makes NIO's shared event loop group `count` loops strong.
    ///
    /// Call it once, before anything uses NIO's shared group (before the store is opened): NIO stops the
    /// process if the count is set twice, and ignores it once the group exists.
    ///
    /// - Precondition: `count` is in ``allowed``.
    public static func use(_ count: Int) {
        precondition(allowed.contains(count), "event loops must be in \(allowed), not \(count)")
        NIOSingletons.groupLoopCountSuggestion = count
    }
}
