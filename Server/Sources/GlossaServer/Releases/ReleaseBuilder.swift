import GlossaFormats

/// Makes a release's files from a project's current strings: each language's content as
/// `GET /content/{lang}` renders it (``ContentRenderer``; with `reviewedOnly`, translations not yet
/// reviewed are rendered as untranslated ones, so apps fall back to the source), and a TMLKit release
/// archive of every language written by GlossaFormats' `TMLReleaseFormat`.
///
/// The languages are read and rendered concurrently, and the archive is written while the content
/// files are encoded and hashed: a release of 50,000 keys × 10 languages is work for every core. That
/// work runs on low-priority threads of its own (``DedicatedThread``), never on Swift's cooperative
/// pool or an event loop, so requests are answered while a release is made.
struct ReleaseBuilder {
    let store: any ProjectStore

    /// One language's content: its entries sorted by key, as ``ContentRenderer`` renders them.
    typealias Table = (language: String, entries: [(key: String, string: String)])

    /// How many times the strings are read again when a write lands while they are read (so that
    /// every language of a release comes from one revision of the project).
    static let attempts = 5

    /// The draft of a release of `project` in the source language and `languages` (every target
    /// language when nil; each must be one of the project's).
    func draft(
        of project: Project, languages requested: [String]?, reviewedOnly: Bool, actor: WorkflowActor, at time: Int64
    ) async throws -> ReleaseDraft {
        let targets = Array(Set(requested ?? project.languages)).sorted()
        for language in targets where !project.languages.contains(language) {
            throw ProtocolError.badRequest(
                "/languages: \"\(language)\" is not a target language of the project (\(project.languages.joined(separator: ", ")))"
            )
        }
        let tables = try await read(project, targets: targets, reviewedOnly: reviewedOnly)
        async let archive = DedicatedThread.run(name: "glossa-release") { Self.archive(tables) }
        let contents = try await withThrowingTaskGroup(of: (Int, ReleaseFile, PublishedRelease.Language).self) {
            group in
            for (position, table) in tables.enumerated() {
                group.addTask {
                    let file = try await DedicatedThread.run(name: "glossa-release") {
                        ReleaseFile(kind: .content, bytes: ContentRenderer.body(table.entries))
                    }
                    let translated = table.entries.reduce(0) { $0 + ($1.string.isEmpty ? 0 : 1) }
                    return (
                        position, file,
                        PublishedRelease.Language(
                            code: table.language, file: file.reference, strings: table.entries.count,
                            translated: translated)
                    )
                }
            }
            var results: [(file: ReleaseFile, language: PublishedRelease.Language)?] = Array(
                repeating: nil, count: tables.count)
            for try await (position, file, language) in group { results[position] = (file, language) }
            return results.compactMap { $0 }.sorted { $0.language.code < $1.language.code }
        }
        let archiveFile = try await archive
        return ReleaseDraft(
            createdAt: time, createdBy: actor, reviewedOnly: reviewedOnly, sourceLanguage: project.sourceLanguage,
            languages: contents.map(\.language), archive: archiveFile.reference,
            files: contents.map(\.file) + [archiveFile])
    }

    /// The tables of the source language (first) and of `targets`, read at one revision of the project:
    /// a write landing while they are read makes them read again (at most ``attempts`` times). The
    /// languages are read and rendered concurrently.
    private func read(_ project: Project, targets: [String], reviewedOnly: Bool) async throws -> [Table] {
        for _ in 1...Self.attempts {
            let revision = try await store.revision(of: project.id)
            let strings = try await store.sourceStrings(of: project.id)
            let store = self.store
            let tables = try await withThrowingTaskGroup(of: (Int, Table).self) { group in
                group.addTask {
                    let entries = try await DedicatedThread.run(name: "glossa-release") {
                        ContentRenderer.entries(
                            project: project, language: project.sourceLanguage, filter: .none, strings: strings,
                            translations: [:])
                    }
                    return (0, (project.sourceLanguage, entries))
                }
                for (position, language) in targets.enumerated() {
                    group.addTask {
                        let translations = try await store.translations(
                            of: project.id, language: language, minimumStatus: reviewedOnly ? .reviewed : nil)
                        let entries = try await DedicatedThread.run(name: "glossa-release") {
                            ContentRenderer.entries(
                                project: project, language: language, filter: .none, strings: strings,
                                translations: translations, minimumStatus: reviewedOnly ? .reviewed : nil)
                        }
                        return (position + 1, (language, entries))
                    }
                }
                var tables: [Table?] = Array(repeating: nil, count: targets.count + 1)
                for try await (position, table) in group { tables[position] = table }
                return tables.compactMap { $0 }
            }
            if try await store.revision(of: project.id) == revision { return tables }
        }
        throw StoreError.notPossible("the project kept changing while the release was read; try again")
    }

    /// The TMLKit release archive (tar.gz) of `tables`, the source language's first.
    static func archive(_ tables: [Table]) -> ReleaseFile {
        let document = DocumentFileFormat.document(source: tables[0], targets: Array(tables.dropFirst()))
        return ReleaseFile(kind: .archive, bytes: TMLReleaseFormat().writeArchive(document, kind: .tarGZip).bytes)
    }
}

extension ReleaseBuilder {
    /// Drafts a release of `project` from its current strings and stores it as the project's next one:
    /// what `POST …/releases` and the web editor's form both do.
    static func create(
        of project: Project, languages: [String]?, reviewedOnly: Bool, actor: WorkflowActor, at time: Int64,
        in store: any ReleaseStore
    ) async throws -> Release {
        let draft = try await ReleaseBuilder(store: store).draft(
            of: project, languages: languages, reviewedOnly: reviewedOnly, actor: actor, at: time)
        return try await store.createRelease(draft, projectID: project.id)
    }
}
