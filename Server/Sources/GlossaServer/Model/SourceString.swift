/// A source string of a project, as pushed by a client (`POST /content`).
public struct SourceString: Sendable, Hashable {
    /// The key clients look the string up by (opaque: a source string, a hash or an app key).
    public var key: String
    /// The source text, plain or ICU MessageFormat.
    public var string: String
    /// A comment for translators.
    public var developerComment: String?
    /// The maximum length of a translation, if any (a pushed `0` means none).
    public var characterLimit: Int?
    /// Tags, sorted and unique; content can be filtered by them.
    public var tags: [String]
    /// Where the string is used (file paths, `file:line`), in first-seen order, unique.
    public var occurrences: [String]
    /// Disambiguating context, as pushed.
    public var context: [String]

    /// Creates a source string; tags are sorted and made unique.
    public init(
        key: String, string: String, developerComment: String? = nil, characterLimit: Int? = nil,
        tags: [String] = [], occurrences: [String] = [], context: [String] = []
    ) {
        self.key = key
        self.string = string
        self.developerComment = developerComment
        self.characterLimit = characterLimit
        self.tags = Array(Set(tags)).sorted()
        self.occurrences = occurrences.uniqued()
        self.context = context
    }

    /// Whether the string carries every tag in `required` (the CDS tag filter is all-of).
    public func hasAllTags(_ required: [String]) -> Bool {
        required.allSatisfy { tags.contains($0) }
    }
}

extension Array where Element: Hashable {
    /// The elements in first-seen order without repeats.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
