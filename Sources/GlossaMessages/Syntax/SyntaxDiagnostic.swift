/// A problem a message parser found: where, and what. Parsers never fail; they keep what they could
/// not read as text and report it with one of these.
public struct SyntaxDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem starts (1-based line and column, in characters).
    public let location: SourceLocation
    /// What is wrong, in a sentence.
    public let message: String

    /// Creates a diagnostic.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// A range of a message's source: its UTF-8 offsets and where it starts.
public struct SourceRange: Sendable, Hashable {
    /// UTF-8 offsets in the source, `start..<end`.
    public let utf8Offsets: Range<Int>
    /// Where it starts (1-based line and column, in characters).
    public let start: SourceLocation

    /// Creates a range.
    public init(utf8Offsets: Range<Int>, start: SourceLocation) {
        self.utf8Offsets = utf8Offsets
        self.start = start
    }
}
