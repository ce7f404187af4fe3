/// What the servers sharing one database use to act as one: the ``ChangeFeed`` over which they tell
/// each other about writes, and the ``PushLocks`` that allow one push per project at a time. Built from
/// the store by default (``init(store:)``); injected in tests.
public struct ServerCoordination: Sendable {
    /// How writes reach the other servers' caches.
    public var feed: any ChangeFeed
    /// One push per project at a time.
    public var pushLocks: any PushLocks

    /// Coordination over `feed` and `pushLocks`.
    public init(feed: any ChangeFeed, pushLocks: any PushLocks) {
        self.feed = feed
        self.pushLocks = pushLocks
    }

    /// What `store`'s database offers: on PostgreSQL, `LISTEN`/`NOTIFY` and advisory locks; on SQLite and in memory (one
    /// process), the local versions, which need no coordination.
    public init(store: any ProjectStore) {
        if let sql = store as? SQLProjectStore, let postgres = sql.database as? PostgresBackend {
            self.init(feed: DatabaseChangeFeed(database: postgres), pushLocks: AdvisoryPushLocks(database: postgres))
        } else {
            self.init(feed: LocalChangeFeed(), pushLocks: LocalPushLocks())
        }
    }
}
