import Testing

@testable import GlossaServer

/// The counts the schema keeps (``WorkflowCountSchema``) start from what a database already holds: the
/// migration counts the strings and translations stored before it, and the triggers count from there.
@Suite("SQL status counts")
struct SQLProjectStoreStatusCountTests {
    @Test(arguments: StoreKind.persistent)
    func theMigrationCountsWhatIsStored(_ kind: StoreKind) async throws {
        // Every migration before the one that keeps the counts.
        let database = try await kind.databaseBefore(migrationWith: "CREATE TABLE translation_counts")
        let store = SQLProjectStore(database: database)
        do {
            let project = Project(id: "old", name: "Old", sourceLanguage: "en", languages: ["fr", "de"])
            try await store.createProject(project)
            // Stored as that schema's server stored them (a push now also writes tables of later migrations).
            try await database.transaction { session in
                for index in 0..<6 {
                    try await session.query(
                        """
                        INSERT INTO source_strings (project_id, string_key, string, tags, occurrences, context)
                        VALUES ('old', ?, ?, '[]', '[]', '[]')
                        """, [.text("k\(index)"), .text("Text \(index)")])
                }
            }
            func change(_ key: String, _ status: TranslationStatus) -> TranslationChange {
                TranslationChange(
                    key: key, new: WorkflowTranslation(string: "T", status: status),
                    actor: WorkflowActor(id: "u1", name: "Ana"), channel: .api)
            }
            _ = try await store.apply(
                [change("k0", .translated), change("k1", .reviewed), change("k2", .reviewed)], language: "fr",
                projectID: "old", at: 1_000)

            try await store.migrate()
            #expect(try await store.pendingMigrations() == 0)
            #expect(
                try await store.statusCounts(of: "old", language: "fr")
                    == [.untranslated: 3, .translated: 1, .needsReview: 0, .reviewed: 2])
            #expect(
                try await store.statusCounts(of: "old", language: "de")
                    == [.untranslated: 6, .translated: 0, .needsReview: 0, .reviewed: 0])
            // And the triggers count on from there.
            _ = try await store.push(PushPayload(strings: [SourceString(key: "k9", string: "Nine")]), to: "old")
            _ = try await store.apply([change("k3", .translated)], language: "fr", projectID: "old", at: 2_000)
            #expect(
                try await store.statusCounts(of: "old", language: "fr")
                    == [.untranslated: 3, .translated: 2, .needsReview: 0, .reviewed: 2])
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }
}
