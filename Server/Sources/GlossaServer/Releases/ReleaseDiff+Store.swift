import GlossaJSON

extension ReleaseDiff {
    /// The differences between two stored releases of a project, read from their content files: what
    /// `GET …/releases/{from}/diff/{to}` and the web editor's diff page show (through
    /// ``ReleaseDiffCache``, since releases never change). With `language`, only that language's files
    /// are read and compared.
    init(from old: Release, to new: Release, in store: any ReleaseStore, language: String? = nil) async throws {
        let oldFiles = try await Self.files(of: old, in: store, language: language)
        let newFiles = try await Self.files(of: new, in: store, language: language)
        // Parsing the files and comparing them is work for a core (a second for 50,000 keys × 10
        // languages): it runs on a thread of its own, not on the pool answering requests.
        self = try await DedicatedThread.run(name: "glossa-release-diff") {
            ReleaseDiff(
                from: old.number, to: new.number, old: try oldFiles.mapValues(Self.table),
                new: try newFiles.mapValues(Self.table))
        }
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

    /// The strings of a release's content file (`{"data":{"key":{"string":"…"}}}`).
    static func table(_ file: ReleaseFile) throws -> [String: String] {
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
        return table
    }
}
