/// A source string to push to the service.
public struct SourceString: Sendable, Hashable {
    /// The key; it becomes the member name of the push payload.
    public var key: String
    /// The source text (ICU MessageFormat or plain).
    public var string: String
    /// A note for translators.
    public var developerComment: String?
    /// Where the string is used (relative file paths, `File.swift:12`).
    public var occurrences: [String]
    /// Tags shown beside the string and usable as a `filter[tags]`.
    public var tags: [String]?
    /// The most characters a translation may have; `0` means no limit.
    public var characterLimit: Int
    /// Context that tells equal strings apart.
    public var context: [String]?

    /// Creates a source string.
    public init(
        key: String, string: String, developerComment: String? = nil, occurrences: [String] = [],
        tags: [String]? = nil, characterLimit: Int = 0, context: [String]? = nil
    ) {
        self.key = key
        self.string = string
        self.developerComment = developerComment
        self.occurrences = occurrences
        self.tags = tags
        self.characterLimit = characterLimit
        self.context = context
    }
}
