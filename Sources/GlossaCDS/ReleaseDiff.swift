/// What changed from one release of Glossa's server to another, per language: keys added, removed,
/// and whose string changed (`GET /api/v1/projects/{project}/releases/{from}/diff/{to}`).
///
/// The server computes each language with ``Language/init(code:old:new:)``, one merge of two lists
/// sorted by key, and writes it with ``json``; `glossa release
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

        /// The changes from `old` to `new`, the entries of one language in two releases, each sorted by
        /// key (as `<` orders strings) with no key twice: one pass over both lists, as a merge. A key only
        /// `new` has is added, one only `old` has is removed, one whose string differs is changed.
        public init(code: String, old: [Entry], new: [Entry]) {
            self.init(code: code)
            var next = (old: 0, new: 0)
            while next.old < old.count, next.new < new.count {
                let before = old[next.old]
                let after = new[next.new]
                if before.key == after.key {
                    if before.string != after.string {
                        changed.append(Change(key: after.key, old: before.string, new: after.string))
                    }
                    next.old += 1
                    next.new += 1
                } else if before.key < after.key {
                    removed.append(before)
                    next.old += 1
                } else {
                    added.append(after)
                    next.new += 1
                }
            }
            removed.append(contentsOf: old[next.old...])
            added.append(contentsOf: new[next.new...])
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
        func sorted(_ table: [String: String]?) -> [Entry] {
            (table ?? [:]).map { Entry(key: $0.key, string: $0.value) }.sorted { $0.key < $1.key }
        }
        let languages = Set(old.keys).union(new.keys).sorted().map { code in
            Language(code: code, old: sorted(old[code]), new: sorted(new[code]))
        }
        self.init(from: from, to: to, languages: languages)
    }

    /// The changes of language `code`, if either release has it.
    public func language(_ code: String) -> Language? { languages.first { $0.code == code } }
}
