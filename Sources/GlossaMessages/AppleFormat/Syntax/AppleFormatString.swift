/// An Apple format string (`.strings`, `.stringsdict`, String Catalogs) parsed into a syntax tree.
///
/// Parsing never fails: a `%` that starts no valid conversion is kept as written and reported.
public struct AppleFormatString: Sendable, Hashable {
    /// The format as given.
    public let source: String
    /// The nodes, in order.
    public let nodes: [AppleFormatNode]
    /// Problems found, with line and column.
    public let diagnostics: [SyntaxDiagnostic]

    /// Creates a format string.
    public init(source: String, nodes: [AppleFormatNode], diagnostics: [SyntaxDiagnostic]) {
        self.source = source
        self.nodes = nodes
        self.diagnostics = diagnostics
    }
}

/// One node of an Apple format string.
public enum AppleFormatNode: Sendable, Hashable {
    /// Literal text (`%%` already read as `%`).
    case text(String, SourceRange)
    /// A printf conversion: `%@`, `%1$lld`, `%-5.2f`.
    case conversion(PrintfConversion)
    /// A `.stringsdict` variable: `%#@files@`, `%1$#@files@`.
    case variable(AppleFormatVariableReference)
    /// A `%` that starts no conversion: kept as written, with the reason.
    case invalid(source: String, reason: String, range: SourceRange)
}

/// A printf conversion of an Apple format string.
public struct PrintfConversion: Sendable, Hashable {
    /// The 1-based argument position of `%2$@`, `nil` for the next argument in order.
    public let position: Int?
    /// The flags as written, from `-+ 0#'`.
    public let flags: String
    /// The minimum width.
    public let width: Int?
    /// The precision (`.2`).
    public let precision: Int?
    /// The length modifier as written (`l`, `ll`, `h`, `hh`, `q`, `z`, `t`, `j`, `L`).
    public let length: String
    /// The conversion character (`@ d i u o x X f F e E g G a A c C s S`).
    public let conversion: Character
    /// The conversion as written.
    public let source: String
    /// Where it is.
    public let range: SourceRange

    /// Creates a conversion.
    public init(
        position: Int?, flags: String, width: Int?, precision: Int?, length: String, conversion: Character,
        source: String, range: SourceRange
    ) {
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.source = source
        self.range = range
    }
}

/// A reference to a `.stringsdict` variable: `%#@name@` or `%2$#@name@`.
public struct AppleFormatVariableReference: Sendable, Hashable {
    /// The variable's name.
    public let name: String
    /// The 1-based position of the argument it selects with, `nil` for the next argument in order.
    public let position: Int?
    /// The reference as written.
    public let source: String
    /// Where it is.
    public let range: SourceRange

    /// Creates a reference.
    public init(name: String, position: Int?, source: String, range: SourceRange) {
        self.name = name
        self.position = position
        self.source = source
        self.range = range
    }
}
