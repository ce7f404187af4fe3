/// A regular expression whose matching work grows linearly with the input, for patterns from untrusted
/// sources (over-the-air TML language definitions, Swifternalization `exp:` expressions).
///
/// **Syntax** — the JavaScript/PCRE subset used in practice: literals and escapes (`\.` `\/` `\n` `\t`
/// `\r` `\f` `\v` `\0` `\xHH` `\uHHHH` `\u{H…}` `\cX`), class escapes `\d \w \s \D \W \S` (ASCII digits and
/// word characters, JavaScript white space), `\b \B` (ASCII word boundaries), `.` (any scalar but a line
/// terminator), classes with ranges and negation (`[a-z0-9_]`, `[^аиоуыэ]`), anchors `^ $`, capturing,
/// named (`(?<name>…)`, numbered like any other) and non-capturing groups, alternation, and the greedy
/// and lazy quantifiers `* + ? {m} {m,} {m,n}` (`*?` etc.). Back-references inside a pattern and
/// lookaround are rejected: they cannot be matched in linear time.
///
/// **Semantics** — JavaScript's: the leftmost match, alternatives and quantifiers tried in priority order
/// as a backtracking engine would; a quantified group's captures are reset on every iteration, and an
/// optional iteration that matches the empty string fails (so `(a?)?` on `""` leaves group 1 unset). A
/// differential test against V8 on thousands of random patterns agrees on all but about one in a
/// thousand, all of them loops whose body can match the empty string nested in another such loop, where
/// the VM, which keeps one thread per instruction, may settle on a different (still valid) match.
///
/// **Unit of matching** — Unicode scalars, as in JavaScript's `u` mode and most engines: `.` consumes one
/// scalar, and a decomposed `е` + U+0308 is two scalars while the precomposed `ё` is one. Text is not
/// normalised.
///
/// **Work bound** — patterns are compiled into a Thompson NFA and run by a Pike VM that advances all
/// threads together, without backtracking. One search over `n` scalars with a program of `m`
/// instructions executes at most `2 · m · (n + 1)` VM steps, whatever the pattern: `(a+)+$` on 100,000
/// `a`s is as cheap as `a+$`. Patterns are limited to ``maximumPatternLength`` scalars and
/// ``maximumProgramSize`` instructions (counted repetitions are expanded, so `(a{1000}){1000}` is
/// rejected at compile time), with at most ``maximumCaptureGroups`` groups. ``allMatches(in:)`` and
/// ``replacingAll(in:with:)`` run one search per match; each is bounded as above, so the total is
/// `O(k · m · n)` for `k` matches, in practice close to `O(m · n)`.
public struct BoundedRegex: Sendable, Hashable {
    /// The pattern source, without the slashes and flags of a literal.
    public let pattern: String
    /// The flags the pattern was compiled with.
    public let options: Options
    /// The compiled program.
    let program: RegexProgram

    /// Compiles `pattern` with `options`.
    /// - Throws: ``RegexSyntaxError`` with the 1-based scalar position of the first problem.
    public init(_ pattern: String, options: Options = []) throws(RegexSyntaxError) {
        try self.init(pattern: pattern, options: options, reportedPattern: pattern, positionOffset: 0)
    }

    init(
        pattern: String, options: Options, reportedPattern: String, positionOffset: Int
    ) throws(RegexSyntaxError) {
        var parser = RegexParser(pattern: pattern, reportedPattern: reportedPattern, positionOffset: positionOffset)
        let parsed = try parser.parse()
        self.pattern = pattern
        self.options = options
        self.program = RegexCompiler.compile(parsed.node, captureGroupCount: parser.groupCount, options: options)
    }

    init(pattern: String, options: Options, program: RegexProgram) {
        self.pattern = pattern
        self.options = options
        self.program = program
    }

    /// The number of capture groups, not counting group 0 (the whole match).
    public var captureGroupCount: Int { program.captureGroupCount }

    /// Two regexes are equal when their patterns and options are.
    public static func == (lhs: BoundedRegex, rhs: BoundedRegex) -> Bool {
        lhs.pattern == rhs.pattern && lhs.options == rhs.options
    }

    /// Hashes the pattern and options.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(options)
    }
}
