/// A position in source text: 1-based line and column, and, when the reader knows it, the 0-based byte
/// offset.
///
/// The one location type of Glossa's runtime: message parsers (ICU, TML, Apple format strings), render
/// diagnostics and GlossaFormats' file readers all use it, so an app that imports several modules
/// names one `SourceLocation`. Message parsers count columns in characters and give no offset
/// (``SourceRange`` carries a message's UTF-8 offsets); file readers count columns in Unicode scalars
/// and give the byte offset in the file as it was read (in the decoded UTF-8 text for UTF-16 files).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The byte offset, from 0, when known.
    public var offset: Int?

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int? = nil) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column (the order of the text), then offset (unknown first).
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column, lhs.offset ?? -1) < (rhs.line, rhs.column, rhs.offset ?? -1)
    }
}
