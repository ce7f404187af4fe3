/// Translation-memory candidates: exact matches by the source text's index, then those that differ
/// only in case and whitespace by the memory's exact keys (``MemoryIndex/exactKey(of:)``), fuzzy ones by
/// the memory's trigram index (``MemoryIndex``, the tables of ``MemoryIndexSchema``), the same on SQLite
/// and PostgreSQL. The exact reads come first and do not depend on the trigram index's budget, so a
/// source that a translator would call the same is always suggested.
extension SQLProjectStore {
    public func memoryCandidates(for text: String, sourceLanguage: String, targetLanguage: String, limit: Int)
        async throws -> [MemoryCandidate]
    {
        let dialect = database.dialect
        return try await database.read { session in
            var rows = try await session.query(
                Self.exactMemorySQL(dialect),
                [.text(targetLanguage), .text(text), .text(sourceLanguage), .integer(Int64(limit))])
            rows += try await session.query(
                Self.normalizedMemorySQL(dialect),
                [
                    .text(targetLanguage), .integer(MemoryIndex.exactKey(of: text)), .text(sourceLanguage),
                    .integer(Int64(limit)),
                ])
            // As many candidates as suggestions asked for: joining each to its string and translation
            // is most of a lookup's time on PostgreSQL (400 of them: 110 ms at p95 in a memory of 500,000).
            let ids = try await Self.fuzzyMemoryIDs(for: text, limit: limit, session)
            for chunk in ids.chunked(by: 500) {
                rows += try await session.query(
                    Self.fuzzyMemorySQL(dialect, count: chunk.count),
                    [.text(targetLanguage), .text(sourceLanguage)] + chunk.map(SQLValue.integer))
            }
            var seen = Set<[String]>()
            return try rows.compactMap { row in
                let candidate = MemoryCandidate(
                    projectID: try row.text("project_id"), key: try row.text("string_key"),
                    source: try row.text("source"), target: try row.text("target"))
                // A string read by more than one of the paths is one candidate.
                return seen.insert([candidate.projectID, candidate.key]).inserted ? candidate : nil
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

    /// Candidates that differ from the text at most in case and whitespace (target language, the text's
    /// ``MemoryIndex/exactKey(of:)``, source language, limit), by the index of the memory's exact keys;
    /// from the few strings with that key, never from the target language's translations (`CROSS JOIN`
    /// keeps SQLite's order). A key shared by another text only adds a candidate that its score ranks.
    static func normalizedMemorySQL(_ dialect: SQLDialect) -> String {
        """
        SELECT s.project_id, s.string_key, s.string AS source, t.string AS target
        FROM memory_strings m \(dialect == .sqlite ? "CROSS JOIN" : "JOIN") source_strings s
            ON s.project_id = m.project_id AND s.string_key = m.string_key
        JOIN projects p ON p.id = s.project_id
        JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
        WHERE m.exact_key = ? AND p.source_language = ? LIMIT ?
        """
    }

    /// The strings and translations of fuzzy candidates (target language, source language, then
    /// `count` memory string ids): from the ids, never from the target language's translations
    /// (`CROSS JOIN` keeps SQLite's order).
    static func fuzzyMemorySQL(_ dialect: SQLDialect, count: Int) -> String {
        """
        SELECT s.project_id, s.string_key, s.string AS source, t.string AS target
        FROM memory_strings m \(dialect == .sqlite ? "CROSS JOIN" : "JOIN") source_strings s
            ON s.project_id = m.project_id AND s.string_key = m.string_key
        JOIN projects p ON p.id = s.project_id
        JOIN translations t ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
        WHERE p.source_language = ? AND m.id IN (\(marks(count)))
        """
    }

    /// The memory string ids of the strings that may reach the memory's score with `text`, most
    /// similar first, at most `limit` (``MemoryIndex``): the text's trigrams' postings within the
    /// lengths read are counted from `memory_trigram_lengths` (``memoryReadCosts(of:lengths:_:)``),
    /// then the postings of those the plan reads (within `budget`) are counted by string, most shared
    /// first; the best ``MemoryIndex/scoredCandidates`` of those (by the bound of
    /// ``MemoryIndex/Plan``, or past its budget by the trigrams read they have, then that bound) are
    /// scored by all the text's trigrams (``memoryScoringSQL(ids:keys:)``), and those that reach the
    /// score come first, most similar first.
    static func fuzzyMemoryIDs(
        for text: String, limit: Int, budget: Int = MemoryIndex.readBudget, _ session: any SQLSession
    ) async throws -> [Int64] {
        let keys = MemoryIndex.trigrams(of: text).map(MemoryIndex.key)
        // Without trigrams the similarity is 0: nothing reaches the threshold.
        guard !keys.isEmpty else { return [] }
        let lengths = MemoryIndex.lengths(of: keys.count)
        let costs = try await memoryReadCosts(of: keys, lengths: lengths, session)
        let plan = MemoryIndex.plan(frequencies: keys.map { costs[$0] ?? 0 }, length: keys.count, budget: budget)
        let rows = try await session.query(
            """
            SELECT string_id, length, COUNT(*) AS shared FROM memory_trigrams
            WHERE trigram IN (\(marks(plan.read.count))) AND length BETWEEN ? AND ?
            GROUP BY string_id, length HAVING COUNT(*) >= ? ORDER BY shared DESC LIMIT ?
            """,
            plan.read.map { .integer(keys[$0]) } + [
                .integer(Int64(lengths.lowerBound)), .integer(Int64(lengths.upperBound)),
                .integer(Int64(plan.leastRead(lengths.lowerBound))), .integer(Int64(budget)),
            ])
        var candidates: [(id: Int64, length: Int, bound: Double, shared: Int64)] = []
        for row in rows {
            let length = Int(try row.integer("length"))
            let shared = try row.integer("shared")
            guard shared >= plan.leastRead(length) else { continue }
            candidates.append(
                (try row.integer("string_id"), length, plan.bound(length, shared: Int(shared)), shared))
        }
        // An exact plan ranks by the most similarity each can have; one within the budget by the
        // trigrams read that each has (its bound is then mostly the length's).
        candidates.sort {
            plan.exact
                ? ($0.bound, $0.shared, $1.id) > ($1.bound, $1.shared, $0.id)
                : ($0.shared, $0.bound, $1.id) > ($1.shared, $1.bound, $0.id)
        }
        // When every trigram was read the bound is the similarity; when all fit, the caller scores them.
        guard plan.unread > 0 && candidates.count > limit else { return candidates.prefix(limit).map(\.id) }
        // Else the order above cannot tell a string of the text's length from a shorter one more similar
        // (the trigrams not read decide): the first candidates are scored by all the text's trigrams.
        let scored = candidates.prefix(MemoryIndex.scoredCandidates)
        var shared: [Int64: Int] = [:]
        for chunk in scored.map(\.id).chunked(by: 500) {
            for row in try await session.query(
                memoryScoringSQL(ids: chunk.count, keys: keys.count),
                chunk.map(SQLValue.integer) + keys.map(SQLValue.integer))
            {
                shared[try row.integer("string_id")] = Int(try row.integer("shared"))
            }
        }
        // Two trigrams sharing a key only raise a count, so no string that reaches the score is dropped.
        let similar = scored.compactMap { candidate -> (id: Int64, similarity: Double)? in
            let c = shared[candidate.id] ?? 0
            guard c >= MemoryIndex.leastShared(keys.count, candidate.length) else { return nil }
            return (candidate.id, Double(c) / Double(keys.count + candidate.length - c))
        }
        .sorted { ($0.similarity, $1.id) > ($1.similarity, $0.id) }
        return Array((similar.map(\.id) + candidates.dropFirst(scored.count).map(\.id)).prefix(limit))
    }

    /// What reading each of the text's trigram `keys` costs a lookup: its postings within the `lengths`
    /// the lookup reads (a trigram rare over all lengths may be common within them, and the reverse),
    /// the sum of its strings per length in `memory_trigram_lengths` (``MemoryIndexSchema/lengthCounts``)
    /// over the lengths: one range of that table's key per trigram, 100 trigrams a statement, whatever
    /// the postings. A trigram missing from the answer has no posting within the lengths.
    static func memoryReadCosts(of keys: [Int64], lengths: ClosedRange<Int>, _ session: any SQLSession)
        async throws -> [Int64: Int]
    {
        var costs: [Int64: Int] = [:]
        for chunk in Set(keys).sorted().chunked(by: 100) {
            for row in try await session.query(
                memoryReadCostsSQL(keys: chunk.count),
                chunk.map(SQLValue.integer) + [
                    .integer(Int64(lengths.lowerBound)), .integer(Int64(lengths.upperBound)),
                ])
            {
                costs[try row.integer("trigram")] = Int(try row.integer("postings"))
            }
        }
        return costs
    }

    /// The postings of each of `keys` trigrams within a length range (the trigram keys, then the
    /// range's bounds), summed from their rows in `memory_trigram_lengths`, read by its primary key.
    static func memoryReadCostsSQL(keys: Int) -> String {
        """
        SELECT trigram, CAST(SUM(strings) AS BIGINT) AS postings FROM memory_trigram_lengths
        WHERE trigram IN (\(marks(keys))) AND length BETWEEN ? AND ? GROUP BY trigram
        """
    }

    /// How many of the text's trigrams each of `ids` memory strings has (the ids, then the `keys`
    /// trigram keys): from each string's own postings, by the index on the string id (the trigram's
    /// `+` keeps both databases from reading the text's trigrams' postings through the primary key
    /// instead, every string's, which is what the budget avoids).
    static func memoryScoringSQL(ids: Int, keys: Int) -> String {
        """
        SELECT string_id, COUNT(*) AS shared FROM memory_trigrams
        WHERE string_id IN (\(marks(ids))) AND +trigram IN (\(marks(keys))) GROUP BY string_id
        """
    }
}
