import Foundation
import Testing

@testable import GlossaServer

/// The workflow's performance figures on a generated project: listing and searching strings with
/// filters on 50,000 keys × 10 languages (with history), a translation-memory lookup over 500,000
/// segments, and saving one translation. Slow (minutes): runs only with `GLOSSA_WORKFLOW_BENCHMARK=1`,
/// on SQLite and, with `GLOSSA_TEST_POSTGRES_URL`, PostgreSQL; prints p50 and p95 in milliseconds and
/// fails above the targets (100 ms, 50 ms, 20 ms).
@Suite("Workflow benchmark", .enabled(if: ProcessInfo.processInfo.environment["GLOSSA_WORKFLOW_BENCHMARK"] == "1"))
struct WorkflowBenchmarkTests {
    /// Keys per project: 50,000, or `GLOSSA_WORKFLOW_BENCHMARK_KEYS` (a smaller run to try the benchmark).
    static let keys = Int(ProcessInfo.processInfo.environment["GLOSSA_WORKFLOW_BENCHMARK_KEYS"] ?? "") ?? 50_000
    static let languages = ["fr", "de", "es", "it", "pt", "nl", "sv", "pl", "ja", "ko"]

    static func percentiles(_ samples: [Double]) -> (p50: Double, p95: Double) {
        let sorted = samples.sorted()
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))])
    }

    static func milliseconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// The tags of the main project's strings: one in five carries one of these.
    static let tags = ["onboarding", "settings", "checkout", "profile", "search"]

    @Test(arguments: StoreKind.persistent)
    func listingMemoryAndSaving(_ kind: StoreKind) async throws {
        let store = try #require(try await kind.makeStore() as? any WorkflowStore)
        defer { Task { try? await store.close() } }
        var text = try BenchmarkText()
        print("workflow benchmark vocabulary: \(text.count) words from Tests/RealWorld")
        let actor = WorkflowActor(id: "bench", name: "Bench")
        var sources: [String] = []
        // Ten projects of 50,000 strings translated into French: 500,000 memory segments; the first is
        // translated into all ten languages (half of each reviewed, a tenth flagged, in batches of 5,000
        // a time unit apart, so that "changed since" 7 keeps the last 7,500) for the listings; one in
        // fifty has a German comment.
        var mainID = ""
        let started = DispatchTime.now().uptimeNanoseconds
        for index in 0..<10 {
            let project = Project(
                id: uniqueProjectID("bench\(index)"), name: "Bench", sourceLanguage: "en",
                languages: index == 0 ? Self.languages : ["fr"])
            try await store.createProject(project)
            if index == 0 { mainID = project.id }
            let strings = (0..<Self.keys).map {
                SourceString(
                    key: String(format: "key.%06d", $0), string: text.sentence(),
                    tags: index == 0 && $0 % 5 == 0 ? [Self.tags[$0 / 5 % Self.tags.count]] : [])
            }
            if index == 0 { sources = strings.map(\.string) }
            _ = try await store.push(PushPayload(strings: strings), to: project.id)
            for (languageIndex, language) in project.languages.enumerated() {
                let changes = strings.enumerated().compactMap { offset, string -> TranslationChange? in
                    guard index > 0 || offset % 4 != 3 else { return nil }
                    let status: TranslationStatus = offset % 2 == 0 ? .reviewed : .translated
                    return TranslationChange(
                        key: string.key,
                        new: WorkflowTranslation(
                            string: text.translation(of: string.string, language: languageIndex), status: status,
                            needsReview: offset % 10 == 1),
                        actor: actor, channel: .import)
                }
                for (batch, start) in stride(from: 0, to: changes.count, by: 5_000).enumerated() {
                    _ = try await store.apply(
                        Array(changes[start..<min(start + 5_000, changes.count)]), language: language,
                        projectID: project.id, at: Int64(batch + 1))
                }
            }
        }
        for offset in stride(from: 0, to: Self.keys, by: 50) {
            try await store.addComment(
                StringComment(
                    id: "c\(offset)", key: String(format: "key.%06d", offset), language: "de", author: actor,
                    createdAt: 1, body: "Check this"), projectID: mainID)
        }
        print(
            "workflow benchmark \(kind) generated in \((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000_000) s"
        )
        // Listing and searching, each filter on its own line of the report.
        var listing: [String: [Double]] = [:]
        func time(_ name: String, _ query: StringQuery) async throws {
            listing[name, default: []].append(
                try await Self.milliseconds { _ = try await store.strings(of: mainID, query: query) })
        }
        for round in 0..<20 {
            let language = Self.languages[round % 10]
            let page = round * 50
            for status in [nil, WorkflowStatus.untranslated, .needsReview, .reviewed] {
                try await time(
                    "listing \(status?.rawValue ?? "all")",
                    StringQuery(language: language, status: status, offset: page, limit: 50))
            }
            try await time("listing with comments", StringQuery(language: "de", withComments: true, offset: page % 500))
            try await time(
                "listing tag", StringQuery(language: language, tag: Self.tags[round % 5], offset: page, limit: 50))
            try await time(
                "listing changed since", StringQuery(language: language, changedSince: 7, offset: page, limit: 50))
            // Words from common to rare, and parts of words, searched in sources and in targets.
            let word = text.vocabulary[(round * round * 7) % text.count]
            let part = String(text.vocabulary[round * 3 + 40].prefix(4))
            let target = text.translation(of: word, language: round % 10)
            try await time("search source", StringQuery(language: language, search: word, limit: 50))
            try await time("search part", StringQuery(language: language, search: part, limit: 50))
            try await time("search target", StringQuery(language: language, search: target, limit: 50))
            try await time(
                "search untranslated", StringQuery(language: language, status: .untranslated, search: word, limit: 50))
            try await time(
                "search needs_review", StringQuery(language: language, status: .needsReview, search: part, limit: 50))
        }
        var memory: [Double] = []
        var originals = OriginalsFound()
        for round in 0..<40 {
            // Half exact sources, half edited ones (a word added).
            let offset = round * 997 % sources.count
            let original = sources[offset]
            var source = original
            if round % 2 == 1 {
                source = source.replacingOccurrences(
                    of: " ", with: " \(text.word()) ", options: [], range: source.range(of: " "))
            }
            var suggestions: [MemorySuggestion] = []
            memory.append(
                try await Self.milliseconds {
                    let candidates = try await store.memoryCandidates(
                        for: source, sourceLanguage: "en", targetLanguage: "fr", limit: 100)
                    suggestions = TranslationMemory.suggestions(for: source, from: candidates, limit: 10)
                })
            // The main project's French translations leave out one key in four (see above).
            originals.add(original, lookedUpAs: source, translated: offset % 4 != 3, suggestions: suggestions)
        }
        print("workflow benchmark \(kind) memory originals: \(originals)")
        // A string that reaches the memory's score and is not outranked by ten others is always suggested.
        #expect(originals.missed.isEmpty, "\(kind) missed originals: \(originals.missed)")
        var saving: [Double] = []
        for round in 0..<40 {
            let key = String(format: "key.%06d", round * 1_001 % Self.keys)
            saving.append(
                try await Self.milliseconds {
                    let string = try await store.string(key, language: "de", projectID: mainID)
                    let text = "de \(round) " + (string?.source.string ?? "")
                    _ = SaveValidation.check(
                        text, of: string?.source ?? SourceString(key: key, string: ""), language: "de",
                        sourceLanguage: "en")
                    _ = GlossaryCheck.warnings(
                        source: text, translation: text, language: "de", glossary: try await store.glossary(of: mainID))
                    _ = try await store.apply(
                        [
                            TranslationChange(
                                key: key, new: WorkflowTranslation(string: text, status: .translated), actor: actor,
                                channel: .api)
                        ],
                        language: "de", projectID: mainID, at: 2)
                })
        }
        let figures =
            listing.sorted { $0.key < $1.key }.map { ($0.key, $0.value, 100.0) } + [
                ("memory", memory, 50.0), ("saving", saving, 20.0),
            ]
        for (name, samples, target) in figures {
            let (p50, p95) = Self.percentiles(samples)
            print(
                "workflow benchmark \(kind) \(name): p50 \(String(format: "%.1f", p50)) ms, p95 \(String(format: "%.1f", p95)) ms"
            )
            #expect(p95 <= target, "\(kind) \(name) p95 \(p95) ms")
        }
    }

    /// The first start of a server on a database of `keys` keys × 10 languages stored before the
    /// translation memory's index (the oldest migration still to apply that touches every string):
    /// how long the migrations after it take, then the indexing of every string's trigrams, both before
    /// the server serves. Printed, not checked against a target (the issue sets none).
    @Test(arguments: StoreKind.persistent)
    func firstStartAfterTheMigrations(_ kind: StoreKind) async throws {
        let database = try await kind.databaseBefore(migrationWith: "CREATE TABLE memory_strings")
        let store = SQLProjectStore(database: database)
        defer { Task { try? await store.close() } }
        var text = try BenchmarkText()
        let strings = (0..<Self.keys).map { (String(format: "key.%06d", $0), text.sentence()) }
        let translations = Self.languages.indices.map { index in
            strings.map { text.translation(of: $0.1, language: index) }
        }
        try await database.transaction { session in
            try await session.query("INSERT INTO projects (id, name, source_language) VALUES ('old', 'Old', 'en')", [])
            for language in Self.languages {
                try await session.query(
                    "INSERT INTO project_languages (project_id, code) VALUES ('old', ?)", [.text(language)])
            }
            for start in stride(from: 0, to: strings.count, by: 500) {
                let chunk = start..<min(start + 500, strings.count)
                try await session.query(
                    "INSERT INTO source_strings (project_id, string_key, string, tags, occurrences, context) VALUES "
                        + Array(repeating: "('old', ?, ?, '[]', '[]', '[]')", count: chunk.count).joined(
                            separator: ", "), chunk.flatMap { [SQLValue.text(strings[$0].0), .text(strings[$0].1)] })
                for (index, language) in Self.languages.enumerated() {
                    try await session.query(
                        "INSERT INTO translations (project_id, language, string_key, string, status) VALUES "
                            + Array(repeating: "('old', ?, ?, ?, 'translated')", count: chunk.count).joined(
                                separator: ", "),
                        chunk.flatMap {
                            [SQLValue.text(language), .text(strings[$0].0), .text(translations[index][$0])]
                        })
                }
            }
        }
        let migrations = try await Self.milliseconds { try await SQLSchema.apply(on: database) }
        let indexing = try await Self.milliseconds { try await store.indexMissingMemory() }
        print(
            "workflow benchmark \(kind) first start after the migrations at \(Self.keys) keys × 10 languages: "
                + "migrations \(String(format: "%.1f", migrations / 1_000)) s, "
                + "memory index \(String(format: "%.1f", indexing / 1_000)) s")
        #expect(try await store.pendingMigrations() == 0)
        let candidates = try await store.memoryCandidates(
            for: strings[0].1, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
        #expect(candidates.contains { $0.key == strings[0].0 })
    }
}

/// Whether each memory lookup of the benchmark suggests the string its text was taken from (its
/// original, or a string of the same text): found; else not in the memory (the original has no
/// translation into the target language), outranked by ten suggestions that score at least as well,
/// below the memory's least score (an edited short text), or missed.
struct OriginalsFound: CustomStringConvertible {
    var found = 0
    var outranked = 0
    /// The scores, below the memory's least, of the originals that therefore were not suggested.
    var belowScore: [Int] = []
    /// The texts looked up whose original reached the memory's score but was not suggested.
    var missed: [String] = []

    /// Originals without a translation into the target language, which are not in the memory (unless
    /// another string has their text).
    var untranslated = 0

    mutating func add(
        _ original: String, lookedUpAs text: String, translated: Bool, suggestions: [MemorySuggestion]
    ) {
        guard translated else {
            untranslated += 1
            return
        }
        // The original's score as the memory ranks it (nil below its least score).
        let score = TranslationMemory.suggestions(
            for: text, from: [MemoryCandidate(projectID: "", key: "", source: original, target: "")], limit: 1
        ).first?.score
        guard let score else {
            belowScore.append(
                Int(Trigrams.similarity(MemoryIndex.trigrams(of: text), MemoryIndex.trigrams(of: original)) * 100))
            return
        }
        if suggestions.contains(where: { $0.source == original }) {
            found += 1
        } else if suggestions.count == 10 && suggestions.allSatisfy({ $0.score >= score }) {
            outranked += 1
        } else {
            missed.append(text)
        }
    }

    var description: String {
        let total = found + outranked + belowScore.count + missed.count + untranslated
        return "found in \(found) of \(total) lookups, not translated in \(untranslated), outranked in \(outranked), "
            + "below the least score in \(belowScore.count) \(belowScore.sorted()), missed in \(missed.count)"
    }
}
