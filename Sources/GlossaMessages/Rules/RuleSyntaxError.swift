/// Why a rules-engine expression could not be parsed or compiled.
public struct RuleSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rejected source text (for the pre-parsed form, the expression rendered as text).
    public let source: String
    /// The 1-based Unicode-scalar column of the problem in ``source``; `nil` for problems of the
    /// pre-parsed form, which has no text positions.
    public let position: Int?
    /// What is wrong, in a few words.
    public let message: String

    /// Creates an error.
    public init(source: String, position: Int?, message: String) {
        self.source = source
        self.position = position
        self.message = message
    }

    /// A sentence naming the rule, the position and the problem, for example
    /// `invalid rule "(= 1" at position 1: missing ')'`.
    public var description: String {
        if let position {
            return "invalid rule \"\(source)\" at position \(position): \(message)"
        }
        return "invalid rule \"\(source)\": \(message)"
    }
}
