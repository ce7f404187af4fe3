/// An ICU MessageFormat pattern parsed into a full-fidelity syntax tree, for tools (lint, convert)
/// and the compiler.
///
/// Parsing never fails: a piece with a syntax error becomes an ``ICUNode/invalid(_:)`` node that
/// keeps its text, and ``diagnostics`` says where and why.
public struct ICUMessage: Sendable, Hashable {
    /// The pattern as given.
    public let source: String
    /// The top-level nodes, in order.
    public let nodes: [ICUNode]
    /// Syntax errors, with line and column.
    public let diagnostics: [SyntaxDiagnostic]

    /// Creates a message.
    public init(source: String, nodes: [ICUNode], diagnostics: [SyntaxDiagnostic]) {
        self.source = source
        self.nodes = nodes
        self.diagnostics = diagnostics
    }

    /// The names of the arguments the message refers to, in order of first use.
    public var argumentNames: [String] {
        var names: [String] = []
        // Seen names in a set: a message can name thousands of arguments, and searching the list for
        // each would be quadratic.
        var seen: Set<String> = []
        func add(_ name: String) {
            if seen.insert(name).inserted { names.append(name) }
        }
        func walk(_ nodes: [ICUNode]) {
            for node in nodes {
                switch node {
                case .argument(let argument):
                    add(argument.name)
                case .plural(let plural):
                    add(plural.name)
                    for variant in plural.variants { walk(variant.nodes) }
                case .select(let select):
                    add(select.name)
                    for variant in select.variants { walk(variant.nodes) }
                case .text, .pound, .invalid:
                    break
                }
            }
        }
        walk(nodes)
        return names
    }
}

/// One node of an ICU message.
public indirect enum ICUNode: Sendable, Hashable {
    /// Literal text, with ICU's apostrophe quoting already resolved (`It''s` → `It's`).
    case text(String, SourceRange)
    /// `{name}`, `{name, number}`, `{name, date, short}`, `{name, number, ::percent}`.
    case argument(ICUArgument)
    /// `{name, plural, …}` or `{name, selectordinal, …}`.
    case plural(ICUPlural)
    /// `{name, select, …}`.
    case select(ICUSelect)
    /// `#` in a plural variant: the number minus the offset, formatted.
    case pound(SourceRange)
    /// A piece with a syntax error, kept as written.
    case invalid(ICUInvalidPiece)
}

extension ICUNode {
    /// Where the node is in the message source, as written (quotes included): its text's UTF-8 offsets
    /// slice the source text of a variant, a nested argument or a piece exactly.
    public var range: SourceRange {
        switch self {
        case .text(_, let range), .pound(let range): range
        case .argument(let argument): argument.range
        case .plural(let plural): plural.range
        case .select(let select): select.range
        case .invalid(let piece): piece.range
        }
    }
}

/// A simple argument: `{name}`, or `{name, type}` / `{name, type, style}`.
public struct ICUArgument: Sendable, Hashable {
    /// The argument's name (or number, as written: `{0}`).
    public let name: String
    /// The type as written, lowercased (`number`, `date`, `time`, `spellout`, `ordinal`, `duration`),
    /// `nil` for `{name}`.
    public let type: String?
    /// The style as written, with its white space (`short`, `percent`, `::currency/EUR`, `#,##0.00`):
    /// keywords and skeletons are matched trimmed, but a pattern keeps a leading space as ICU does.
    public let style: String?
    /// The argument's source text.
    public let source: String
    /// Where it is.
    public let range: SourceRange

    /// Creates an argument.
    public init(name: String, type: String?, style: String?, source: String, range: SourceRange) {
        self.name = name
        self.type = type
        self.style = style
        self.source = source
        self.range = range
    }
}

/// `{name, plural, offset:1 =0 {…} one {…} other {…}}` or its `selectordinal` form.
public struct ICUPlural: Sendable, Hashable {
    /// The argument's name.
    public let name: String
    /// Whether it is `selectordinal` (ordinal rules) rather than `plural` (cardinal rules).
    public let isOrdinal: Bool
    /// The offset subtracted before the plural rules apply and `#` is shown, as written (`"0"` if none).
    public let offset: String
    /// The variants, in source order.
    public let variants: [ICUVariant]
    /// The argument's source text.
    public let source: String
    /// Where it is.
    public let range: SourceRange

    /// Creates a plural.
    public init(
        name: String, isOrdinal: Bool, offset: String, variants: [ICUVariant], source: String, range: SourceRange
    ) {
        self.name = name
        self.isOrdinal = isOrdinal
        self.offset = offset
        self.variants = variants
        self.source = source
        self.range = range
    }
}

/// `{name, select, male {…} other {…}}`.
public struct ICUSelect: Sendable, Hashable {
    /// The argument's name.
    public let name: String
    /// The variants, in source order.
    public let variants: [ICUVariant]
    /// The argument's source text.
    public let source: String
    /// Where it is.
    public let range: SourceRange

    /// Creates a select.
    public init(name: String, variants: [ICUVariant], source: String, range: SourceRange) {
        self.name = name
        self.variants = variants
        self.source = source
        self.range = range
    }
}

/// One variant of a plural or select: its key and its message.
public struct ICUVariant: Sendable, Hashable {
    /// The key as written: a keyword (`one`, `other`, `male`) or an exact value (`=0`).
    public let key: String
    /// The variant's message.
    public let nodes: [ICUNode]
    /// Where the key is.
    public let range: SourceRange

    /// Whether the key is an exact value (`=2`).
    public var isExact: Bool { key.hasPrefix("=") }

    /// Creates a variant.
    public init(key: String, nodes: [ICUNode], range: SourceRange) {
        self.key = key
        self.nodes = nodes
        self.range = range
    }
}

/// A piece of an ICU message with a syntax error: its text as written, and why it cannot be read.
public struct ICUInvalidPiece: Sendable, Hashable {
    /// The text as written.
    public let source: String
    /// What is wrong.
    public let reason: String
    /// Where it is.
    public let range: SourceRange
    /// The argument type the piece names (lowercased), when the error comes after it:
    /// `{n, plural, one {#}}` (no `other`) is a plural, `{d, date` a date. `nil` when the error comes
    /// before the type (`{01}`, `{n x}`).
    public let argumentType: String?

    /// Creates a piece.
    public init(source: String, reason: String, range: SourceRange, argumentType: String? = nil) {
        self.source = source
        self.reason = reason
        self.range = range
        self.argumentType = argumentType
    }
}
