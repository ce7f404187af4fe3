extension BoundedRegex {
    /// The longest accepted pattern, in Unicode scalars.
    public static let maximumPatternLength = 10_000
    /// The largest accepted compiled program, in instructions. Counted repetitions are expanded into
    /// copies, so `(a{1000}){1000}` is rejected here instead of growing into a million states.
    public static let maximumProgramSize = 20_000
    /// The largest count accepted in `{m}`, `{m,}` and `{m,n}`.
    public static let maximumRepetitionCount = 1_000
    /// The most capture groups a pattern may declare.
    public static let maximumCaptureGroups = 100
    /// The deepest accepted nesting of groups.
    public static let maximumNestingDepth = 200
}
