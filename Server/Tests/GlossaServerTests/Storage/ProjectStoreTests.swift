import Testing

@testable import GlossaServer

/// The storage contract, run against every store (memory, SQLite, and PostgreSQL when configured).
@Suite("ProjectStore")
struct ProjectStoreTests {
    private func withProject(
        _ kind: StoreKind, _ body: (any ProjectStore, Project) async throws -> Void
    ) async throws {
        let store = try await kind.makeStore()
        let project = Project(id: uniqueProjectID(), name: "Test", sourceLanguage: "en", languages: ["fr", "de"])
        try await store.createProject(project)
        do {
            try await body(store, project)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    private func payload(_ strings: [SourceString], _ options: PushOptions = PushOptions()) -> PushPayload {
        PushPayload(strings: strings, options: options)
    }

    @Test(arguments: StoreKind.available)
    func projectsAndLanguages(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            #expect(try await store.project(id: project.id) == project)
            #expect(try await store.project(id: "missing-\(project.id)") == nil)
            #expect(try await store.projects().contains(project))
            await #expect(throws: StoreError.self) { try await store.createProject(project) }
            let before = try await store.revision(of: project.id)
            try await store.addLanguages(["el", "fr", "en"], to: project.id)
            #expect(try await store.project(id: project.id)?.languages == ["de", "el", "fr"])
            #expect(try await store.revision(of: project.id) > before)
            try await store.removeLanguage("de", from: project.id)
            #expect(try await store.project(id: project.id)?.languages == ["el", "fr"])
            await #expect(throws: StoreError.self) { try await store.addLanguages(["it"], to: "missing-\(project.id)") }
        }
    }

    @Test(arguments: StoreKind.available)
    func tokensStoreOnlyHashes(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let credentials = ProjectCredentials.generate()
            let stored = credentials.stored(for: project.id)
            try await store.addToken(stored)
            let read = try #require(try await store.token(credentials.token))
            #expect(read == stored)
            #expect(read.secretHash != credentials.secret)
            #expect(SecretHasher.verify(credentials.secret, against: read))
            #expect(!SecretHasher.verify(credentials.secret + "x", against: read))
            #expect(try await store.token("1/nope") == nil)
            await #expect(throws: StoreError.self) { try await store.addToken(stored) }
        }
    }

    @Test(arguments: StoreKind.available)
    func pushCreatesUpdatesSkipsAndUnions(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let first = try await store.push(
                payload([
                    SourceString(key: "hello", string: "Hello", tags: ["a"], occurrences: ["x.swift:1"]),
                    SourceString(key: "bye", string: "Bye", developerComment: "farewell", characterLimit: 10),
                ]), to: project.id)
            #expect(first.plan.created.map(\.key) == ["hello", "bye"])
            let revision = try await store.revision(of: project.id)

            let second = try await store.push(
                payload([
                    SourceString(key: "hello", string: "Hello", tags: ["b"], occurrences: ["y.swift:2"]),
                    SourceString(key: "bye", string: "Bye", developerComment: "farewell", characterLimit: 10),
                ]), to: project.id)
            #expect(second.plan.updated.map(\.key) == ["hello"])
            #expect(second.plan.skipped.map(\.key) == ["bye"])
            let strings = try await store.sourceStrings(of: project.id)
            #expect(strings.map(\.key) == ["bye", "hello"])
            #expect(strings[1].tags == ["a", "b"])
            #expect(strings[1].occurrences == ["x.swift:1", "y.swift:2"])
            #expect(strings[0].developerComment == "farewell")
            #expect(strings[0].characterLimit == 10)
            #expect(try await store.revision(of: project.id) > revision)

            let unchanged = try await store.revision(of: project.id)
            let third = try await store.push(payload([SourceString(key: "bye", string: "Bye")]), to: project.id)
            #expect(third.plan.skipped.count == 1 && !third.plan.changesContent)
            #expect(try await store.revision(of: project.id) == unchanged)
        }
    }

    @Test(arguments: StoreKind.available)
    func overridesPurgeAndDryRun(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                payload([
                    SourceString(key: "a", string: "A", tags: ["old"], occurrences: ["1"]),
                    SourceString(key: "b", string: "B"),
                ]), to: project.id)
            let dry = try await store.push(
                payload([SourceString(key: "a", string: "A2")], PushOptions(purge: true, dryRun: true)), to: project.id)
            #expect(dry.dryRun && dry.plan.updated.count == 1 && dry.plan.deleted.map(\.key) == ["b"])
            #expect(try await store.sourceStrings(of: project.id).map(\.string) == ["A", "B"])

            let real = try await store.push(
                payload(
                    [SourceString(key: "a", string: "A", tags: ["new"], occurrences: ["2"])],
                    PushOptions(purge: true, overrideTags: true, overrideOccurrences: true)), to: project.id)
            #expect(real.plan.deleted.map(\.key) == ["b"])
            let strings = try await store.sourceStrings(of: project.id)
            #expect(strings.count == 1)
            #expect(strings[0].tags == ["new"] && strings[0].occurrences == ["2"])
        }
    }

    @Test(arguments: StoreKind.available)
    func translationsKeptOrDropped(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                payload([SourceString(key: "a", string: "A"), SourceString(key: "b", string: "B")]), to: project.id)
            let unknown = try await store.setTranslations(
                [
                    Translation(key: "a", string: "A-fr", status: .reviewed), Translation(key: "b", string: "B-fr"),
                    Translation(key: "zzz", string: "?"),
                ], language: "fr", projectID: project.id)
            #expect(unknown == ["zzz"])
            var french = try await store.translations(of: project.id, language: "fr")
            #expect(french["a"] == Translation(key: "a", string: "A-fr", status: .reviewed))
            #expect(french.count == 2)

            _ = try await store.push(payload([SourceString(key: "a", string: "A changed")]), to: project.id)
            #expect(try await store.translations(of: project.id, language: "fr").count == 2)
            _ = try await store.push(
                payload([SourceString(key: "b", string: "B changed")], PushOptions(keepTranslations: false)),
                to: project.id)
            french = try await store.translations(of: project.id, language: "fr")
            #expect(Set(french.keys) == ["a"])

            _ = try await store.push(
                payload([SourceString(key: "b", string: "B")], PushOptions(purge: true)), to: project.id)
            #expect(try await store.translations(of: project.id, language: "fr").isEmpty)

            _ = try await store.setTranslations(
                [Translation(key: "b", string: "B-fr")], language: "fr", projectID: project.id)
            _ = try await store.setTranslations(
                [Translation(key: "b", string: "")], language: "fr", projectID: project.id)
            #expect(try await store.translations(of: project.id, language: "fr").isEmpty)
            await #expect(throws: StoreError.self) {
                try await store.setTranslations(
                    [Translation(key: "b", string: "x")], language: "it", projectID: project.id)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aPushOfTenThousandStringsLandsWhole(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let strings = (0..<10_000).map {
                SourceString(
                    key: "key.\($0)", string: "String number \($0)", tags: ["bulk"], occurrences: ["f.swift:\($0)"])
            }
            let report = try await store.push(payload(strings), to: project.id)
            #expect(report.plan.created.count == 10_000)
            #expect(try await store.sourceStrings(of: project.id).count == 10_000)
        }
    }

    @Test(arguments: StoreKind.available)
    func unusualKeysAndTextRoundTrip(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let odd = [
                SourceString(key: "quote ' \" ? $1 ; DROP TABLE projects; --", string: "Ελληνικά 🙂 \\ \t\nx"),
                SourceString(
                    key: "{cnt, plural, one {# file} other {# files}}::files",
                    string: "{cnt, plural, one {# file} other {# files}}", context: ["files"]),
            ]
            _ = try await store.push(payload(odd), to: project.id)
            let read = try await store.sourceStrings(of: project.id)
            #expect(Set(read) == Set(odd))
        }
    }

    @Test(arguments: StoreKind.available)
    func jobsAreStoredWithTheirPushAndPruned(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            // Job identifiers are global: unique ones, so runs can share a PostgreSQL database.
            func j(_ name: String) -> String { "\(project.id)-\(name)" }
            let keep = PushJobRetention(finishedBefore: 0, perProject: 3)
            func job(_ id: String, finished: Int64?) -> StoredPushJob {
                StoredPushJob(
                    id: id, projectID: project.id, status: finished == nil ? .pending : .completed,
                    body: #"{"data":{"status":"\#(finished == nil ? "pending" : "completed")"}}"#, instance: "i",
                    updatedAt: finished ?? 50, finishedAt: finished)
            }
            try await store.saveJob(job(j("p"), finished: nil), retention: keep)
            #expect(try await store.job(id: j("p")) == job(j("p"), finished: nil))
            #expect(try await store.job(id: j("missing")) == nil)
            // The completed status is written in the push's transaction, with the report.
            let completion = PushJobCompletion(id: j("p"), instance: "i", finishedAt: 20)
            _ = try await store.push(
                payload([SourceString(key: "a", string: "A")]), to: project.id, completing: completion)
            let completed = try #require(try await store.job(id: j("p")))
            #expect(completed.status == .completed && completed.finishedAt == 20)
            #expect(completed.body.hasPrefix(#"{"data":{"details":{"created":1,"#))
            // A push that fails writes nothing, its job included.
            await #expect(throws: StoreError.self) {
                try await store.push(
                    payload([SourceString(key: "b", string: "B")]), to: "missing-\(project.id)",
                    completing: PushJobCompletion(id: j("q"), instance: "i", finishedAt: 21))
            }
            #expect(try await store.job(id: j("q")) == nil)
            await #expect(throws: StoreError.self) {
                try await store.saveJob(
                    StoredPushJob(
                        id: j("r"), projectID: "missing-\(project.id)", status: .pending, body: "{}", instance: "i",
                        updatedAt: 1, finishedAt: nil), retention: keep)
            }
            // At most three finished jobs per project, the newest; and none finished before the cutoff.
            for (index, id) in [j("f1"), j("f2"), j("f3"), j("f4")].enumerated() {
                try await store.saveJob(job(id, finished: Int64(30 + index)), retention: keep)
            }
            for id in [j("p"), j("f1")] { #expect(try await store.job(id: id) == nil, "\(id)") }
            #expect(try await store.job(id: j("f2")) != nil)
            try await store.saveJob(job(j("f5"), finished: 40), retention: keep)
            #expect(try await store.job(id: j("f2")) == nil)
            for id in [j("f3"), j("f4"), j("f5")] { #expect(try await store.job(id: id) != nil, "\(id)") }
            try await store.saveJob(
                job(j("late"), finished: nil), retention: PushJobRetention(finishedBefore: 33, perProject: 3))
            #expect(try await store.job(id: j("f3")) == nil)
            for id in [j("f4"), j("f5")] { #expect(try await store.job(id: id) != nil, "\(id)") }
            #expect(try await store.job(id: j("late")) != nil)
        }
    }
}
