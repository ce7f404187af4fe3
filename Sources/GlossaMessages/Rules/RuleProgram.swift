/// A rules-engine expression (TML language definitions, <doc:TMLSemantics#Rules-engine>), parsed and compiled once and
/// evaluated many times.
///
/// ```swift
/// let one = try RuleProgram(parsing: "(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))")
/// one.isSatisfied(in: RuleEnvironment(variables: ["@n": .integer(21)]))  // true
/// ```
///
/// Semantics follow tml-ruby with Glossa's documented fixes: `=` compares numerically when both sides are
/// numeric and as text otherwise; `$n` back-references work in every `replace`; `mod` keeps fractions;
/// `in` understands comma lists and inclusive `a..b` ranges. Regex patterns (`/re/flags` or bare) run on
/// ``BoundedRegex`` with JavaScript semantics, as tml-js does: `^` and `$` anchor the whole value unless
/// the `m` flag is given (Ruby's anchor lines), and the flags `i` and `m` are honoured. Every evaluation
/// is bounded by ``RuleLimits``.
public struct RuleProgram: Sendable, Hashable, CustomStringConvertible {
    /// The deepest list nesting accepted when parsing or compiling.
    public static let maximumNestingDepth = 256

    /// The text form: as given to ``init(parsing:)``, or rendered from the expression.
    public let source: String
    /// The expression as data.
    public let expression: RuleExpression
    /// The compiled form.
    let root: RuleNode

    /// Parses the text form: an S-expression such as `"(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))"`, or,
    /// for a string that does not start with `(` (after white space), the single atom it names
    /// (`"@value"`). Tokenizing follows tml-ruby exactly (see `RuleTokenizer`).
    /// - Throws: ``RuleSyntaxError`` with the 1-based scalar position of the problem.
    public init(parsing source: String) throws(RuleSyntaxError) {
        self.source = source
        self.expression = try RuleParser.parse(source)
        self.root = RuleCompiler.compile(expression)
    }

    /// Compiles the pre-parsed form (`conditions_expression`, `operations_expression`) given as data, for
    /// example `.list([.string("="), .string("@n"), .integer(1)])` for `["=", "@n", 1]`. For a
    /// `GlossaJSON` value use ``init(expression:)``, which converts and calls this.
    /// - Throws: ``RuleSyntaxError`` (without a position) when lists nest deeper than
    ///   ``maximumNestingDepth``.
    public init(_ expression: RuleExpression) throws(RuleSyntaxError) {
        if Self.depth(of: expression, limit: Self.maximumNestingDepth) > Self.maximumNestingDepth {
            throw RuleSyntaxError(
                source: "(…)", position: nil, message: "lists nest more than \(Self.maximumNestingDepth) deep")
        }
        self.source = expression.description
        self.expression = expression
        self.root = RuleCompiler.compile(expression)
    }

    /// The list nesting depth of `expression`, counting no further than `limit + 1`.
    static func depth(of expression: RuleExpression, limit: Int) -> Int {
        guard case .list(let items) = expression else { return 0 }
        guard limit >= 0 else { return 1 }
        return 1 + items.reduce(0) { max($0, depth(of: $1, limit: limit - 1)) }
    }

    /// ``source``.
    public var description: String { source }

    /// Programs are equal when their expressions are, not distinguishing strings from symbols (they
    /// evaluate alike), so `(= 'male' @gender)` equals the pre-parsed `["=", "male", "@gender"]`.
    public static func == (lhs: RuleProgram, rhs: RuleProgram) -> Bool {
        Self.normalized(lhs.expression) == Self.normalized(rhs.expression)
    }

    /// Hashes the expression, strings and symbols alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(Self.normalized(expression))
    }

    /// `expression` with every symbol turned into a string.
    private static func normalized(_ expression: RuleExpression) -> RuleExpression {
        switch expression {
        case .symbol(let name): return .string(name)
        case .list(let items): return .list(items.map(normalized))
        default: return expression
        }
    }
}
