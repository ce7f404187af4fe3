/// Keeps the translation memory's trigram index (``MemoryIndex``, ``MemoryIndexSchema``) in step with
/// the source strings: the strings' ids, exact keys and postings in the transaction that writes or
/// deletes them, the trigrams' counts per length after it (``applyQueuedMemoryCounts()``), up and down.
extension SQLProjectStore {
    /// A row of `memory_trigram_lengths`: a trigram's key and a string length (its trigram count).
    struct MemoryTrigramLength: Hashable, Sendable {
        /// The trigram's ``MemoryIndex/key(_:)``.
        var trigram: Int64
        /// The trigram count of the strings counted.
        var length: Int64
    }

    /// What ``indexMemory(of:_:_:)`` wrote: postings, and how each trigram's string count per length changes.
    struct MemoryIndexWrite: Sendable {
        /// The postings written.
        var postings = 0
        /// The change of each trigram's string count per length (postings lost and gained), queued in
        /// the transaction (``SQLProjectStore/queueMemoryCounts(_:_:)``) and added to the counts once it
        /// has committed.
        var counts: [MemoryTrigramLength: Int64] = [:]
    }

    /// The changes of the counts that the deleted postings `rows` (their `trigram` and `length`) take back.
    static func lostMemoryCounts(_ rows: [SQLRow], into changes: inout [MemoryTrigramLength: Int64]) throws {
        for row in rows {
            let key = MemoryTrigramLength(trigram: try row.integer("trigram"), length: try row.integer("length"))
            changes[key, default: 0] -= 1
        }
    }

    /// Replaces the memory index entries of `strings` of a project (new strings and changed texts):
    /// each gets its memory string id (kept across changes), its trigram count, its exact key (the
    /// ``MemoryIndex/key(_:)`` of its ``TranslationMemory/normalized(_:)`` text) and its postings.
    /// The trigrams' counts are not written here (``MemoryIndexWrite/counts``).
    static func indexMemory(of strings: [SourceString], _ projectID: String, _ session: any SQLSession)
        async throws -> MemoryIndexWrite
    {
        var written = 0
        // The strings' counts change by the trigrams they lose and gain.
        var changes: [MemoryTrigramLength: Int64] = [:]
        for chunk in strings.chunked(by: 200) {
            let trigrams = chunk.map { MemoryIndex.trigrams(of: $0.string) }
            var binds: [SQLValue] = []
            for (string, set) in zip(chunk, trigrams) {
                binds += [
                    .text(projectID), .text(string.key), .integer(Int64(set.count)),
                    .integer(MemoryIndex.exactKey(of: string.string)),
                ]
            }
            let rows = try await session.query(
                """
                INSERT INTO memory_strings (project_id, string_key, trigram_count, exact_key)
                VALUES \(Array(repeating: "(?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (project_id, string_key) DO UPDATE
                    SET trigram_count = excluded.trigram_count, exact_key = excluded.exact_key
                RETURNING id, string_key
                """, binds)
            var ids: [String: Int64] = [:]
            for row in rows { ids[try row.text("string_key")] = try row.integer("id") }
            try lostMemoryCounts(
                try await session.query(
                    "DELETE FROM memory_trigrams WHERE string_id IN (\(marks(ids.count))) RETURNING trigram, length",
                    ids.values.map(SQLValue.integer)),
                into: &changes)
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
                    changes[MemoryTrigramLength(trigram: key, length: Int64(set.count)), default: 0] += 1
                    postings += [.integer(key), .integer(Int64(set.count)), .integer(id)]
                    count += 1
                    written += 1
                    if count == 1_000 { try await flush() }
                }
            }
            try await flush()
        }
        return MemoryIndexWrite(postings: written, counts: changes)
    }

    /// Deletes the memory index postings of the strings `keys` of a project, which are about to be
    /// deleted, and answers how each trigram's string count per length changes (for
    /// ``queueMemoryCounts(_:_:)``).
    static func unindexMemory(of keys: [String], _ projectID: String, _ session: any SQLSession)
        async throws -> [MemoryTrigramLength: Int64]
    {
        var changes: [MemoryTrigramLength: Int64] = [:]
        for chunk in keys.chunked(by: 500) {
            try lostMemoryCounts(
                try await session.query(
                    """
                    DELETE FROM memory_trigrams WHERE string_id IN
                        (SELECT id FROM memory_strings WHERE project_id = ? AND string_key IN (\(marks(chunk.count))))
                    RETURNING trigram, length
                    """, [.text(projectID)] + chunk.map(SQLValue.text)),
                into: &changes)
        }
        return changes
    }

    /// Indexes the source strings whose memory entry has no trigrams or no exact key yet (stored before
    /// the index, or its exact keys, existed: ``MemoryIndexSchema`` gives them ids), a batch per
    /// transaction, in id order. On
    /// PostgreSQL a lock makes servers starting together take turns, so a batch is indexed once.
    func indexMissingMemory() async throws {
        var strings = 0
        var postings = 0
        while true {
            let (batch, write) = try await database.transaction { session -> (Int, MemoryIndexWrite) in
                if session is PostgresSession {
                    try await session.query("SELECT pg_advisory_xact_lock(704702)", [])
                }
                let rows = try await session.query(
                    """
                    SELECT s.project_id, s.string_key, s.string FROM memory_strings m
                    JOIN source_strings s ON s.project_id = m.project_id AND s.string_key = m.string_key
                    WHERE m.trigram_count IS NULL OR m.exact_key IS NULL ORDER BY m.id LIMIT 2000
                    """, [])
                var byProject: [String: [SourceString]] = [:]
                for row in rows {
                    byProject[try row.text("project_id"), default: []].append(
                        SourceString(key: try row.text("string_key"), string: try row.text("string")))
                }
                var written = MemoryIndexWrite()
                for (projectID, strings) in byProject {
                    let write = try await Self.indexMemory(of: strings, projectID, session)
                    written.postings += write.postings
                    written.counts.merge(write.counts, uniquingKeysWith: +)
                }
                try await Self.queueMemoryCounts(written.counts, session)
                return (rows.count, written)
            }
            try await applyQueuedMemoryCounts()
            strings += batch
            postings += write.postings
            guard batch == 2000 else { break }
        }
        await refreshStatistics(afterChanging: strings, in: ["memory_strings"])
        await refreshStatistics(afterChanging: postings, in: ["memory_trigrams"])
    }
}
