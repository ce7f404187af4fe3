/// Keeps the translation memory's trigram index (``MemoryIndex``, ``MemoryIndexSchema``) in step with
/// the source strings, in the transaction that writes them.
extension SQLProjectStore {
    /// Replaces the memory index entries of `strings` of a project (new strings and changed texts):
    /// each gets its memory string id (kept across changes), its trigram count and its postings.
    /// Returns how many postings it wrote.
    @discardableResult
    static func indexMemory(of strings: [SourceString], _ projectID: String, _ session: any SQLSession)
        async throws -> Int
    {
        var written = 0
        // The strings' counts change by the trigrams they lose and gain.
        var changes: [Int64: Int64] = [:]
        for chunk in strings.chunked(by: 200) {
            let trigrams = chunk.map { MemoryIndex.trigrams(of: $0.string) }
            var binds: [SQLValue] = []
            for (string, set) in zip(chunk, trigrams) {
                binds += [.text(projectID), .text(string.key), .integer(Int64(set.count))]
            }
            let rows = try await session.query(
                """
                INSERT INTO memory_strings (project_id, string_key, trigram_count)
                VALUES \(Array(repeating: "(?, ?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (project_id, string_key) DO UPDATE SET trigram_count = excluded.trigram_count
                RETURNING id, string_key
                """, binds)
            var ids: [String: Int64] = [:]
            for row in rows { ids[try row.text("string_key")] = try row.integer("id") }
            for row in try await session.query(
                "DELETE FROM memory_trigrams WHERE string_id IN (\(marks(ids.count))) RETURNING trigram",
                ids.values.map(SQLValue.integer))
            {
                changes[try row.integer("trigram"), default: 0] -= 1
            }
            var postings: [SQLValue] = []
            var count = 0
            func flush() async throws {
                guard count > 0 else { return }
                try await session.query(
                    "INSERT INTO memory_trigrams (trigram, length, string_id) VALUES "
                        + Array(repeating: "(?, ?, ?)", count: count).joined(separator: ", "), postings)
                postings.removeAll(keepingCapacity: true)
                count = 0
            }
            for (string, set) in zip(chunk, trigrams) {
                guard let id = ids[string.key] else { throw StoreError.corrupt("memory string \(string.key)") }
                // Distinct keys: two trigrams of one string sharing a key are one posting.
                for key in Set(set.map(MemoryIndex.key)) {
                    changes[key, default: 0] += 1
                    postings += [.integer(key), .integer(Int64(set.count)), .integer(id)]
                    count += 1
                    written += 1
                    if count == 1_000 { try await flush() }
                }
            }
            try await flush()
        }
        try await addCounts(changes, session)
        return written
    }

    /// Adds `changes` to the trigrams' string counts, in key order (so that concurrent writers on
    /// PostgreSQL lock the rows they share in the same order, never each waiting for the other).
    private static func addCounts(_ changes: [Int64: Int64], _ session: any SQLSession) async throws {
        let sorted = changes.filter { $0.value != 0 }.sorted { $0.key < $1.key }
        for chunk in sorted.chunked(by: 500) {
            try await session.query(
                """
                INSERT INTO memory_trigram_counts (trigram, strings)
                VALUES \(Array(repeating: "(?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (trigram) DO UPDATE SET strings = memory_trigram_counts.strings + excluded.strings
                """, chunk.flatMap { [SQLValue.integer($0.key), .integer($0.value)] })
        }
    }

    /// Indexes the source strings whose memory entry has no trigrams yet (stored before the index
    /// existed: ``MemoryIndexSchema`` gives them ids), a batch per transaction, in id order. On
    /// PostgreSQL a lock makes servers starting together take turns, so a batch is indexed once.
    func indexMissingMemory() async throws {
        var strings = 0
        var postings = 0
        while true {
            let (batch, written) = try await database.transaction { session -> (Int, Int) in
                if session is PostgresSession {
                    try await session.query("SELECT pg_advisory_xact_lock(704702)", [])
                }
                let rows = try await session.query(
                    """
                    SELECT s.project_id, s.string_key, s.string FROM memory_strings m
                    JOIN source_strings s ON s.project_id = m.project_id AND s.string_key = m.string_key
                    WHERE m.trigram_count IS NULL ORDER BY m.id LIMIT 2000
                    """, [])
                var byProject: [String: [SourceString]] = [:]
                for row in rows {
                    byProject[try row.text("project_id"), default: []].append(
                        SourceString(key: try row.text("string_key"), string: try row.text("string")))
                }
                var written = 0
                for (projectID, strings) in byProject {
                    written += try await Self.indexMemory(of: strings, projectID, session)
                }
                return (rows.count, written)
            }
            strings += batch
            postings += written
            guard batch == 2000 else { break }
        }
        await refreshStatistics(afterChanging: strings, in: ["memory_strings"])
        await refreshStatistics(afterChanging: postings, in: ["memory_trigrams"])
    }
}
