import Foundation
import Testing

@testable import GlossaServer

/// The translation memory's statements as SQLite plans them: a memory of 500,000 segments answers
/// within the workflow's 50 ms only if each starts from its most selective index.
@Suite("SQL translation memory")
struct SQLProjectStoreTranslationMemoryTests {
    /// The exact match starts from the source text's index, never from the target language's
    /// translations (which would read all of them: half a second at 500,000 segments). SQLite plans
    /// without statistics here, as a server's database has none, so the plan does not depend on the data.
    @Test func theExactMatchStartsFromTheSourceText() async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + SQLProjectStore.exactMemorySQL(.sqlite),
                [.text("fr"), .text("Save the file"), .text("en"), .integer(10)])
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(steps.first?.contains("USING INDEX source_strings_text") == true, "\(steps)")
        #expect(!steps.contains { $0.contains("translations_language") }, "\(steps)")
    }

    /// The matches that differ only in case and whitespace start from the memory's exact keys, never
    /// from the target language's translations.
    @Test func theNormalizedMatchStartsFromTheExactKeys() async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + SQLProjectStore.normalizedMemorySQL(.sqlite),
                [.text("fr"), .integer(MemoryIndex.exactKey(of: "Save the file")), .text("en"), .integer(10)])
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(steps.first?.contains("USING INDEX memory_strings_exact") == true, "\(steps)")
        #expect(!steps.contains { $0.contains("translations_language") }, "\(steps)")
    }

    /// The fuzzy candidates are read from their memory ids, never from the target language's translations.
    @Test func fuzzyCandidatesStartFromTheirIDs() async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + SQLProjectStore.fuzzyMemorySQL(.sqlite, count: 3),
                [.text("fr"), .text("en"), .integer(1), .integer(2), .integer(3)])
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(steps.first?.contains("SEARCH m USING INTEGER PRIMARY KEY") == true, "\(steps)")
        #expect(!steps.contains { $0.contains("translations_language") }, "\(steps)")
    }

    /// The candidates' scoring reads each candidate's own postings by the index on the string id,
    /// never the text's trigrams' postings through the primary key (every string's).
    @Test func candidatesAreScoredFromTheirOwnPostings() async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + SQLProjectStore.memoryScoringSQL(ids: 2, keys: 3),
                [1, 2, 10, 11, 12].map { SQLValue.integer($0) })
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(steps.contains { $0.contains("USING COVERING INDEX memory_trigrams_string (string_id=?)") }, "\(steps)")
        #expect(!steps.contains { $0.contains("PRIMARY KEY") }, "\(steps)")
    }

    /// The plan's costs are read from the counts per length by their primary key, one range per
    /// trigram (trigram, then the length range), never by scanning the counts or reading postings.
    @Test func readCostsSearchTheCountsByTrigramAndLength() async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + SQLProjectStore.memoryReadCostsSQL(keys: 3),
                [10, 11, 12, 20, 40].map { SQLValue.integer($0) })
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(
            steps.contains {
                $0.contains("SEARCH memory_trigram_lengths USING PRIMARY KEY (trigram=? AND length>? AND length<?)")
            }, "\(steps)")
        #expect(
            !steps.contains { $0.contains("memory_trigrams") && !$0.contains("memory_trigram_lengths") }, "\(steps)")
    }

    /// Past the read budget, a string one word shorter than the text and similar enough is found even
    /// when more strings than the lookup keeps have every trigram read and the text's very length: a
    /// text of common words, whose rarest word ("mode") every such string has, the other words
    /// strings within the length range but less than 70 % similar (which make them costly to read).
    /// The candidates are ranked by all the text's trigrams, not by the trigrams read and the length
    /// alone.
    @Test(arguments: StoreKind.persistent)
    func aShorterSimilarStringIsFoundPastTheBudget(_ kind: StoreKind) async throws {
        let text = "open save file to find mode"
        let original = "open file to find mode"
        let n = MemoryIndex.trigrams(of: text).count
        #expect(
            Trigrams.similarity(MemoryIndex.trigrams(of: text), MemoryIndex.trigrams(of: original)) * 100
                >= Double(TranslationMemory.minimumScore))
        // Words of letters the text does not have, each with its own first and last letter.
        let letters = Array("jqwxyz")
        func code(_ index: Int) -> String { "\(letters[index / letters.count])\(letters[index % letters.count])" }
        func words(_ index: Int) -> String {
            "b\(code(index))b g\(code(index))g h\(code(index))h k\(code(index))kk"
        }
        // Twenty strings with the text's rarest word and its length, 10 % similar.
        let sameLength = (0..<20).map { "mode " + words($0) }
        for string in sameLength { try #require(MemoryIndex.trigrams(of: string).count == n) }
        // Thirty strings with the text's other words, within the lengths read but not similar enough.
        let others = (0..<30).map { "open save file to find b\(code($0))b" }
        for string in others {
            let trigrams = MemoryIndex.trigrams(of: string)
            try #require(MemoryIndex.lengths(of: n).contains(trigrams.count))
            try #require(
                Trigrams.similarity(MemoryIndex.trigrams(of: text), trigrams) * 100
                    < Double(TranslationMemory.minimumScore))
        }
        try await withMemory(kind, [original] + sameLength + others) { store in
            // Within the lengths read, the five trigrams of "mode" (21 postings each) are the rarest;
            // the eight a match must touch do not fit this budget, four of "mode" do.
            let budget = 100
            let keys = MemoryIndex.trigrams(of: text).map(MemoryIndex.key)
            let costs = try await store.database.read { session in
                try await SQLProjectStore.memoryReadCosts(of: keys, lengths: MemoryIndex.lengths(of: n), session)
            }
            let plan = MemoryIndex.plan(frequencies: keys.map { costs[$0] ?? 0 }, length: n, budget: budget)
            try #require(!plan.exact && plan.read.count == 4)
            let (ids, originalID) = try await fuzzyIDs(store, text, budget: budget)
            #expect(ids.first == originalID, "\(ids)")
        }
    }

    /// A text whose rarest trigrams over all lengths are those of the word an edit added ("save"),
    /// common only in strings outside the lengths a lookup reads, finds its original (without that
    /// word) in a plan costed by the postings within those lengths: by the counts over all lengths,
    /// the trigrams a match must touch do not fit the budget and those of "save" alone do, so the
    /// original would never be a candidate.
    @Test(arguments: StoreKind.persistent)
    func theBudgetCountsOnlyThePostingsWithinTheLengthsRead(_ kind: StoreKind) async throws {
        let text = "open save file to find mode"
        let original = "open file to find mode"
        let n = MemoryIndex.trigrams(of: text).count
        // Long strings outside the lengths read: 30 with "save", 50 with the text's other words.
        let filler = " bjjb gjjg hjjh kjjkk bjqb gjqg hjqh kjqkk bjwb gjwg hjwh kjwkk"
        let saves = (0..<30).map { "save" + filler + " \($0)" }
        let others = Array(repeating: original + filler, count: 50)
        for string in saves + others {
            try #require(!MemoryIndex.lengths(of: n).contains(MemoryIndex.trigrams(of: string).count))
        }
        try await withMemory(kind, [original] + saves + others) { store in
            let budget = 150
            // By the strings over all lengths, the plan is past its budget and reads only trigrams
            // the original lacks.
            let keys = MemoryIndex.trigrams(of: text).map(MemoryIndex.key)
            let counts = try await store.database.read { session in
                try await session.query(
                    """
                    SELECT trigram, CAST(SUM(strings) AS BIGINT) AS strings FROM memory_trigram_lengths
                    WHERE trigram IN (\(SQLProjectStore.marks(n))) GROUP BY trigram
                    """, keys.map(SQLValue.integer))
            }.reduce(into: [Int64: Int]()) { $0[try $1.integer("trigram")] = Int(try $1.integer("strings")) }
            let overAllLengths = MemoryIndex.plan(frequencies: keys.map { counts[$0] ?? 0 }, length: n, budget: budget)
            let originalKeys = Set(MemoryIndex.trigrams(of: original).map(MemoryIndex.key))
            try #require(!overAllLengths.exact)
            try #require(overAllLengths.read.allSatisfy { !originalKeys.contains(keys[$0]) })
            let (ids, originalID) = try await fuzzyIDs(store, text, budget: budget)
            #expect(ids == [originalID], "\(ids)")
        }
    }

    /// Runs `body` on a new store of `kind` whose project "memory" has `strings` (keys `s0`, `s1`, …),
    /// then closes it.
    private func withMemory(
        _ kind: StoreKind, _ strings: [String], _ body: (SQLProjectStore) async throws -> Void
    ) async throws {
        let store = try await kind.makeIsolatedSQLStore()
        do {
            let (project, _) = try await ProjectAdministration(store: store).createProject(
                id: "memory", name: "Memory", sourceLanguage: "en", languages: ["fr"])
            _ = try await store.push(
                PushPayload(
                    strings: strings.enumerated().map { SourceString(key: "s\($0.offset)", string: $0.element) }),
                to: project.id)
            try await body(store)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// The memory string ids of a fuzzy lookup of `text` (10 at most) within `budget`, and the id of
    /// the string `s0`.
    private func fuzzyIDs(_ store: SQLProjectStore, _ text: String, budget: Int) async throws -> ([Int64], Int64) {
        let ids = try await store.database.read { session in
            try await SQLProjectStore.fuzzyMemoryIDs(for: text, limit: 10, budget: budget, session)
        }
        let first = try await store.database.read { session in
            try await session.query("SELECT id FROM memory_strings WHERE string_key = 's0'", [])
        }.first?.integer("id")
        return (ids, try #require(first))
    }

    /// A database from before the memory's index (every earlier migration applied, strings and
    /// translations stored) gets it when the server starts: the migration gives the strings their ids,
    /// the start indexes their trigrams and exact keys, and a lookup finds them (fuzzy, and exact but for
    /// case and whitespace); a start also gives exact keys to strings indexed without them.
    @Test(arguments: StoreKind.persistent)
    func theMigrationIndexesExistingStrings(_ kind: StoreKind) async throws {
        // Every migration before the one that creates the memory's index.
        let database = try await kind.databaseBefore(migrationWith: "CREATE TABLE memory_strings")
        let store = SQLProjectStore(database: database)
        do {
            try await database.transaction { session in
                try await session.query(
                    "INSERT INTO projects (id, name, source_language) VALUES ('old', 'Old', 'en')", [])
                try await session.query("INSERT INTO project_languages (project_id, code) VALUES ('old', 'fr')", [])
                for (key, text, translation) in [
                    ("a", "Delete all the selected files", "Supprimer tous les fichiers choisis"),
                    ("b", "Rename the folder", "Renommer le dossier"),
                ] {
                    try await session.query(
                        """
                        INSERT INTO source_strings (project_id, string_key, string, tags, occurrences, context)
                        VALUES ('old', ?, ?, '[]', '[]', '[]')
                        """, [.text(key), .text(text)])
                    try await session.query(
                        """
                        INSERT INTO translations (project_id, language, string_key, string, status)
                        VALUES ('old', 'fr', ?, ?, 'translated')
                        """, [.text(key), .text(translation)])
                }
            }
            try await store.migrate()
            #expect(try await store.pendingMigrations() == 0)
            let text = "Delete the selected files"
            let candidates = try await store.memoryCandidates(
                for: text, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
            let suggestions = TranslationMemory.suggestions(for: text, from: candidates, limit: 10)
            #expect(suggestions.map(\.key) == ["a"])
            #expect(suggestions.first.map { (70..<100).contains($0.score) } == true)
            // Their exact keys too, also for strings indexed before exact keys existed (null keys).
            func exact() async throws -> [MemorySuggestion] {
                let text = "delete all the  SELECTED files"
                let candidates = try await store.memoryCandidates(
                    for: text, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
                return TranslationMemory.suggestions(for: text, from: candidates, limit: 10)
            }
            #expect(try await exact().map(\.key) == ["a"])
            #expect(try await exact().first?.score == 100)
            _ = try await database.transaction { session in
                try await session.query("UPDATE memory_strings SET exact_key = NULL", [])
            }
            func missing() async throws -> Int64? {
                let rows = try await database.read { session in
                    try await session.query("SELECT count(*) AS n FROM memory_strings WHERE exact_key IS NULL", [])
                }
                return try rows.first?.integer("n")
            }
            #expect(try await missing() == 2)
            try await store.migrate()
            #expect(try await missing() == 0)
            #expect(try await exact().first?.score == 100)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// On PostgreSQL a push does not wait, inside its transaction, for the trigram counts that another
    /// project's push holds: a transaction holding those rows' locks (as a push writing the counts in
    /// its transaction did until it committed) does not keep another project's push from committing its
    /// strings; the push's counts are added once that transaction ends.
    @Test func aPushDoesNotWaitInItsTransactionForSharedTrigramCounts() async throws {
        guard StoreKind.postgresURL != nil else { return }
        // A database of its own: on the shared one, another test's push may be adding this test's queued
        // counts (it skips rows being added) when this test reads them.
        let store = try await StoreKind.postgres.makeIsolatedSQLStore()
        let first = Project(id: uniqueProjectID(), name: "First", sourceLanguage: "en", languages: ["fr"])
        let second = Project(id: uniqueProjectID(), name: "Second", sourceLanguage: "en", languages: ["fr"])
        try await store.createProject(first)
        try await store.createProject(second)
        // A word of this test's own, whose trigrams (the rows locked and counted) no other test writes.
        let marker =
            "zq" + String(first.id.compactMap { $0.hexDigitValue.map { Character(Unicode.Scalar(UInt8(97 + $0))) } })
        let text = "Delete the selected \(marker) files"
        _ = try await store.push(PushPayload(strings: [SourceString(key: "a", string: text)]), to: first.id)
        // Without the trigrams of the "zq" that starts every test's marker word.
        let keys = Trigrams.of(marker).subtracting(Trigrams.of("zq")).map { SQLValue.integer(MemoryIndex.key($0)) }
        let before = try await counts(keys, store)
        let holder = LockHolder()
        let holding = Task {
            try await store.database.transaction { session in
                try await session.query(
                    "SELECT strings FROM memory_trigram_lengths WHERE trigram IN (\(SQLProjectStore.marks(keys.count))) FOR UPDATE",
                    keys)
                await holder.locked()
                await holder.waitForRelease()
            }
        }
        await holder.waitUntilLocked()
        let push = Task {
            try await store.push(PushPayload(strings: [SourceString(key: "b", string: text)]), to: second.id)
        }
        // Generous under load: the push's transaction alone takes milliseconds.
        var committed = false
        let deadline = ContinuousClock.now + .seconds(60)
        while !committed && ContinuousClock.now < deadline {
            let rows = try await store.database.read { session in
                try await session.query(
                    "SELECT count(*) AS n FROM source_strings WHERE project_id = ?", [.text(second.id)])
            }
            committed = try rows.first?.integer("n") == 1
            if !committed { try await Task.sleep(for: .milliseconds(50)) }
        }
        await holder.release()
        _ = try await holding.value
        _ = try await push.value
        #expect(committed, "the push's strings were not committed while another transaction held the counts")
        // Under a heavy load the push's own application of its counts may have missed its deadline while
        // the rows were held: its changes then stay queued, and any later application adds them.
        try await store.applyQueuedMemoryCounts()
        let after = try await counts(keys, store)
        #expect(after.keys == before.keys)
        #expect(after.allSatisfy { before[$0.key].map { $0 + 1 } == $0.value }, "\(before) \(after)")
        try await store.close()
    }

    private func counts(_ keys: [SQLValue], _ store: SQLProjectStore) async throws -> [Int64: Int64] {
        let rows = try await store.database.read { session in
            try await session.query(
                """
                SELECT trigram, CAST(SUM(strings) AS BIGINT) AS strings FROM memory_trigram_lengths
                WHERE trigram IN (\(SQLProjectStore.marks(keys.count))) GROUP BY trigram
                """, keys)
        }
        var result: [Int64: Int64] = [:]
        for row in rows { result[try row.integer("trigram")] = try row.integer("strings") }
        return result
    }
}

/// Holds a transaction open until released (``SQLProjectStoreTranslationMemoryTests``).
private actor LockHolder {
    private var isLocked = false
    private var isReleased = false

    func locked() { isLocked = true }
    func release() { isReleased = true }

    func waitUntilLocked() async {
        while !isLocked { try? await Task.sleep(for: .milliseconds(10)) }
    }

    func waitForRelease() async {
        while !isReleased { try? await Task.sleep(for: .milliseconds(10)) }
    }
}
