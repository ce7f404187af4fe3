/// What the servers sharing one database use to act as one, besides the database's rows (push jobs with
/// their leases, rate-limit windows): the ``ChangeFeed`` over which they tell each other about writes. Built
/// from the store by default (``init(store:)``); injected in tests.
public struct ServerCoordination: Sendable {
    /// How writes reach the other servers' caches.
    public var feed: any ChangeFeed

    /// Coordination over `feed`.
    public init(feed: any ChangeFeed) {
        self.feed = feed
    }

    /// What `store`'s database offers: on PostgreSQL, `LISTEN`/`NOTIFY`; on SQLite and in memory (one
    /// process), the local feed, which needs no coordination.
    public init(store: any ProjectStore) {
        if let sql = store as? SQLProjectStore, let postgres = sql.database as? PostgresBackend {
            self.init(feed: DatabaseChangeFeed(database: postgres))
        } else {
            self.init(feed: LocalChangeFeed())
        }
    }
}
