/// Translation-memory candidates: exact matches by the source text's index; fuzzy ones by `pg_trgm`'s
/// `%` operator and GIN index on PostgreSQL, and on SQLite by the `source_trigrams` table, which
/// keeps each source string's ``Trigrams`` (written with the string, filled at start for older data).
extension SQLProjectStore {
    public func memoryCandidates(for text: String, sourceLanguage: String, targetLanguage: String, limit: Int)
        async throws -> [MemoryCandidate]
    {
        let select = """
            SELECT s.project_id, s.string_key, s.string AS source, t.string AS target
            FROM source_strings s JOIN projects p ON p.id = s.project_id
            JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
            """
        let dialect = database.dialect
        return try await database.read { session in
            var rows = try await session.query(
                select + " WHERE s.string = ? AND p.source_language = ? LIMIT ?",
                [.text(targetLanguage), .text(text), .text(sourceLanguage), .integer(Int64(limit))])
            if dialect == .postgres {
                rows += try await session.query(
                    select
                        + " WHERE s.string % ? AND p.source_language = ? ORDER BY similarity(s.string, ?) DESC LIMIT ?",
                    [.text(targetLanguage), .text(text), .text(sourceLanguage), .text(text), .integer(Int64(limit))])
            } else {
                let trigrams = Array(Trigrams.of(TranslationMemory.withoutPlaceholders(text)))
                if !trigrams.isEmpty {
                    // A candidate needs at least 70 % of the text's trigrams to reach a similarity of 70 %.
                    let least = Int64((Double(trigrams.count) * 0.7).rounded(.up))
                    rows += try await session.query(
                        """
                        SELECT s.project_id, s.string_key, s.string AS source, t.string AS target FROM
                            (SELECT project_id, string_key, COUNT(*) AS shared FROM source_trigrams
                             WHERE trigram IN (\(Self.marks(trigrams.count))) GROUP BY project_id, string_key
                             HAVING COUNT(*) >= ? ORDER BY shared DESC LIMIT ?) c
                        JOIN source_strings s ON s.project_id = c.project_id AND s.string_key = c.string_key
                        JOIN projects p ON p.id = s.project_id
                        JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key
                            AND t.language = ?
                        WHERE p.source_language = ? ORDER BY c.shared DESC
                        """,
                        trigrams.map(SQLValue.text) + [
                            .integer(least), .integer(Int64(limit * 4)), .text(targetLanguage), .text(sourceLanguage),
                        ])
                }
            }
            return try rows.map { row in
                MemoryCandidate(
                    projectID: try row.text("project_id"), key: try row.text("string_key"),
                    source: try row.text("source"), target: try row.text("target"))
            }
        }
    }

    /// Replaces the trigram index entries of `strings` (SQLite).
    static func indexTrigrams(of strings: [SourceString], _ projectID: String, _ session: any SQLSession) async throws {
        try await deleteIn(
            "DELETE FROM source_trigrams WHERE project_id = ? AND string_key IN", keys: strings.map(\.key),
            leading: [.text(projectID)], session)
        var binds: [SQLValue] = []
        var count = 0
        func flush() async throws {
            guard count > 0 else { return }
            try await session.query(
                "INSERT INTO source_trigrams (project_id, string_key, trigram) VALUES "
                    + Array(repeating: "(?, ?, ?)", count: count).joined(separator: ", "), binds)
            binds.removeAll(keepingCapacity: true)
            count = 0
        }
        for string in strings {
            for trigram in Trigrams.of(string.string) {
                binds += [.text(projectID), .text(string.key), .text(trigram)]
                count += 1
                if count == 300 { try await flush() }
            }
        }
        try await flush()
    }

    /// Indexes the trigrams of source strings that have none yet (stored before the index existed), a
    /// batch per transaction, in key order.
    func indexMissingTrigrams() async throws {
        var after = ("", "")
        while true {
            let last: (String, String)? = try await database.transaction { [after] session in
                let rows = try await session.query(
                    """
                    SELECT project_id, string_key, string FROM source_strings s
                    WHERE (project_id > ? OR (project_id = ? AND string_key > ?)) AND NOT EXISTS
                        (SELECT 1 FROM source_trigrams t WHERE t.project_id = s.project_id AND t.string_key = s.string_key)
                    ORDER BY project_id, string_key LIMIT 2000
                    """, [.text(after.0), .text(after.0), .text(after.1)])
                var byProject: [String: [SourceString]] = [:]
                var last: (String, String)?
                for row in rows {
                    let projectID = try row.text("project_id")
                    let key = try row.text("string_key")
                    byProject[projectID, default: []].append(SourceString(key: key, string: try row.text("string")))
                    last = (projectID, key)
                }
                for (projectID, strings) in byProject { try await Self.indexTrigrams(of: strings, projectID, session) }
                return rows.count < 2000 ? nil : last
            }
            guard let last else { return }
            after = last
        }
    }
}
