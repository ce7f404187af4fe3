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
}
