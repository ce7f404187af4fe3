/// A syntax error in a plural rule, with the 1-based column where it was found.
public struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule text.
    public let source: String
    /// The 1-based column of the offending token (one past the end for "unexpected end").
    public let column: Int
    /// What was expected or found.
    public let message: String

    /// Creates an error.
    public init(source: String, column: Int, message: String) {
        self.source = source
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
