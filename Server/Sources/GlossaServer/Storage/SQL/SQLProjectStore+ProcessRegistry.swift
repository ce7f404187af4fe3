/// The registry of live servers in the `server_processes` table: one row per instance with its last
/// heartbeat (Unix milliseconds).
extension SQLProjectStore: ProcessRegistryStore {
    public func heartbeat(instance: String, now: Int64, liveSince: Int64, forgetBefore: Int64) async throws -> Int {
        try await database.transaction { session in
            try await session.query(
                """
                INSERT INTO server_processes (instance, heartbeat_at) VALUES (?, ?)
                ON CONFLICT (instance) DO UPDATE SET heartbeat_at = excluded.heartbeat_at
                """, [.text(instance), .integer(now)])
            try await session.query(
                "DELETE FROM server_processes WHERE heartbeat_at < ?", [.integer(forgetBefore)])
            let rows = try await session.query(
                "SELECT count(*) AS live FROM server_processes WHERE heartbeat_at >= ?", [.integer(liveSince)])
            return Int(try rows.first?.integer("live") ?? 1)
        }
    }

    public func unregister(instance: String) async throws {
        _ = try await database.transaction { session in
            try await session.query("DELETE FROM server_processes WHERE instance = ?", [.text(instance)])
        }
    }
}
