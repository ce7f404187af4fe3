/// Bounds on the work one evaluation may do, so that hostile language definitions cannot hang the
/// caller, exhaust memory or overflow the stack. Exceeding one is a ``RuleEvaluationError``.
public struct RuleLimits: Sendable, Hashable {
    /// The most evaluation steps: one per evaluated sub-expression, plus one per 64 UTF-8 bytes of text a
    /// function produces, one per 16 list elements it builds or compares, and one per 16 regex VM steps.
    public var maximumSteps: Int
    /// The deepest nesting of sub-expressions being evaluated.
    public var maximumDepth: Int
    /// The largest string (in UTF-8 bytes) or list (in elements, nested ones included) a function may
    /// produce.
    public var maximumValueSize: Int

    /// Creates limits; the defaults suit every definition the TML SDKs shipped by orders of magnitude.
    public init(maximumSteps: Int = 100_000, maximumDepth: Int = 256, maximumValueSize: Int = 100_000) {
        self.maximumSteps = maximumSteps
        self.maximumDepth = maximumDepth
        self.maximumValueSize = maximumValueSize
    }
}
