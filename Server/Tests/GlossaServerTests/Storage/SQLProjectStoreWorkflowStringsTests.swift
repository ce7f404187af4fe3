import Testing

@testable import GlossaServer

/// The string list's text search as SQLite plans it: `LIKE '%…%'` reads every string of the project
/// and language, so it must scan the indexes that hold them with their text (``SearchScanSchema``),
/// not the tables' rows. SQLite plans without statistics here, as a server's database has none.
@Suite("SQL workflow strings")
struct SQLProjectStoreWorkflowStringsTests {
    @Test(arguments: [nil, WorkflowStatus.untranslated, .needsReview])
    func aSearchScansTheSearchIndexes(_ status: WorkflowStatus?) async throws {
        let store = try #require(try await StoreKind.sqlite.makeStore() as? SQLProjectStore)
        let selection = SQLProjectStore.selection(
            projectID: "p", query: StringQuery(language: "fr", status: status, search: "save", limit: 50),
            dialect: .sqlite)
        let plan = try await store.database.read { session in
            try await session.query(
                "EXPLAIN QUERY PLAN " + selection.hits + "SELECT COUNT(*) FROM hits", selection.hitBinds)
        }
        try await store.close()
        let steps = plan.compactMap { $0.optionalText("detail") }
        #expect(steps.contains { $0.contains("USING COVERING INDEX source_strings_search") }, "\(steps)")
        #expect(steps.contains { $0.contains("USING COVERING INDEX translations_search") }, "\(steps)")
    }

    /// On PostgreSQL every trigram index a search reads holds the project first (``SearchIndexSchema``),
    /// so that a word's entries are read within the project, never every project's.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func everyPostgreSQLTrigramIndexIsByProject() async throws {
        let store = try #require(try await StoreKind.postgres.makeStore() as? SQLProjectStore)
        let indexes = try await store.database.read { session in
            try await session.query(
                """
                SELECT indexname, indexdef FROM pg_indexes
                WHERE tablename IN ('source_strings', 'translations') AND indexdef LIKE '%gin_trgm_ops%'
                """, []
            ).map { (try $0.text("indexname"), try $0.text("indexdef")) }
        }
        try await store.close()
        #expect(
            Set(indexes.map(\.0))
                == [
                    "source_strings_project_lower_key_trgm", "source_strings_project_trgm", "translations_project_trgm",
                ])
        for (name, definition) in indexes {
            #expect(definition.contains("USING gin (project_id, "), "\(name): \(definition)")
        }
    }

    /// No trigram index holds a key column itself: `gin_trgm_ops` also serves `=`, and PostgreSQL then
    /// joins translations to their source strings through it, a trigram lookup per row instead of the
    /// primary key's (``SearchIndexSchema/lowercasedKeys``).
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func noPostgreSQLTrigramIndexServesAKeyLookup() async throws {
        let store = try #require(try await StoreKind.postgres.makeStore() as? SQLProjectStore)
        let definitions = try await store.database.read { session in
            try await session.query(
                "SELECT indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'", []
            ).map { try $0.text("indexdef") }
        }
        try await store.close()
        #expect(!definitions.isEmpty)
        for definition in definitions {
            #expect(!definition.contains("string_key gin_trgm_ops"), "\(definition)")
        }
    }

    /// On PostgreSQL a "changed since" page is taken from the listing's keys collected first (from the
    /// history's time index, and alone without reading the strings), with every other filter: asked
    /// for the first keys in order, PostgreSQL walks the strings in key order and looks each up in the
    /// history, every string of the project when the keys changed are its last ones.
    @Test(arguments: [nil, WorkflowStatus.untranslated, .needsReview])
    func aPostgreSQLChangedSincePageIsTakenFromTheChangedKeys(_ status: WorkflowStatus?) {
        for query in [
            StringQuery(language: "fr", status: status, changedSince: 7, limit: 50),
            StringQuery(language: "fr", status: status, search: "to", withComments: true, tag: "ui", changedSince: 7),
        ] {
            let selection = SQLProjectStore.selection(projectID: "p", query: query, dialect: .postgres)
            #expect(selection.pagedFromHits)
            #expect(selection.hits.contains("translation_history"), "\(selection.hits)")
            #expect(selection.hits.contains("strpos(s.tags") == (query.tag != nil), "\(selection.hits)")
            #expect(selection.counted == "(SELECT COUNT(*) FROM hits)")
        }
        let alone = SQLProjectStore.selection(
            projectID: "p", query: StringQuery(language: "fr", changedSince: 7, limit: 50), dialect: .postgres)
        #expect(!alone.hits.contains("source_strings"), "\(alone.hits)")
    }

    @Test func aSearchHasATrigramWithThreeLettersOrDigitsInARow() {
        #expect(SQLProjectStore.hasTrigram("save"))
        #expect(SQLProjectStore.hasTrigram("100%"))
        #expect(SQLProjectStore.hasTrigram("été"))
        #expect(SQLProjectStore.hasTrigram("a.b cde"))
        #expect(!SQLProjectStore.hasTrigram("to"))
        #expect(!SQLProjectStore.hasTrigram("a"))
        #expect(!SQLProjectStore.hasTrigram("to go"))
        #expect(!SQLProjectStore.hasTrigram("0_1%"))
    }
}
