/// What changed from one release of Glossa's server to another, per language: keys added, removed,
/// and whose string changed (`GET /api/v1/projects/{project}/releases/{from}/diff/{to}`).
///
/// The server computes it with ``init(from:to:old:new:)`` and writes it with ``json``; `glossa release
/// diff` reads it with ``init(json:at:)``.
public struct ReleaseDiff: Sendable, Hashable {
    /// A key with its string: one added (in the newer release only) or removed (in the older only).
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// Its string in the release that has it (`""`: untranslated).
        public var string: String

        /// Creates an entry.
        public init(key: String, string: String) {
            self.key = key
            self.string = string
        }
    }

    /// A key in both releases whose string differs.
    public struct Change: Sendable, Hashable {
        /// The key.
        public var key: String
        /// Its string in the older release.
        public var old: String
        /// Its string in the newer release.
        public var new: String

        /// Creates a change.
        public init(key: String, old: String, new: String) {
            self.key = key
            self.old = old
            self.new = new
        }
    }

    /// One language's changes, each list sorted by key.
    public struct Language: Sendable, Hashable {
        /// The language code.
        public var code: String
        /// Keys only in the newer release.
        public var added: [Entry]
        /// Keys only in the older release.
        public var removed: [Entry]
        /// Keys in both whose string differs.
        public var changed: [Change]

        /// Creates a language's changes.
        public init(code: String, added: [Entry] = [], removed: [Entry] = [], changed: [Change] = []) {
            self.code = code
            self.added = added
            self.removed = removed
            self.changed = changed
        }

        /// Whether nothing changed in the language.
        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    /// The older release's number.
    public var from: Int
    /// The newer release's number.
    public var to: Int
    /// The languages of either release, sorted by code (those without changes included).
    public var languages: [Language]

    /// Creates a diff from its parts.
    public init(from: Int, to: Int, languages: [Language]) {
        self.from = from
        self.to = to
        self.languages = languages
    }

    /// The differences between the content tables (language → key → string) of release `from` (`old`)
    /// and release `to` (`new`). A language only one of them has counts all its keys as added or
    /// removed.
    public init(from: Int, to: Int, old: [String: [String: String]], new: [String: [String: String]]) {
        let languages = Set(old.keys).union(new.keys).sorted().map { code -> Language in
            let before = old[code] ?? [:]
            let after = new[code] ?? [:]
            var result = Language(code: code)
            for (key, string) in after.sorted(by: { $0.key < $1.key }) {
                if let previous = before[key] {
                    if previous != string { result.changed.append(Change(key: key, old: previous, new: string)) }
                } else {
                    result.added.append(Entry(key: key, string: string))
                }
            }
            for (key, string) in before.sorted(by: { $0.key < $1.key }) where after[key] == nil {
                result.removed.append(Entry(key: key, string: string))
            }
            return result
        }
        self.init(from: from, to: to, languages: languages)
    }

    /// The changes of language `code`, if either release has it.
    public func language(_ code: String) -> Language? { languages.first { $0.code == code } }
}
