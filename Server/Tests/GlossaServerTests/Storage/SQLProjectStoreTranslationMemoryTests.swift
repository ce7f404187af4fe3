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

    /// A database from before the memory's index (every earlier migration applied, strings and
    /// translations stored) gets it when the server starts: the migration gives the strings their ids,
    /// the start indexes their trigrams, and a fuzzy lookup finds them.
    @Test(arguments: StoreKind.persistent)
    func theMigrationIndexesExistingStrings(_ kind: StoreKind) async throws {
        let location =
            kind == .postgres ? try await StoreKind.isolatedPostgresLocation() : try kind.makeLocation()
        let database: any SQLDatabase
        switch try #require(location) {
        case .postgres(let url): database = try PostgresBackend(url: url, logger: .quiet)
        case .sqliteDirectory(let directory):
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            database = try await SQLiteBackend.open(path: directory + "/glossa.sqlite", logger: .quiet)
        case .sqliteInMemory: database = try await SQLiteBackend.open(path: nil, logger: .quiet)
        }
        let store = SQLProjectStore(database: database)
        do {
            try await database.transaction { session in
                try await session.query("CREATE TABLE glossa_schema_migrations (version BIGINT PRIMARY KEY)", [])
                // Every migration before the one that creates the memory's index.
                let first = try #require(
                    SQLSchema.migrations.firstIndex {
                        $0.contains { $0.sqlite?.contains("CREATE TABLE memory_strings") == true }
                    })
                for (index, statements) in SQLSchema.migrations.prefix(first).enumerated() {
                    for statement in statements {
                        if let sql = statement.sql(for: database.dialect) { try await session.query(sql, []) }
                    }
                    try await session.query(
                        "INSERT INTO glossa_schema_migrations (version) VALUES (?)", [.integer(Int64(index + 1))])
                }
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
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }
}
