/// A rules-engine expression as data: the S-expression `(&& (= 1 (mod @n 10)) …)` or the pre-parsed JSON
/// form `["&&", ["=", 1, ["mod", "@n", 10]], …]` of a TML language definition.
///
/// Feeding the JSON form: map JSON numbers to ``integer(_:)`` when integral and ``number(_:)`` otherwise,
/// strings to ``string(_:)``, arrays to ``list(_:)``, and pass the result to ``RuleProgram/init(_:)``
/// (``RuleProgram/init(expression:)`` does exactly this for `GlossaJSON` values).
///
/// Strings and symbols evaluate alike: to the bound variable of that name when there is one (`"@n"`),
/// otherwise to themselves, and either may name the function at the head of a list; ``symbol(_:)`` only
/// records that the text form was unquoted.
public indirect enum RuleExpression: Sendable, Hashable {
    /// An integer literal (the text form turns every token containing a digit into one).
    case integer(Int)
    /// A fractional number (only the JSON form can express one).
    case number(Double)
    /// A quoted string (`'male'`, `"'s"`), or a JSON string.
    case string(String)
    /// An unquoted token: a function name (`&&`, `mod`) or a variable (`@n`).
    case symbol(String)
    /// A list: a function call when it is evaluated, data under `quote`.
    case list([RuleExpression])
}

extension RuleExpression: CustomStringConvertible {
    /// The expression in the text form, for example `(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))`.
    /// Strings are quoted, except function names at the head of a list and `@variables` that the
    /// tokenizer reads back as the same token.
    public var description: String {
        switch self {
        case .integer(let value):
            return String(value)
        case .number(let value):
            return value.description
        case .symbol(let name):
            return name
        case .string(let text):
            return text.hasPrefix("@") && Self.isBareToken(text) ? text : Self.quoted(text)
        case .list(let items):
            var parts: [String] = []
            for (offset, item) in items.enumerated() {
                if offset == 0, case .string(let name) = item, Self.isBareToken(name) {
                    parts.append(name)
                } else {
                    parts.append(item.description)
                }
            }
            return "(" + parts.joined(separator: " ") + ")"
        }
    }

    private static func quoted(_ text: String) -> String {
        text.contains("'") ? "\"\(text)\"" : "'\(text)'"
    }

    /// Whether the tokenizer would read `text`, unquoted, back as one non-integer token equal to it.
    private static func isBareToken(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, !scalars.contains(where: { ("0"..."9").contains($0) }) else {
            return false
        }
        if scalars.allSatisfy(RuleTokenizer.isOperatorScalar) { return true }
        let word = first == "@" ? scalars.dropFirst() : scalars[...]
        return !word.isEmpty && word.allSatisfy(RuleTokenizer.isWordScalar)
    }
}
