/// The storage of the review workflow, history, comments, translation memory and glossary, beside
/// ``ProjectStore``. Implemented by ``SQLProjectStore`` (SQLite and PostgreSQL) and
/// ``MemoryProjectStore``. Every write is one transaction and raises the project's revision when it
/// changes what clients are served.
public protocol WorkflowStore: ProjectStore {
    /// A page of the project's strings with their translations into `query.language`.
    func strings(of projectID: String, query: StringQuery) async throws -> StringPage
    /// How many of the project's strings are in each workflow status in `language` (every status
    /// present, 0 for none): what the projects page and the string list's filters show.
    func statusCounts(of projectID: String, language: String) async throws -> [WorkflowStatus: Int]
    /// The keys before and after `key` among the strings of `projectID` that `query` selects (its offset and limit aside),
    /// whether or not `key` is one of them: found from the key, not from its position, so that it costs
    /// the same anywhere in the list and follows a list that changed since it was shown.
    func neighbours(of key: String, projectID: String, in query: StringQuery) async throws -> StringNeighbours
    /// One source string with its translation into `language`; nil if the key has no source string.
    func string(_ key: String, language: String, projectID: String) async throws -> WorkflowString?
    /// Applies `changes` to translations into `language` in one transaction and records each one that
    /// changes something in the history, at `time` (Unix milliseconds). Returns the keys that have no
    /// source string (nothing is written for them).
    func apply(_ changes: [TranslationChange], language: String, projectID: String, at time: Int64) async throws
        -> [String]
    /// The recorded changes of one translation, newest first: at most `limit` of them after skipping
    /// `offset` (the editor shows the history a page at a time).
    func history(of key: String, language: String, projectID: String, offset: Int, limit: Int) async throws
        -> [HistoryEntry]
    /// Stores a comment; throws ``StoreError/unknownProject(_:)`` for a missing project.
    func addComment(_ comment: StringComment, projectID: String) async throws
    /// The comments on a string in a language, oldest first.
    func comments(on key: String, language: String, projectID: String) async throws -> [StringComment]
    /// Translations into `targetLanguage`, from every project whose source language is
    /// `sourceLanguage`, whose source text is `text` or shares enough trigrams with it to be a fuzzy match;
    /// at most `limit` fuzzy ones (`TranslationMemory` scores and orders them).
    func memoryCandidates(for text: String, sourceLanguage: String, targetLanguage: String, limit: Int)
        async throws -> [MemoryCandidate]
    /// The project's glossary, sorted by term.
    func glossary(of projectID: String) async throws -> [GlossaryTerm]
    /// Creates or replaces a glossary term.
    func saveGlossaryTerm(_ term: GlossaryTerm, projectID: String) async throws
    /// Deletes a glossary term; false if there was none.
    func removeGlossaryTerm(_ term: String, projectID: String) async throws -> Bool
}

extension WorkflowStore {
    /// The counts from one ``strings(of:query:)`` per status (the total each page reports).
    public func statusCounts(of projectID: String, language: String) async throws -> [WorkflowStatus: Int] {
        var counts: [WorkflowStatus: Int] = [:]
        for status in WorkflowStatus.allCases {
            counts[status] =
                try await strings(
                    of: projectID, query: StringQuery(language: language, status: status, offset: 0, limit: 0)
                )
                .total
        }
        return counts
    }

    /// From the whole listing (the memory store's, which filters every string anyway).
    public func neighbours(of key: String, projectID: String, in query: StringQuery) async throws -> StringNeighbours {
        var all = query
        all.offset = 0
        all.limit = Int(Int32.max)
        let keys = try await strings(of: projectID, query: all).strings.map(\.source.key)
        return StringNeighbours(previous: keys.last { $0 < key }, next: keys.first { $0 > key })
    }

    /// Every recorded change of one translation, newest first.
    public func history(of key: String, language: String, projectID: String) async throws -> [HistoryEntry] {
        try await history(of: key, language: language, projectID: projectID, offset: 0, limit: Int(Int32.max))
    }
}

/// A stored translation the translation memory may suggest.
public struct MemoryCandidate: Sendable, Hashable {
    /// The project it belongs to.
    public var projectID: String
    /// Its string key.
    public var key: String
    /// The source text.
    public var source: String
    /// The translation.
    public var target: String

    /// Creates a candidate.
    public init(projectID: String, key: String, source: String, target: String) {
        self.projectID = projectID
        self.key = key
        self.source = source
        self.target = target
    }
}
