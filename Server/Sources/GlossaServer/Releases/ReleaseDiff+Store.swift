import GlossaJSON

extension ReleaseDiff {
    /// The differences between two stored releases of a project, read from their content files: what
    /// `GET …/releases/{from}/diff/{to}` and the web editor's diff page show (through
    /// ``ReleaseDiffCache``, since releases never change). With `language`, only that language's files
    /// are read and compared.
    ///
    /// Each language is one merge of two lists sorted by key (``ReleaseDiff/Language/init(code:old:new:)``)
    /// read straight from the files' bytes (``ContentBodyReader``); a language whose file is the same
    /// in both releases is not read at all. The languages are compared concurrently, each on a thread of
    /// its own, not on the pool answering requests.
    init(from old: Release, to new: Release, in store: any ReleaseStore, language: String? = nil) async throws {
        let oldFiles = try await Self.files(of: old, in: store, language: language)
        let newFiles = try await Self.files(of: new, in: store, language: language)
        let codes = Set(oldFiles.keys).union(newFiles.keys).sorted()
        let languages = try await withThrowingTaskGroup(of: Language.self) { group in
            for code in codes {
                let (before, after) = (oldFiles[code], newFiles[code])
                if let before, let after, before.sha256 == after.sha256 {
                    group.addTask { Language(code: code) }
                    continue
                }
                group.addTask {
                    try await DedicatedThread.run(name: "glossa-release-diff") {
                        Language(
                            code: code, old: try before.map(Self.entries) ?? [], new: try after.map(Self.entries) ?? [])
                    }
                }
            }
            var languages: [Language] = []
            for try await language in group { languages.append(language) }
            return languages.sorted { $0.code < $1.code }
        }
        self.init(from: old.number, to: new.number, languages: languages)
    }

    /// The content file of every language of `release` (or of `language` alone), by language.
    static func files(of release: Release, in store: any ReleaseStore, language only: String? = nil) async throws
        -> [String: ReleaseFile]
    {
        var files: [String: ReleaseFile] = [:]
        for language in release.languages where only == nil || language.code == only {
            guard let file = try await store.releaseFile(language.file.sha256, projectID: release.projectID) else {
                throw StoreError.corrupt("release \(release.number) lacks its file of \(language.code)")
            }
            files[language.code] = file
        }
        return files
    }

    /// The strings of a release's content file (`{"data":{"key":{"string":"…"}}}`), sorted by key: read
    /// by ``ContentBodyReader`` when the file is in the form the server writes, keys sorted (always, for
    /// its own releases), else parsed as JSON.
    static func entries(_ file: ReleaseFile) throws -> [Entry] {
        if let entries = ContentBodyReader.entries(file.bytes), ContentBodyReader.isSorted(entries) { return entries }
        guard case .object(let root) = try JSONParser().parse(file.bytes), case .object(let data)? = root["data"] else {
            throw StoreError.corrupt("release file \(file.sha256) is not content JSON")
        }
        var table: [String: String] = [:]
        for (key, value) in data {
            guard case .object(let entry) = value, let string = entry["string"]?.stringValue else {
                throw StoreError.corrupt("release file \(file.sha256): \(key) is not {\"string\": …}")
            }
            table[key] = string
        }
        return table.map { Entry(key: $0.key, string: $0.value) }.sorted { $0.key < $1.key }
    }
}
