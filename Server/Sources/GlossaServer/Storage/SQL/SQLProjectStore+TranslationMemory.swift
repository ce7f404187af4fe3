/// Translation-memory candidates: exact matches by the source text's index; fuzzy ones by `pg_trgm`'s
/// `%` operator and GIN index on PostgreSQL (at the memory's threshold, within the lengths that can
/// reach it), and on SQLite by the `source_trigrams` table, which keeps each source string's
/// ``Trigrams`` (written with the string, filled at start for older data) and is read rarest trigrams
/// first.
extension SQLProjectStore {
    public func memoryCandidates(for text: String, sourceLanguage: String, targetLanguage: String, limit: Int)
        async throws -> [MemoryCandidate]
    {
        let dialect = database.dialect
        return try await database.read { session in
            var rows = try await session.query(
                Self.exactMemorySQL(dialect),
                [.text(targetLanguage), .text(text), .text(sourceLanguage), .integer(Int64(limit))])
            if dialect == .postgres {
                rows += try await Self.postgresFuzzyCandidates(
                    for: text, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, limit: limit, session)
            } else {
                rows += try await Self.sqliteFuzzyCandidates(
                    for: text, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, limit: limit, session)
            }
            return try rows.map { row in
                MemoryCandidate(
                    projectID: try row.text("project_id"), key: try row.text("string_key"),
                    source: try row.text("source"), target: try row.text("target"))
            }
        }
    }

    /// Exact candidates: the strings whose source is the text (target language, text, source language,
    /// limit). The few strings with that source come first, then their translations: without
    /// statistics, SQLite's planner weighs `t.language = ?` like `s.string = ?` and would read every
    /// translation of the target language (half a second in a memory of 500,000 segments), so
    /// `CROSS JOIN` keeps its order there.
    static func exactMemorySQL(_ dialect: SQLDialect) -> String {
        """
        SELECT s.project_id, s.string_key, s.string AS source, t.string AS target
        FROM source_strings s JOIN projects p ON p.id = s.project_id
        \(dialect == .sqlite ? "CROSS JOIN" : "JOIN") translations t
            ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
        WHERE s.string = ? AND p.source_language = ? LIMIT ?
        """
    }

    /// Fuzzy candidates on PostgreSQL, by `pg_trgm`'s `%` operator and GIN index: `%` keeps what reaches
    /// `pg_trgm.similarity_threshold` (0.3 by default, which lets most of a large memory through); at the
    /// memory's own threshold, less a margin for the placeholders its score leaves out, the GIN index
    /// rejects most strings itself. The text is looked up without its placeholders (a common `{count}`
    /// would match a tenth of a memory), and only the best source strings are joined to their
    /// translations. A source string reaching that similarity has between `t·n` and `n/t` trigrams for a
    /// text of `n` (``WorkflowSearchSchema``): that range of the `trigram_count` index is what
    /// keeps a one-word text from rechecking every sentence that holds its word. It removes nothing `%`
    /// would keep.
    private static func postgresFuzzyCandidates(
        for text: String, sourceLanguage: String, targetLanguage: String, limit: Int, _ session: any SQLSession
    ) async throws -> [SQLRow] {
        let fuzzy = TranslationMemory.withoutPlaceholders(text)
        let threshold = postgresSimilarityThreshold
        let counted = try await session.query(
            "SELECT coalesce(array_length(show_trgm(?), 1), 0) AS n", [.text(fuzzy)])
        let trigrams = Double(try counted.first?.integer("n") ?? 0)
        // Without trigrams the similarity is 0: nothing reaches the threshold.
        guard trigrams > 0 else { return [] }
        // Rounded outwards, so that no string at the bound is lost to floating point.
        let shortest = Int64((trigrams * threshold).rounded(.down))
        let longest = Int64((trigrams / threshold).rounded(.up))
        try await session.query(
            "SELECT set_config('pg_trgm.similarity_threshold', ?, false)", [.text(String(threshold))])
        return try await session.query(
            """
            SELECT s.project_id, s.string_key, s.string AS source, t.string AS target FROM
                (SELECT project_id, string_key, string, similarity(string, ?) AS score FROM source_strings
                 WHERE string % ? AND trigram_count BETWEEN ? AND ? ORDER BY score DESC LIMIT ?) s
            JOIN projects p ON p.id = s.project_id
            JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
            WHERE p.source_language = ? ORDER BY s.score DESC LIMIT ?
            """,
            [
                .text(fuzzy), .text(fuzzy), .integer(shortest), .integer(longest), .integer(Int64(limit * 4)),
                .text(targetLanguage), .text(sourceLanguage), .integer(Int64(limit)),
            ])
    }

    /// The similarity `pg_trgm`'s `%` needs on PostgreSQL: below ``TranslationMemory/minimumScore`` since
    /// `pg_trgm` counts the trigrams of a stored string's placeholders, which the memory's score leaves out.
    static let postgresSimilarityThreshold = 0.6

    /// The most source strings a SQLite fuzzy lookup checks trigram by trigram.
    static let sqliteCandidateLimit = 3_000

    /// The posting-list length past which a trigram counts as common (SQLite); counting stops there.
    static let sqliteCommonTrigram = 2_000

    /// Fuzzy candidates on SQLite from the `source_trigrams` table, as a GIN index with a threshold reads
    /// them: a string reaching the memory's similarity shares at least that share of the text's
    /// trigrams, so it has one of the rarest `n - least + 1` of them. Their entries give the candidates
    /// (at most ``sqliteCandidateLimit``), whose shared trigrams are then counted from the index by string,
    /// most shared first. Those few are then joined to their strings and translations: `CROSS JOIN` keeps
    /// SQLite's planner from reading the target language's translations first (every one of a large
    /// memory's, through the index by language) and matching each with the candidates.
    private static func sqliteFuzzyCandidates(
        for text: String, sourceLanguage: String, targetLanguage: String, limit: Int, _ session: any SQLSession
    ) async throws -> [SQLRow] {
        let trigrams = Array(Trigrams.of(TranslationMemory.withoutPlaceholders(text)))
        guard !trigrams.isEmpty else { return [] }
        let least = Int((Double(trigrams.count) * Double(TranslationMemory.minimumScore) / 100).rounded(.up))
        // How many strings have each trigram, counted up to the common limit.
        let frequencies = try await session.query(
            """
            WITH q(i, trigram) AS (VALUES \(trigrams.indices.map { "(\($0), ?)" }.joined(separator: ", ")))
            SELECT i, (SELECT COUNT(*) FROM (SELECT 1 FROM source_trigrams s WHERE s.trigram = q.trigram
                LIMIT \(sqliteCommonTrigram))) AS n FROM q
            """, trigrams.map(SQLValue.text))
        var counts = Array(repeating: Int64(0), count: trigrams.count)
        for row in frequencies { counts[Int(try row.integer("i"))] = try row.integer("n") }
        let rarest = trigrams.indices.sorted { counts[$0] < counts[$1] }.prefix(trigrams.count - least + 1)
            .map { trigrams[$0] }
        return try await session.query(
            """
            SELECT s.project_id, s.string_key, s.string AS source, t.string AS target FROM
                (SELECT x.project_id, x.string_key, COUNT(*) AS shared FROM
                    (SELECT DISTINCT project_id, string_key FROM source_trigrams
                     WHERE trigram IN (\(marks(rarest.count))) LIMIT ?) c
                 JOIN source_trigrams x ON x.project_id = c.project_id AND x.string_key = c.string_key
                 WHERE +x.trigram IN (\(marks(trigrams.count)))
                 GROUP BY x.project_id, x.string_key HAVING COUNT(*) >= ? ORDER BY shared DESC LIMIT ?) m
            CROSS JOIN source_strings s ON s.project_id = m.project_id AND s.string_key = m.string_key
            JOIN projects p ON p.id = s.project_id
            JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
            WHERE p.source_language = ? ORDER BY m.shared DESC
            """,
            rarest.map(SQLValue.text) + [.integer(Int64(sqliteCandidateLimit))] + trigrams.map(SQLValue.text) + [
                .integer(Int64(least)), .integer(Int64(limit * 4)), .text(targetLanguage), .text(sourceLanguage),
            ])
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
