/// A sequence of text and placeholders: a simple message, or the inside of `{{…}}`.
public struct MF2Pattern: Sendable, Hashable {
    /// The parts, in order.
    public let parts: [MF2PatternPart]
    /// Where the pattern is (for a quoted pattern, its `{{` and `}}` included).
    public let range: SourceRange

    /// Creates a pattern.
    public init(parts: [MF2PatternPart], range: SourceRange) {
        self.parts = parts
        self.range = range
    }
}

/// One part of a pattern.
public enum MF2PatternPart: Sendable, Hashable {
    /// Text, with its escapes resolved (`\{` → `{`).
    case text(String, SourceRange)
    /// A placeholder expression: `{$name}`, `{|literal| :function option=value}`.
    case expression(MF2Expression)
    /// A markup placeholder: `{#b}`, `{/b}`, `{#img src=|x.png| /}`.
    case markup(MF2Markup)
    /// A placeholder with a syntax error, kept as written.
    case invalid(MF2InvalidPiece)

    /// Where the part is.
    public var range: SourceRange {
        switch self {
        case .text(_, let range): range
        case .expression(let expression): expression.range
        case .markup(let markup): markup.range
        case .invalid(let piece): piece.range
        }
    }
}

/// A markup placeholder: open (`{#b}`), standalone (`{#br/}`) or close (`{/b}`).
public struct MF2Markup: Sendable, Hashable {
    /// Which form it has.
    public enum Kind: String, Sendable, Hashable {
        /// `{#name}`.
        case open
        /// `{#name/}`.
        case standalone
        /// `{/name}`.
        case close
    }

    /// Which form it has.
    public let kind: Kind
    /// The element's identifier (`b`, `html:a`).
    public let identifier: MF2Identifier
    /// Its options, in order.
    public let options: [MF2Option]
    /// Its attributes, in order.
    public let attributes: [MF2Attribute]
    /// Where it is, braces included.
    public let range: SourceRange

    /// Creates a markup placeholder.
    public init(
        kind: Kind, identifier: MF2Identifier, options: [MF2Option], attributes: [MF2Attribute], range: SourceRange
    ) {
        self.kind = kind
        self.identifier = identifier
        self.options = options
        self.attributes = attributes
        self.range = range
    }
}

/// A piece of a message with a syntax error: its text as written, and why it cannot be read.
public struct MF2InvalidPiece: Sendable, Hashable {
    /// The text as written.
    public let source: String
    /// What is wrong.
    public let reason: String
    /// Where it is.
    public let range: SourceRange

    /// Creates a piece.
    public init(source: String, reason: String, range: SourceRange) {
        self.source = source
        self.reason = reason
        self.range = range
    }
}
