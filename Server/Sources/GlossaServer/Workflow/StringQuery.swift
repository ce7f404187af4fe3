/// What `GET /api/v1/projects/{project}/strings` asks for: one target language, optionally only one
/// workflow status and only strings whose key, source or translation contains a text; a page of them.
public struct StringQuery: Sendable, Hashable {
    /// The target language.
    public var language: String
    /// Only strings in this status (nil: all).
    public var status: WorkflowStatus?
    /// Only strings whose key, source text or translation contains this (case-insensitive); nil: all.
    public var search: String?
    /// Only strings with at least one comment in the target language.
    public var withComments: Bool
    /// Only strings carrying this tag (exactly, as pushed); nil: all.
    public var tag: String?
    /// Only strings whose translation into the target language changed (an entry of its history) at or
    /// after this time, in Unix milliseconds; nil: all.
    public var changedSince: Int64?
    /// How many to skip (sorted by key).
    public var offset: Int
    /// At most this many.
    public var limit: Int

    /// Creates a query.
    public init(
        language: String, status: WorkflowStatus? = nil, search: String? = nil, withComments: Bool = false,
        tag: String? = nil, changedSince: Int64? = nil, offset: Int = 0, limit: Int = 100
    ) {
        self.language = language
        self.status = status
        self.search = search
        self.withComments = withComments
        self.tag = tag
        self.changedSince = changedSince
        self.offset = offset
        self.limit = limit
    }
}

/// A source string with its translation in the queried language.
public struct WorkflowString: Sendable, Hashable {
    /// The source string.
    public var source: SourceString
    /// The translation, if any.
    public var translation: WorkflowTranslation?

    /// Creates a listed string.
    public init(source: SourceString, translation: WorkflowTranslation?) {
        self.source = source
        self.translation = translation
    }

    /// Its workflow status.
    public var status: WorkflowStatus {
        WorkflowStatus(translation?.status, needsReview: translation?.needsReview ?? false)
    }
}

/// One page of a string listing.
public struct StringPage: Sendable, Hashable {
    /// How many strings match the query in all.
    public var total: Int
    /// The strings of the page, sorted by key.
    public var strings: [WorkflowString]

    /// Creates a page.
    public init(total: Int, strings: [WorkflowString]) {
        self.total = total
        self.strings = strings
    }
}

/// The strings before and after one string in a listing sorted by key: what the editor's previous and
/// next go to.
public struct StringNeighbours: Sendable, Hashable {
    /// The key of the string before it; nil if it is the first.
    public var previous: String?
    /// The key of the string after it; nil if it is the last.
    public var next: String?

    /// Creates neighbours.
    public init(previous: String?, next: String?) {
        self.previous = previous
        self.next = next
    }
}
