/// The compiled form of a ``RuleExpression``: operators resolved, quoted data turned into values and
/// literal regex patterns compiled, so evaluation does no parsing.
indirect enum RuleNode: Sendable {
    /// A value that needs no evaluation (numbers, quoted data).
    case constant(RuleValue)
    /// A string or symbol: the variable of that name if bound, else the text itself.
    case name(String)
    /// An operator applied to its (not yet evaluated) arguments.
    case call(RuleOperator, [RuleNode])
    /// `let`/`label`/`set`: binds a variable for the rest of the evaluation.
    case bind(String, RuleNode)
    /// `match` with its pattern.
    case match(RulePattern, subject: RuleNode)
    /// `replace` with its pattern.
    case replace(RulePattern, replacement: RuleNode, subject: RuleNode)
    /// A call that can only fail (unknown function, wrong arity); the failure is reported when, and only
    /// if, evaluation reaches it, as in tml-ruby.
    case failure(RuleEvaluationError)
}

/// The pattern of a `match` or `replace`.
enum RulePattern: Sendable {
    /// A literal pattern, compiled once.
    case compiled(BoundedRegex)
    /// A literal pattern that does not compile.
    case invalid(RegexSyntaxError)
    /// A pattern computed at evaluation time.
    case computed(RuleNode)
}
