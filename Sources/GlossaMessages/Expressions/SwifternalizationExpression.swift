/// A Swifternalization / ObjCnalization expression: a key of a translation object that says which
/// values its text is for.
///
/// - `ie:x=1`, `ie:x>=2`, `ie:x<=-2` (`<`, `<=`, `=`, `>=`, `>`; integers and decimals);
/// - `iex:2<x<10`, `iex:4<=x<6` (`<` and `<=` only);
/// - `exp:<regex>`, matched (searched, as `NSRegularExpression` does) against the value's text with
///   ``BoundedRegex``, so a hostile pattern cannot stall rendering; lookaround is rejected;
/// - a shared expression's name (from `expressions.json`, per language with `base` inheritance);
/// - a built-in: `zero`, `one`, `two`, `few`, `many` (the value's CLDR plural category in the locale;
///   in a locale without that category, `zero`, `one` and `two` mean exactly 0, 1 and 2, as the seed's
///   base built-ins do), `>one` (greater than 1), and `other` (anything: tried last).
public enum SwifternalizationExpression: Sendable, Hashable {
    /// `ie:x<op>value`.
    case inequality(Comparison, DecimalValue)
    /// `iex:lower<x<upper`: bounds, and whether each is inclusive.
    case range(lower: DecimalValue, lowerInclusive: Bool, upper: DecimalValue, upperInclusive: Bool)
    /// `exp:<regex>`.
    case regex(BoundedRegex)
    /// A built-in name (`one`, `>one`, `other`…).
    case builtIn(String)

    /// The comparison of an inequality.
    public enum Comparison: String, Sendable, Hashable {
        /// `<`.
        case less = "<"
        /// `<=`.
        case lessOrEqual = "<="
        /// `=`.
        case equal = "="
        /// `>=`.
        case greaterOrEqual = ">="
        /// `>`.
        case greater = ">"
    }

    /// A decimal bound as written, with its value.
    public struct DecimalValue: Sendable, Hashable {
        /// As written.
        public let text: String
        /// The value.
        public let value: Double
    }

    /// The built-in names.
    public static let builtInNames: Set<String> = ["zero", "one", "two", "few", "many", "other", ">one"]

    /// Parses an expression key. `shared` maps names to expression texts (already resolved for the
    /// language); a name that is neither shared nor built in is an error.
    public static func parse(_ key: String, shared: [String: String] = [:]) -> Result<Self, SyntaxDiagnostic> {
        parse(key, shared: shared, depth: 0)
    }

    private static func parse(_ key: String, shared: [String: String], depth: Int) -> Result<Self, SyntaxDiagnostic> {
        func failure(_ message: String, column: Int = 1) -> Result<Self, SyntaxDiagnostic> {
            .failure(SyntaxDiagnostic(location: SourceLocation(line: 1, column: column), message: message))
        }
        if key.hasPrefix("ie:") {
            let body = key.dropFirst(3)
            guard body.hasPrefix("x") else { return failure("an inequality starts with x: ie:x>1", column: 4) }
            let rest = body.dropFirst()
            let comparison: Comparison
            if let op = [Comparison.lessOrEqual, .greaterOrEqual, .less, .greater, .equal].first(where: {
                rest.hasPrefix($0.rawValue)
            }) {
                comparison = op
            } else {
                return failure("expected <, <=, =, >= or > after x in \"\(key)\"", column: 5)
            }
            let number = String(rest.dropFirst(comparison.rawValue.count))
            guard let value = Double(number), value.isFinite else {
                return failure("\"\(number)\" is not a number", column: 5 + comparison.rawValue.count)
            }
            return .success(.inequality(comparison, DecimalValue(text: number, value: value)))
        }
        if key.hasPrefix("iex:") {
            let body = String(key.dropFirst(4))
            let pieces = body.components(separatedBy: "x")
            guard pieces.count == 2 else { return failure("an extended inequality is a<x<b: iex:2<x<10", column: 5) }
            func bound(_ text: String, leading: Bool) -> (DecimalValue, Bool)? {
                let inclusive = leading ? text.hasSuffix("<=") : text.hasPrefix("<=")
                let strict = leading ? text.hasSuffix("<") : text.hasPrefix("<")
                guard inclusive || strict else { return nil }
                let length = inclusive ? 2 : 1
                let number = leading ? String(text.dropLast(length)) : String(text.dropFirst(length))
                guard let value = Double(number), value.isFinite else { return nil }
                return (DecimalValue(text: number, value: value), inclusive)
            }
            guard let lower = bound(pieces[0], leading: true), let upper = bound(pieces[1], leading: false) else {
                return failure("an extended inequality uses < or <= and numbers: iex:2<x<10", column: 5)
            }
            return .success(.range(lower: lower.0, lowerInclusive: lower.1, upper: upper.0, upperInclusive: upper.1))
        }
        if key.hasPrefix("exp:") {
            do {
                return .success(.regex(try BoundedRegex(String(key.dropFirst(4)))))
            } catch {
                return failure("the regular expression cannot be used: \(error)", column: 5)
            }
        }
        if let expression = shared[key] {
            guard depth < 8, expression != key else {
                return failure("the shared expression \"\(key)\" refers to itself")
            }
            return parse(expression, shared: shared, depth: depth + 1)
        }
        if builtInNames.contains(key) { return .success(.builtIn(key)) }
        return failure("\"\(key)\" is no expression (ie:, iex:, exp:), shared expression or built-in")
    }
}
