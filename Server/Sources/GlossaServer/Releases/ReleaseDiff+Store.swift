extension ReleaseDiff {
    /// The differences between two stored releases of a project, read from their content files: what
    /// `GET …/releases/{from}/diff/{to}` and the web editor's diff page show. With `language`, only
    /// that language's files are read and compared.
    init(from old: Release, to new: Release, in store: any ReleaseStore, language: String? = nil) async throws {
        self.init(
            old: try await Self.tables(of: old, in: store, language: language),
            new: try await Self.tables(of: new, in: store, language: language))
    }

    /// The content of every language of `release` (or of `language` alone), by language.
    static func tables(of release: Release, in store: any ReleaseStore, language only: String? = nil) async throws
        -> [String: [String: String]]
    {
        var tables: [String: [String: String]] = [:]
        for language in release.languages where only == nil || language.language == only {
            guard let file = try await store.releaseFile(language.file.sha256, projectID: release.projectID) else {
                throw StoreError.corrupt("release \(release.number) lacks its file of \(language.language)")
            }
            tables[language.language] = try table(file)
        }
        return tables
    }
}
