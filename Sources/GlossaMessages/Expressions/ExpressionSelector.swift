import GlossaCLDR

/// The first expression that matches the value, else `other`.
///
/// The expressions are reduced to ``ExpressionTest``s when the message is compiled, so a render
/// compares numbers (and runs a regular expression only for `exp:` keys): nothing is parsed or
/// looked up by name.
struct ExpressionSelector: MessageSelector {
    /// The variant key of each expression, with its test, in order.
    let matchers: [(key: String, test: ExpressionTest)]
    let rules: PluralRules

    /// A selector trying `matchers`' expressions in order, the built-in ones by `rules`.
    init(matchers: [(key: String, expression: SwifternalizationExpression)], rules: PluralRules) {
        let categories = Set(rules.categories)
        self.matchers = matchers.compactMap { matcher in
            ExpressionTest(matcher.expression, categories: categories).map { (matcher.key, $0) }
        }
        self.rules = rules
    }

    func keys(for value: MessageValue?, in context: RenderContext) -> Result<SelectionKeys, SelectionFailure> {
        guard let value else { return .failure(SelectionFailure("no value")) }
        return firstMatch(for: value).map(keys(ofMatch:))
    }

    /// The keys of matcher `index`, or of none (`nil`): `other`.
    func keys(ofMatch index: Int?) -> SelectionKeys {
        guard let index else { return SelectionKeys("other") }
        return SelectionKeys(matchers[index].key, "other")
    }

    /// The most steps an `exp:` regular expression may take on one value. The bounded engine's work is
    /// linear (at most 2 × program size × (text length + 1) steps), but a 20,000-instruction program on a
    /// long value would still take seconds; a million steps is far above what real expressions need
    /// (a 50-instruction pattern on a 100-character value takes about 10,000).
    static let regexWorkLimit = 1_000_000

    /// The index of the first matcher whose test `value` passes, `nil` when none does, or a failure
    /// when a regular expression ran past ``regexWorkLimit``.
    func firstMatch(for value: MessageValue) -> Result<Int?, SelectionFailure> {
        var operand = ExpressionOperand(value, rules: rules)
        for index in matchers.indices {
            switch operand.passes(matchers[index].test) {
            case true: return .success(index)
            case false: continue
            case nil:
                let key = matchers[index].key.drop { $0 != ":" }.dropFirst()
                return .failure(
                    SelectionFailure(
                        "\"\(key)\": the regular expression needs more than \(Self.regexWorkLimit) steps on this "
                            + "value; rendering stopped it"))
            }
        }
        return .success(nil)
    }
}

/// What a Swifternalization expression asks of a value, worked out for the locale when the message is
/// compiled: a built-in name becomes its CLDR category, or the exact value it stands for in a locale
/// without that category.
enum ExpressionTest: Sendable {
    /// The value's CLDR plural category is this one.
    case category(PluralCategory)
    /// The value compares so with the bound.
    case comparison(SwifternalizationExpression.Comparison, Double)
    /// The value is between the bounds.
    case range(lower: Double, lowerInclusive: Bool, upper: Double, upperInclusive: Bool)
    /// The value's text contains a match.
    case regex(BoundedRegex)

    /// The test of `expression` in a locale whose plural rules have `categories`; `nil` for a
    /// built-in no value matches there (`few` where the locale has no `few`).
    init?(_ expression: SwifternalizationExpression, categories: Set<PluralCategory>) {
        switch expression {
        case .inequality(let comparison, let bound):
            self = .comparison(comparison, bound.value)
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            self = .range(
                lower: lower.value, lowerInclusive: lowerInclusive, upper: upper.value, upperInclusive: upperInclusive)
        case .regex(let regex):
            self = .regex(regex)
        case .builtIn(let name):
            if name == ">one" {
                self = .comparison(.greater, 1)
                return
            }
            guard let category = PluralCategory(rawValue: name) else { return nil }
            if categories.contains(category) {
                self = .category(category)
                return
            }
            // Outside the locale's categories, the seed's base built-ins: exactly 0, 1 and 2.
            switch category {
            case .zero: self = .comparison(.equal, 0)
            case .one: self = .comparison(.equal, 1)
            case .two: self = .comparison(.equal, 2)
            default: return nil
            }
        }
    }

    /// The integer this test matches exactly, when it matches no other value.
    var exactInteger: Int? {
        guard case .comparison(.equal, let bound) = self, let integer = Int(exactly: bound) else { return nil }
        return integer
    }
}

/// A value as the tests read it: a plain `Int` (the usual count) without making a decimal of it,
/// anything else as the decimal it reads as; its category and text worked out once, when a test
/// first asks.
struct ExpressionOperand {
    private let value: MessageValue
    private let rules: PluralRules
    private let integer: Int?
    private let decimal: DecimalNumber?
    /// The value as a `Double`, `nil` when it is not a number.
    private let double: Double?
    private var category: PluralCategory??
    private var text: String?

    init(_ value: MessageValue, rules: PluralRules) {
        self.value = value
        self.rules = rules
        integer = value.integerValue
        if let integer {
            decimal = nil
            double = Double(integer)
        } else {
            decimal = ICUNumbers.decimal(of: value)
            double = decimal?.doubleValue
        }
    }

    /// Whether the value passes `test`; `nil` when a regular expression ran past
    /// ``ExpressionSelector/regexWorkLimit``.
    mutating func passes(_ test: ExpressionTest) -> Bool? {
        switch test {
        case .comparison(let comparison, let bound):
            guard let double else { return false }
            switch comparison {
            case .less: return double < bound
            case .lessOrEqual: return double <= bound
            case .equal: return double == bound
            case .greaterOrEqual: return double >= bound
            case .greater: return double > bound
            }
        case .range(let lower, let lowerInclusive, let upper, let upperInclusive):
            guard let double else { return false }
            let aboveLower = lowerInclusive ? double >= lower : double > lower
            let belowUpper = upperInclusive ? double <= upper : double < upper
            return aboveLower && belowUpper
        case .category(let expected):
            return valueCategory() == expected
        case .regex(let regex):
            if text == nil { text = DisplayText.of(value).0 }
            return regex.search(text ?? "", workLimit: ExpressionSelector.regexWorkLimit).found
        }
    }

    /// The value's CLDR category, `nil` when it is not a number.
    private mutating func valueCategory() -> PluralCategory? {
        if let category { return category }
        let found: PluralCategory?
        if let integer {
            found = rules.category(for: integer.magnitude)
        } else {
            found = decimal.map { rules.category(for: $0.operands) }
        }
        category = .some(found)
        return found
    }
}
