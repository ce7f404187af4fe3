import Testing

@testable import GlossaServer

/// The translation memory's trigram counts follow the source strings down as well as up: a push that
/// changes a string's text takes its old trigrams back, one that deletes strings (`purge`) takes theirs
/// back, and a trigram no string has any more loses its row. Each database is the test's own, so the
/// counts are exactly those of the project's strings.
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

    /// The counts a memory of `texts` has: for each trigram key, the number of texts that have it.
    static func expected(_ texts: [String]) -> [Int64: Int64] {
        var counts: [Int64: Int64] = [:]
        for text in texts {
            for key in Set(MemoryIndex.trigrams(of: text).map(MemoryIndex.key)) { counts[key, default: 0] += 1 }
        }
        return counts
    }

    static func counts(_ store: SQLProjectStore) async throws -> [Int64: Int64] {
        let rows = try await store.database.read { session in
            try await session.query("SELECT trigram, strings FROM memory_trigram_counts", [])
        }
        var counts: [Int64: Int64] = [:]
        for row in rows { counts[try row.integer("trigram")] = try row.integer("strings") }
        return counts
    }
}
