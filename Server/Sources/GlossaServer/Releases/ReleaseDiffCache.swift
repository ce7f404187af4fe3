import NIOConcurrencyHelpers

/// Diffs of releases, computed once and then answered from memory: a release never changes, so the diff
/// of two releases never does either, and a repeated view of `GET …/releases/{from}/diff/{to}` or of
/// the editor's diff page costs a lookup instead of reading and comparing both releases' files again.
///
/// An entry is keyed by the project, both release numbers and both archives' SHA-256 (which change
/// with any content, so a project deleted and made again under the same identifier never meets the
/// old project's diffs), and the language when only one was compared. The cache holds at most
/// ``byteLimit`` bytes (estimated from the keys and strings held) and drops the least recently used
/// diffs to make room; a diff larger than the limit is computed every time.
final class ReleaseDiffCache: Sendable {
    private struct Key: Hashable {
        var projectID: String
        var from: Int
        var to: Int
        var fromArchive: String
        var toArchive: String
        /// The one language compared, or nil for all of them.
        var language: String?
    }

    private struct Entry {
        var diff: ReleaseDiff
        var bytes: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0

        /// The entry for `key`, marked as used now.
        mutating func use(_ key: Key) -> ReleaseDiff? {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.diff
        }

        /// Stores `diff`, dropping the least recently used entries to stay within `limit` bytes.
        mutating func store(_ diff: ReleaseDiff, bytes: Int, for key: Key, limit: Int) {
            guard bytes <= limit, entries[key] == nil else { return }
            while self.bytes + bytes > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                self.bytes -= oldest.value.bytes
            }
            clock += 1
            entries[key] = Entry(diff: diff, bytes: bytes, lastUse: clock)
            self.bytes += bytes
        }
    }

    /// The most bytes of diffs held.
    let byteLimit: Int
    private let state = NIOLockedValueBox(State())

    /// Creates a cache holding at most `byteLimit` bytes of diffs (64 MiB by default).
    init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    /// What changed from `old` to `new` (two releases of one project), in every language or in
    /// `language` alone: from memory, or computed from `store` (`ReleaseDiff(from:to:in:language:)`)
    /// and kept.
    func diff(from old: Release, to new: Release, language: String? = nil, in store: any ReleaseStore) async throws
        -> ReleaseDiff
    {
        try await diff(from: old, to: new, language: language) { language in
            try await ReleaseDiff(from: old, to: new, in: store, language: language)
        }
    }

    /// What changed from `old` to `new`, in every language or in `language` alone: from memory (the
    /// diff of every language answers for each language), or made by `compute` (given the language, or
    /// nil for all) and kept. Two first requests at once both compute it; the second result is dropped.
    func diff(
        from old: Release, to new: Release, language: String? = nil,
        compute: (_ language: String?) async throws -> ReleaseDiff
    ) async throws -> ReleaseDiff {
        let all = Key(
            projectID: old.projectID, from: old.number, to: new.number, fromArchive: old.archive.sha256,
            toArchive: new.archive.sha256, language: nil)
        var key = all
        key.language = language
        let cached = state.withLockedValue { state -> ReleaseDiff? in
            if let hit = state.use(key) { return hit }
            guard let language, let whole = state.use(all) else { return nil }
            return ReleaseDiff(
                from: whole.from, to: whole.to, languages: whole.languages.filter { $0.code == language })
        }
        if let cached { return cached }
        let diff = try await compute(language)
        let bytes = Self.estimatedBytes(diff)
        state.withLockedValue { $0.store(diff, bytes: bytes, for: key, limit: byteLimit) }
        return diff
    }

    /// The number of bytes held, for tests.
    var heldBytes: Int { state.withLockedValue { $0.bytes } }

    /// The memory `diff` holds, roughly: its strings' UTF-8 and a fixed cost per string.
    static func estimatedBytes(_ diff: ReleaseDiff) -> Int {
        let perString = 32
        var bytes = 0
        for language in diff.languages {
            bytes += language.code.utf8.count + perString
            for entry in language.added + language.removed {
                bytes += entry.key.utf8.count + entry.string.utf8.count + 2 * perString
            }
            for change in language.changed {
                bytes += change.key.utf8.count + change.old.utf8.count + change.new.utf8.count + 3 * perString
            }
        }
        return bytes
    }
}
