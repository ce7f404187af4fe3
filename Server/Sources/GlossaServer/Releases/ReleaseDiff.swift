import GlossaJSON

/// What changed between two releases, per language: keys added, removed, and whose string changed.
struct ReleaseDiff: Sendable {
    /// One language's changes.
    struct Language: Sendable {
        var language: String
        /// Keys only in the newer release, with their string.
        var added: [(key: String, string: String)]
        /// Keys only in the older release, with their string.
        var removed: [(key: String, string: String)]
        /// Keys in both whose string differs.
        var changed: [(key: String, old: String, new: String)]
    }

    /// The languages of either release, sorted; a language only one of them has counts all its keys
    /// as added or removed.
    var languages: [Language]

    /// The differences between the content tables of `old` and `new`, by language.
    init(old: [String: [String: String]], new: [String: [String: String]]) {
        languages = Set(old.keys).union(new.keys).sorted().map { language in
            let before = old[language] ?? [:]
            let after = new[language] ?? [:]
            var result = Language(language: language, added: [], removed: [], changed: [])
            for (key, string) in after.sorted(by: { $0.key < $1.key }) {
                if let previous = before[key] {
                    if previous != string { result.changed.append((key, previous, string)) }
                } else {
                    result.added.append((key, string))
                }
            }
            for (key, string) in before.sorted(by: { $0.key < $1.key }) where after[key] == nil {
                result.removed.append((key, string))
            }
            return result
        }
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
