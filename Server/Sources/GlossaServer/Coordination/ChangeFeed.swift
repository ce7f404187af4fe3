/// How the servers sharing one database tell each other about writes: on PostgreSQL, `NOTIFY` and
/// `LISTEN` on `ChangeNotice.channel` (`DatabaseChangeFeed`); on SQLite and in memory, which serve one
/// process, nothing (``LocalChangeFeed``).
public protocol ChangeFeed: Sendable {
    /// Whether other processes publish on this feed: then `/ready` waits until the server listens.
    var isShared: Bool { get }
    /// Sends `payload` to every listening server (the sender's own listener included).
    func publish(_ payload: String) async throws
    /// Listens on one connection: calls `connected` once listening, then `received` with each payload,
    /// until the connection is lost (it throws) or the task is cancelled (it returns).
    func listen(connected: @Sendable () -> Void, received: @Sendable (String) -> Void) async throws
}

/// The feed of a database that only one process uses: publishing does nothing (the process has updated
/// its own cache already) and listening waits, connected, until cancelled.
public struct LocalChangeFeed: ChangeFeed {
    /// Creates the feed.
    public init() {}

    public var isShared: Bool { false }

    public func publish(_ payload: String) async throws {}

    public func listen(connected: @Sendable () -> Void, received: @Sendable (String) -> Void) async throws {
        connected()
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(3600))
        }
    }
}
