import GlossaFormats

/// Makes a release's files from a project's current strings: each language's content as
/// `GET /content/{lang}` renders it (``ContentRenderer``; with `reviewedOnly`, translations not yet
/// reviewed are rendered as untranslated ones, so apps fall back to the source), and a TMLKit release
/// archive of every language written by GlossaFormats' `TMLReleaseFormat`.
struct ReleaseBuilder {
    let store: any ProjectStore

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
        var tables: [(language: String, entries: [(key: String, string: String)])] = []
        for attempt in 1...Self.attempts {
            let revision = try await store.revision(of: project.id)
            let strings = try await store.sourceStrings(of: project.id)
            tables = [
                (
                    project.sourceLanguage,
                    ContentRenderer.entries(
                        project: project, language: project.sourceLanguage, filter: .none, strings: strings,
                        translations: [:])
                )
            ]
            for language in targets {
                let translations = try await store.translations(of: project.id, language: language)
                tables.append(
                    (
                        language,
                        ContentRenderer.entries(
                            project: project, language: language, filter: .none, strings: strings,
                            translations: translations, minimumStatus: reviewedOnly ? .reviewed : nil)
                    ))
            }
            if try await store.revision(of: project.id) == revision { break }
            if attempt == Self.attempts {
                throw StoreError.notPossible("the project kept changing while the release was read; try again")
            }
        }
        var files: [ReleaseFile] = []
        var entries: [ReleaseLanguage] = []
        for (language, table) in tables.sorted(by: { $0.language < $1.language }) {
            let file = ReleaseFile(kind: .content, bytes: ContentRenderer.body(table))
            files.append(file)
            entries.append(
                ReleaseLanguage(
                    language: language, file: file.reference, strings: table.count,
                    translated: table.reduce(0) { $0 + ($1.string.isEmpty ? 0 : 1) }))
        }
        let document = DocumentFileFormat.document(source: tables[0], targets: Array(tables.dropFirst()))
        let archive = ReleaseFile(
            kind: .archive, bytes: TMLReleaseFormat().writeArchive(document, kind: .tarGZip).bytes)
        files.append(archive)
        return ReleaseDraft(
            createdAt: time, createdBy: actor, reviewedOnly: reviewedOnly, sourceLanguage: project.sourceLanguage,
            languages: entries, archive: archive.reference, files: files)
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
