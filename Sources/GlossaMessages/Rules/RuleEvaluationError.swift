/// Why evaluating a rules-engine program failed. Callers treat a failed condition as "does not match".
public struct RuleEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The head of a list is not a known function.
        case unknownFunction
        /// A function got the wrong number of arguments.
        case wrongArgumentCount
        /// An argument has a type the function cannot use (`(mod 'a' 2)`, `(count @n)` with a number).
        case invalidArgument
        /// `count`, `all` or `any` named a variable that is not bound.
        case unboundVariable
        /// A `match` or `replace` pattern is not a valid regular expression.
        case invalidPattern
        /// Division or modulo by zero.
        case divisionByZero
        /// More evaluation steps than ``RuleLimits/maximumSteps``.
        case stepLimitExceeded
        /// Deeper nesting than ``RuleLimits/maximumDepth``.
        case depthLimitExceeded
        /// A string or list grew beyond ``RuleLimits/maximumValueSize``.
        case valueTooLarge
    }

    /// What went wrong.
    public let kind: Kind
    /// Details, naming the function or value involved.
    public let message: String

    /// Creates an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
