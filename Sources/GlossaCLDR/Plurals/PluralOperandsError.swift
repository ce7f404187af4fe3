/// Why a value could not be turned into plural operands.
public struct PluralOperandsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rejected input, as text.
    public let input: String
    /// The 1-based character position of the problem in `input`, when there is one.
    public let position: Int?
    /// What is wrong, in a few words.
    public let reason: String

    /// Creates an error.
    public init(input: String, position: Int?, reason: String) {
        self.input = input
        self.position = position
        self.reason = reason
    }

    /// A sentence that names the input and the problem, for example
    /// `"abc" is not a number: unexpected character "a" at position 1`.
    public var description: String {
        if let position {
            return "\"\(input)\" is not a number: \(reason) at position \(position)"
        }
        return "\"\(input)\" is not a number: \(reason)"
    }
}
