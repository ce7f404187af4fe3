/// Analytics in the `content_fetches` table: one row per project, UTC day, language and SDK, added to
/// with `INSERT … ON CONFLICT DO UPDATE SET fetches = fetches + excluded.fetches`, so the flushes of
/// several servers add up.
extension SQLProjectStore: AnalyticsStore {
    public func addContentFetches(_ counts: [ContentFetchCount], maximumSDKsPerDay: Int, oldestDay: Int64)
        async throws
    {
        let dialect = database.dialect
        try await database.transaction { session in
            // Flushes take turns, so the cap on a day's SDK values counts what every server stored.
            if dialect == .postgres { try await session.query("SELECT pg_advisory_xact_lock(704703)", []) }
            try await session.query("DELETE FROM content_fetches WHERE day < ?", [.integer(oldestDay)])
            var storedSDKs: [String: Set<String>] = [:]
            for count in counts {
                let group = "\(count.day) \(count.projectID)"
                var stored: Set<String>
                if let known = storedSDKs[group] {
                    stored = known
                } else {
                    let rows = try await session.query(
                        "SELECT DISTINCT sdk FROM content_fetches WHERE project_id = ? AND day = ?",
                        [.text(count.projectID), .integer(count.day)])
                    stored = Set(try rows.map { try $0.text("sdk") })
                    stored.remove(ClientSDK.overflow)
                }
                var sdk = count.sdk
                if sdk != ClientSDK.overflow, !stored.contains(sdk) {
                    if stored.count >= maximumSDKsPerDay { sdk = ClientSDK.overflow }
                    stored.insert(sdk)
                }
                storedSDKs[group] = stored
                try await session.query(
                    """
                    INSERT INTO content_fetches (project_id, day, language, sdk, fetches)
                    SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?)
                    ON CONFLICT (project_id, day, language, sdk)
                    DO UPDATE SET fetches = content_fetches.fetches + excluded.fetches
                    """,
                    [
                        .text(count.projectID), .integer(count.day), .text(count.language), .text(sdk),
                        .integer(count.fetches), .text(count.projectID),
                    ])
            }
        }
    }

    public func contentFetches(projectID: String, from first: Int64, through last: Int64) async throws
        -> [ContentFetchCount]
    {
        try await database.read { session in
            let rows = try await session.query(
                """
                SELECT day, language, sdk, fetches FROM content_fetches
                WHERE project_id = ? AND day >= ? AND day <= ? ORDER BY day, language, sdk
                """, [.text(projectID), .integer(first), .integer(last)])
            return try rows.map {
                ContentFetchCount(
                    projectID: projectID, day: try $0.integer("day"), language: try $0.text("language"),
                    sdk: try $0.text("sdk"), fetches: try $0.integer("fetches"))
            }
        }
    }
}
