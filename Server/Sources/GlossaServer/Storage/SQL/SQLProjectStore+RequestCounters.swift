/// Request counters in the `request_windows` table: one row per key and window, incremented with
/// `INSERT … ON CONFLICT DO UPDATE … RETURNING` (atomic on both SQLite and PostgreSQL).
extension SQLProjectStore: RequestCounterStore {
    public func countRequest(key: String, windowStart: Int64) async throws -> Int64 {
        try await database.transaction { session in
            let rows = try await session.query(
                """
                INSERT INTO request_windows (counter_key, window_start, requests) VALUES (?, ?, 1)
                ON CONFLICT (counter_key, window_start) DO UPDATE SET requests = request_windows.requests + 1
                RETURNING requests
                """, [.text(key), .integer(windowStart)])
            try await session.query(
                "DELETE FROM request_windows WHERE counter_key = ? AND window_start < ?",
                [.text(key), .integer(windowStart)])
            guard let count = try rows.first?.integer("requests") else {
                throw StoreError.corrupt("the request counter \(key) returned no count")
            }
            return count
        }
    }
}
