/// Why some text is not JSON, and where.
///
/// ``message`` says what was expected and what was found; ``description`` adds the position:
/// `expected ',' or '}' after object member, found '"' at line 3, column 5`.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected and what was found, without the position.
    public let message: String
    /// Where the problem is.
    public let location: JSONLocation

    /// Creates an error.
    public init(message: String, location: JSONLocation) {
        self.message = message
        self.location = location
    }

    /// The line of the problem, starting at 1.
    public var line: Int { location.line }
    /// The column of the problem, starting at 1, in characters.
    public var column: Int { location.column }
    /// The byte offset of the problem from the start of the input.
    public var offset: Int { location.offset }

    /// The message followed by ` at line L, column C`.
    public var description: String { "\(message) at \(location)" }
}

/// An error before its offset is turned into a line and column (done once, when it is thrown).
struct ScanError: Error {
    let message: String
    let offset: Int
}
