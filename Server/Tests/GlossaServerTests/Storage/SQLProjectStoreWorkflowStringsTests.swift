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
}
