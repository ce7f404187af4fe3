/// The syntax tree of a pattern, as the parser builds it and the compiler consumes it.
indirect enum RegexNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar.
    case scalar(UInt32)
    /// A character class or class escape (`[a-z]`, `\d`).
    case characterClass(RegexCharacterClass)
    /// `.`: any scalar except a line terminator.
    case anyExceptLineTerminator
    /// A zero-width assertion.
    case assertion(RegexAssertion)
    /// A group; `index` is the capture group number, `nil` for `(?:…)`.
    case group(RegexNode, index: Int?)
    /// Nodes one after another.
    case concatenation([RegexNode])
    /// Alternatives, the first one preferred.
    case alternation([RegexNode])
    /// A quantified node; `maximum` is `nil` when unbounded. Greedy repetitions prefer one more round.
    case repetition(RegexNode, minimum: Int, maximum: Int?, isGreedy: Bool)
}

/// The zero-width assertions.
enum RegexAssertion: Sendable, Hashable {
    /// `^`
    case startOfLine
    /// `$`
    case endOfLine
    /// `\b`
    case wordBoundary
    /// `\B`
    case notWordBoundary
}
