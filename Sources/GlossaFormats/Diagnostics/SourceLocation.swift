/// A position in a file: 1-based line and column (in Unicode scalars) and the 0-based byte offset
/// in the file as it was read.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int
    /// The byte offset, from 0 (in the decoded UTF-8 text for files read as UTF-16).
    public var offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }

    /// Orders by offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}
