/// One localizable string found in source code, with every place it occurs.
///
/// Strings are identified by table, key and context: the same key with two TML descriptions is two
/// strings, as TML makes them two translation keys.
public struct ExtractedString: Sendable, Hashable {
    /// The lookup key (for `String(localized:)` with interpolation, the format key: `"%lld items"`).
    public var key: String
    /// The source-language text when the call gives one apart from its key (`defaultValue:`, `value:`,
    /// `default:`); `nil` when the key is the text.
    public var defaultValue: String?
    /// Comments for translators, in the order first met, without repeats.
    public var comments: [String]
    /// The TML description (or another disambiguating context); part of the string's identity.
    public var context: String?
    /// The table (`tableName:`, `table:`); `nil` is the default table, `Localizable`.
    public var table: String?
    /// The message syntax the calling API implies.
    public var syntax: MessageSyntaxHint
    /// The APIs it was found through.
    public var apis: Set<LocalizableAPI>
    /// Every occurrence, sorted.
    public var occurrences: [SourcePosition]
    /// The key and default value while some interpolation waits for a type declared in another file;
    /// `nil` once resolved (``ExtractionResult`` resolves them over the whole tree).
    var pending: PendingFormats?

    /// Format texts that wait for the declarations of the whole tree.
    struct PendingFormats: Sendable, Hashable {
        var key: FormatText?
        var defaultValue: FormatText?
    }

    /// Creates an extracted string.
    public init(
        key: String, defaultValue: String? = nil, comments: [String] = [], context: String? = nil,
        table: String? = nil, syntax: MessageSyntaxHint, apis: Set<LocalizableAPI>, occurrences: [SourcePosition]
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.comments = comments
        self.context = context
        self.table = table
        self.syntax = syntax
        self.apis = apis
        self.occurrences = occurrences
    }

    /// What identifies the string: table, key and context.
    public var identity: Identity { Identity(table: table, key: key, context: context) }

    /// The comments joined by line feeds (how String Catalogs hold several comments), or `nil`.
    public var comment: String? { comments.isEmpty ? nil : comments.joined(separator: "\n") }

    /// The table's name, `Localizable` when none was given.
    public var tableName: String { table ?? "Localizable" }

    /// Table, key and context.
    public struct Identity: Sendable, Hashable, Comparable {
        /// The table, `nil` for the default.
        public let table: String?
        /// The key.
        public let key: String
        /// The context, if any.
        public let context: String?

        public static func < (lhs: Identity, rhs: Identity) -> Bool {
            (lhs.table ?? "", lhs.key, lhs.context ?? "") < (rhs.table ?? "", rhs.key, rhs.context ?? "")
        }
    }

    /// The string with its pending interpolations given the types `tree` declares (`%@` for the rest).
    func resolved(in tree: TreeTypes) -> ExtractedString {
        guard let pending else { return self }
        var string = self
        if let key = pending.key { string.key = key.rendered(type: tree.type(of:)) }
        if let value = pending.defaultValue { string.defaultValue = value.rendered(type: tree.type(of:)) }
        string.pending = nil
        return string
    }

    /// Adds what `other` (the same string found elsewhere) knows: its occurrences, comments and APIs.
    public mutating func absorb(_ other: ExtractedString) {
        occurrences.append(contentsOf: other.occurrences)
        for comment in other.comments where !comments.contains(comment) { comments.append(comment) }
        apis.formUnion(other.apis)
        if defaultValue == nil { defaultValue = other.defaultValue }
    }
}
