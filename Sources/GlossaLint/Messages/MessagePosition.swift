/// A place inside a message's text: 1-based line and column (in characters), and the character offset.
public struct MessagePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1.
    public let line: Int
    /// The column, starting at 1, in characters.
    public let column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of character `offset` (0-based) in `text`.
    public init(offset: Int, in text: String) {
        var line = 1
        var column = 1
        for (index, character) in text.enumerated() {
            if index == offset { break }
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A syntax error in a message, with where in the message it is.
public struct MessageSyntaxIssue: Sendable, Hashable, CustomStringConvertible {
    /// Where in the message.
    public let position: MessagePosition
    /// What is wrong.
    public let message: String

    /// Creates an issue.
    public init(position: MessagePosition, message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): \(message)" }
}
