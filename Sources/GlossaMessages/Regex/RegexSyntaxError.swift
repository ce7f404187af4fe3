/// Why a pattern could not be compiled by ``BoundedRegex``.
///
/// Patterns come from untrusted data (over-the-air language definitions, `exp:` expressions), so a bad
/// pattern is an ordinary, reportable error: it names the pattern, the 1-based position of the offending
/// Unicode scalar and the problem.
public struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rejected pattern, as given (for ``BoundedRegex/init(literal:)``, the whole `/…/flags` literal).
    public let pattern: String
    /// The 1-based Unicode-scalar column of the problem in ``pattern``.
    public let position: Int
    /// What is wrong, in a few words.
    public let message: String

    /// Creates an error.
    public init(pattern: String, position: Int, message: String) {
        self.pattern = pattern
        self.position = position
        self.message = message
    }

    /// A sentence naming the pattern, the position and the problem, for example
    /// `invalid regular expression "a**" at position 3: nothing to repeat`.
    public var description: String {
        "invalid regular expression \"\(pattern)\" at position \(position): \(message)"
    }
}
