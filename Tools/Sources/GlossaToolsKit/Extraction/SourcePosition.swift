/// A place in a source file: the path as given to the tool, and a 1-based line and column.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as it was found from the paths given on the command line.
    public let file: String
    /// The line, starting at 1.
    public let line: Int
    /// The column, starting at 1, in UTF-8 bytes (as compilers report it).
    public let column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line`, the form Xcode and String Catalogs use for occurrences.
    public var fileAndLine: String { "\(file):\(line)" }

    /// `file:line:column`, the form compilers use, so editors can jump to it.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
