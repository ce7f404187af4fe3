import Testing

@testable import GlossaServer

/// The translation memory's counts per length are added through a queue after a write commits: a
/// write whose counts cannot be added then still succeeds, and its changes are added, exactly once, by
/// the next write or the next start. The database refuses the counts by a trigger that the test adds
/// and drops. Each database is the test's own, so the counts are exactly those of its strings.
@Suite("SQL translation memory count queue")
struct SQLProjectStoreMemoryCountsTests {
    @Test(arguments: StoreKind.persistent)
    func countsAWriteCouldNotAddAreAddedByTheNextWriteOrStart(_ kind: StoreKind) async throws {
        let store = try await kind.makeIsolatedSQLStore()
        do {
            let administration = ProjectAdministration(store: store)
            let (first, _) = try await administration.createProject(
                id: "first", name: "First", sourceLanguage: "en", languages: ["fr"])
            let (second, _) = try await administration.createProject(
                id: "second", name: "Second", sourceLanguage: "en", languages: ["fr"])

            try await Self.refuseCounts(store)
            let report = try await store.push(
                PushPayload(strings: [SourceString(key: "save", string: "Save the file")]), to: first.id)
            #expect(report.plan.created.map(\.key) == ["save"])
            #expect(try await SQLProjectStoreMemoryIndexTests.counts(store).isEmpty)
            #expect(try await Self.queuedRows(store) > 0)
            #expect(try await store.sourceStrings(of: first.id).map(\.string) == ["Save the file"])

            // Another project's push adds its own counts and those still queued.
            try await Self.acceptCounts(store)
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "open", string: "Open the window")]), to: second.id)
            #expect(
                try await SQLProjectStoreMemoryIndexTests.counts(store)
                    == SQLProjectStoreMemoryIndexTests.expected(["Save the file", "Open the window"]))
            #expect(try await Self.queuedRows(store) == 0)

            // A change of text refused, then added when the server starts again.
            try await Self.refuseCounts(store)
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "save", string: "Save the files now")]), to: first.id)
            #expect(
                try await SQLProjectStoreMemoryIndexTests.counts(store)
                    == SQLProjectStoreMemoryIndexTests.expected(["Save the file", "Open the window"]))
            try await Self.acceptCounts(store)
            try await store.migrate()
            #expect(
                try await SQLProjectStoreMemoryIndexTests.counts(store)
                    == SQLProjectStoreMemoryIndexTests.expected(["Save the files now", "Open the window"]))
            #expect(try await Self.queuedRows(store) == 0)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    /// A queued row that is not what the store writes (edited by hand) is dropped, and the rows after
    /// it are still added.
    @Test(arguments: StoreKind.persistent)
    func aQueuedRowThatDoesNotDecodeIsDropped(_ kind: StoreKind) async throws {
        let store = try await kind.makeIsolatedSQLStore()
        do {
            let (project, _) = try await ProjectAdministration(store: store).createProject(
                id: "memory", name: "Memory", sourceLanguage: "en", languages: ["fr"])
            _ = try await store.database.transaction { session in
                try await session.query("INSERT INTO memory_count_changes (changes) VALUES ('12 x 1')", [])
            }
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "save", string: "Save the file")]), to: project.id)
            #expect(
                try await SQLProjectStoreMemoryIndexTests.counts(store)
                    == SQLProjectStoreMemoryIndexTests.expected(["Save the file"]))
            #expect(try await Self.queuedRows(store) == 0)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    @Test func aQueuedRowReadsBackAsWritten() {
        let changes: [(key: SQLProjectStore.MemoryTrigramLength, value: Int64)] = [
            (SQLProjectStore.MemoryTrigramLength(trigram: Int64.min, length: 3), -2),
            (SQLProjectStore.MemoryTrigramLength(trigram: 42, length: 17), 1),
            (SQLProjectStore.MemoryTrigramLength(trigram: Int64.max, length: 250), 9),
        ]
        let decoded = SQLProjectStore.decodedMemoryCounts(SQLProjectStore.encodedMemoryCounts(changes))
        #expect(decoded?.map(\.0) == changes.map(\.key))
        #expect(decoded?.map(\.1) == changes.map(\.value))
        #expect(SQLProjectStore.decodedMemoryCounts("1 2") == nil)
        #expect(SQLProjectStore.decodedMemoryCounts("1 2 3,4 five 6") == nil)
        #expect(SQLProjectStore.decodedMemoryCounts("")?.isEmpty == true)
    }

    /// Makes the database refuse every insert into or update of the counts.
    static func refuseCounts(_ store: SQLProjectStore) async throws {
        try await store.database.transaction { session in
            if store.database.dialect == .postgres {
                try await session.query(
                    """
                    CREATE OR REPLACE FUNCTION refuse_counts() RETURNS trigger LANGUAGE plpgsql
                    AS $$ BEGIN RAISE EXCEPTION 'counts refused'; END $$
                    """, [])
                try await session.query(
                    """
                    CREATE TRIGGER refuse_counts BEFORE INSERT OR UPDATE ON memory_trigram_lengths
                    FOR EACH ROW EXECUTE FUNCTION refuse_counts()
                    """, [])
            } else {
                for event in ["INSERT", "UPDATE"] {
                    try await session.query(
                        """
                        CREATE TRIGGER refuse_counts_\(event) BEFORE \(event) ON memory_trigram_lengths
                        BEGIN SELECT RAISE(ABORT, 'counts refused'); END
                        """, [])
                }
            }
        }
    }

    /// Drops the triggers of ``refuseCounts(_:)``.
    static func acceptCounts(_ store: SQLProjectStore) async throws {
        try await store.database.transaction { session in
            if store.database.dialect == .postgres {
                try await session.query("DROP TRIGGER refuse_counts ON memory_trigram_lengths", [])
            } else {
                for event in ["INSERT", "UPDATE"] {
                    try await session.query("DROP TRIGGER refuse_counts_\(event)", [])
                }
            }
        }
    }

    static func queuedRows(_ store: SQLProjectStore) async throws -> Int64 {
        try await store.database.read { session in
            try await session.query("SELECT count(*) AS n FROM memory_count_changes", []).first?.integer("n") ?? -1
        }
    }
}
