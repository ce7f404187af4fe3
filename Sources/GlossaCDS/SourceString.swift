/// A source string as it travels in a push (`POST /content`) and as the service stores it.
public struct SourceString: Sendable, Hashable {
    /// The key clients look the string up by (opaque: a source string, a hash or an app key); it is
    /// the member name in the push payload.
    public var key: String
    /// The source text, plain or ICU MessageFormat.
    public var string: String
    /// A comment for translators.
    public var developerComment: String?
    /// The most characters a translation may have, if any (`0` on the wire means none).
    public var characterLimit: Int?
    /// Tags, sorted and unique; content can be filtered by them (`filter[tags]`).
    public var tags: [String]
    /// Where the string is used (file paths, `File.swift:12`), in first-seen order, unique.
    public var occurrences: [String]
    /// Context that tells equal strings apart, as given.
    public var context: [String]

    /// Creates a source string; tags are sorted and made unique, occurrences made unique, and a
    /// character limit of `0` or less means none.
    public init(
        key: String, string: String, developerComment: String? = nil, characterLimit: Int? = nil,
        tags: [String] = [], occurrences: [String] = [], context: [String] = []
    ) {
        self.key = key
        self.string = string
        self.developerComment = developerComment
        self.characterLimit = characterLimit.flatMap { $0 > 0 ? $0 : nil }
        self.tags = Array(Set(tags)).sorted()
        self.occurrences = occurrences.uniqued()
        self.context = context
    }

    /// Whether the string carries every tag in `required` (the CDS tag filter is all-of).
    public func hasAllTags(_ required: [String]) -> Bool {
        required.allSatisfy { tags.contains($0) }
    }
}
