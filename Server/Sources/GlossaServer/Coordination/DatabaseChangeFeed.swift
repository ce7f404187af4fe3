/// The change feed of a PostgreSQL database: `SELECT pg_notify(…)` on a pooled connection to publish, and
/// `LISTEN` on a connection of the pool held for as long as it lasts.
struct DatabaseChangeFeed: ChangeFeed {
    let database: PostgresBackend

    var isShared: Bool { true }

    func publish(_ payload: String) async throws {
        _ = try await database.read { session in
            try await session.query("SELECT pg_notify(?, ?)", [.text(ChangeNotice.channel), .text(payload)])
        }
    }

    func listen(connected: @Sendable () -> Void, received: @Sendable (String) -> Void) async throws {
        try await database.listen(on: ChangeNotice.channel, connected: connected, received: received)
    }
}
