import Testing

@testable import GlossaServer

/// The translation memory's trigram counts per string length follow the source strings down as well as
/// up: a push that inserts strings adds their trigrams at their lengths, one that changes a string's
/// text takes its old trigrams back at its old length, one that deletes strings (`purge`) takes theirs
/// back, and a trigram and length no string has any more loses its row. Each database is the test's
/// own, so the counts are exactly those of the project's strings.
@Suite("SQL translation memory index counts")
struct SQLProjectStoreMemoryIndexTests {
    @Test(arguments: StoreKind.persistent)
    func countsShrinkWhenTextsChangeAndStringsAreDeleted(_ kind: StoreKind) async throws {
        let store = try await kind.makeIsolatedSQLStore()
        do {
            let (project, _) = try await ProjectAdministration(store: store).createProject(
                id: "memory", name: "Memory", sourceLanguage: "en", languages: ["fr"])
            func push(_ strings: [String: String], purge: Bool = false) async throws {
                let payload = PushPayload(
                    strings: strings.sorted { $0.key < $1.key }.map { SourceString(key: $0.key, string: $0.value) },
                    options: PushOptions(purge: purge))
                _ = try await store.push(payload, to: project.id)
            }
            try await push(["save": "Save the file", "open": "Open the window"])
            #expect(try await Self.counts(store) == Self.expected(["Save the file", "Open the window"]))

            // Inserts sharing trigrams with the others at the same length and at other lengths.
            try await push(["file": "Save the files", "pile": "Save the pile", "win": "Open the window"])
            #expect(
                try await Self.counts(store)
                    == Self.expected([
                        "Save the file", "Open the window", "Save the files", "Save the pile", "Open the window",
                    ]))

            // An update to a text of another length, and one to a text of the same length.
            try await push(["file": "Save the", "pile": "Save the mile"])
            #expect(
                try await Self.counts(store)
                    == Self.expected([
                        "Save the file", "Open the window", "Save the", "Save the mile", "Open the window",
                    ]))

            try await push(["save": "Save the file", "open": "Open the window"], purge: true)
            #expect(try await Self.counts(store) == Self.expected(["Save the file", "Open the window"]))

            try await push(["save": "Close the door"])
            #expect(try await Self.counts(store) == Self.expected(["Close the door", "Open the window"]))

            try await push(["save": "Close the door"], purge: true)
            #expect(try await Self.counts(store) == Self.expected(["Close the door"]))

            try await push(["hello": "Hi"], purge: true)
            #expect(try await Self.counts(store) == Self.expected(["Hi"]))
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// A database whose memory was indexed before the counts per length existed (strings, their ids
    /// and postings, and the counts over all lengths, as the server wrote them) gets those counts from
    /// the postings by the migration, and keeps them up to date from then on.
    @Test(arguments: StoreKind.persistent)
    func theMigrationFillsTheCountsPerLengthFromThePostings(_ kind: StoreKind) async throws {
        let database = try await kind.databaseBefore(migrationWith: "CREATE TABLE memory_trigram_lengths")
        let store = SQLProjectStore(database: database)
        let texts = ["a": "Save the file", "b": "Save the files", "c": "Open the file", "d": "Save the file"]
        do {
            try await database.transaction { session in
                try await session.query(
                    "INSERT INTO projects (id, name, source_language) VALUES ('old', 'Old', 'en')", [])
                var overAllLengths: [Int64: Int64] = [:]
                for (key, text) in texts.sorted(by: { $0.key < $1.key }) {
                    try await session.query(
                        """
                        INSERT INTO source_strings (project_id, string_key, string, tags, occurrences, context)
                        VALUES ('old', ?, ?, '[]', '[]', '[]')
                        """, [.text(key), .text(text)])
                    let trigrams = MemoryIndex.trigrams(of: text)
                    let id = try #require(
                        try await session.query(
                            """
                            INSERT INTO memory_strings (project_id, string_key, trigram_count, exact_key)
                            VALUES ('old', ?, ?, ?) RETURNING id
                            """,
                            [.text(key), .integer(Int64(trigrams.count)), .integer(MemoryIndex.exactKey(of: text))]
                        ).first?.integer("id"))
                    for trigram in Set(trigrams.map(MemoryIndex.key)) {
                        overAllLengths[trigram, default: 0] += 1
                        try await session.query(
                            "INSERT INTO memory_trigrams (trigram, length, string_id) VALUES (?, ?, ?)",
                            [.integer(trigram), .integer(Int64(trigrams.count)), .integer(id)])
                    }
                }
                for (trigram, strings) in overAllLengths {
                    try await session.query(
                        "INSERT INTO memory_trigram_counts (trigram, strings) VALUES (?, ?)",
                        [.integer(trigram), .integer(strings)])
                }
            }
            try await store.migrate()
            #expect(try await store.pendingMigrations() == 0)
            #expect(try await Self.counts(store) == Self.expected(Array(texts.values)))
            // The project's strings as a push sees them, one of them changed to another length.
            _ = try await store.push(
                PushPayload(
                    strings: texts.sorted { $0.key < $1.key }.map {
                        SourceString(key: $0.key, string: $0.key == "b" ? "Save" : $0.value)
                    }), to: "old")
            #expect(
                try await Self.counts(store)
                    == Self.expected(["Save the file", "Save", "Open the file", "Save the file"]))
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// The counts a memory of `texts` has: for each trigram key and text length (its trigram count),
    /// the number of texts of that length that have it.
    static func expected(_ texts: [String]) -> [SQLProjectStore.MemoryTrigramLength: Int64] {
        var counts: [SQLProjectStore.MemoryTrigramLength: Int64] = [:]
        for text in texts {
            let trigrams = MemoryIndex.trigrams(of: text)
            for key in Set(trigrams.map(MemoryIndex.key)) {
                counts[SQLProjectStore.MemoryTrigramLength(trigram: key, length: Int64(trigrams.count)), default: 0] +=
                    1
            }
        }
        return counts
    }

    static func counts(_ store: SQLProjectStore) async throws -> [SQLProjectStore.MemoryTrigramLength: Int64] {
        let rows = try await store.database.read { session in
            try await session.query("SELECT trigram, length, strings FROM memory_trigram_lengths", [])
        }
        var counts: [SQLProjectStore.MemoryTrigramLength: Int64] = [:]
        for row in rows {
            counts[
                SQLProjectStore.MemoryTrigramLength(
                    trigram: try row.integer("trigram"), length: try row.integer("length"))] = try row.integer(
                    "strings")
        }
        return counts
    }
}
