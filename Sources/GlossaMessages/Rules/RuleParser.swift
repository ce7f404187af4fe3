/// Builds a ``RuleExpression`` from the text form of a rule.
///
/// Tokens become atoms as in tml-ruby: a quoted token is a ``RuleExpression/string(_:)``, a token that
/// contains a digit is an integer by Ruby's `to_i` (leading digits, `_` separators allowed; `1.5` is the
/// two tokens `1` and `5`), anything else a ``RuleExpression/symbol(_:)``. Unlike tml-ruby, which
/// silently stops at the end of the tokens, unbalanced parentheses and text after the expression are
/// errors, and lists may nest at most ``RuleProgram/maximumNestingDepth`` deep.
struct RuleParser {
    private let source: String
    private let tokens: [RuleTokenizer.Token]
    private var index = 0

    private init(source: String) {
        self.source = source
        self.tokens = RuleTokenizer.tokens(in: source)
    }

    /// Parses `source`: an S-expression when it starts with `(` (after white space), otherwise one atom,
    /// the trimmed text (`"@value"`).
    static func parse(_ source: String) throws(RuleSyntaxError) -> RuleExpression {
        let trimmed = source.trimmingRuleWhitespace()
        guard trimmed.hasPrefix("(") else {
            guard !trimmed.isEmpty else { throw RuleSyntaxError(source: source, position: 1, message: "empty rule") }
            return .symbol(trimmed)
        }
        var parser = RuleParser(source: source)
        let expression = try parser.parseExpression(depth: 1)
        if parser.index < parser.tokens.count {
            throw parser.error(at: parser.tokens[parser.index].offset, "unexpected text after the expression")
        }
        return expression
    }

    private func error(at offset: Int, _ message: String) -> RuleSyntaxError {
        RuleSyntaxError(source: source, position: offset + 1, message: message)
    }

    private mutating func parseExpression(depth: Int) throws(RuleSyntaxError) -> RuleExpression {
        guard index < tokens.count else {
            throw error(at: source.unicodeScalars.count, "unexpected end of rule")
        }
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .close:
            throw error(at: token.offset, "unexpected ')'")
        case .quoted(let text):
            return .string(text)
        case .bare(let text):
            return Self.atom(text)
        case .open:
            if depth > RuleProgram.maximumNestingDepth {
                throw error(at: token.offset, "lists nest more than \(RuleProgram.maximumNestingDepth) deep")
            }
            var items: [RuleExpression] = []
            while true {
                guard index < tokens.count else { throw error(at: token.offset, "missing ')'") }
                if tokens[index].kind == .close {
                    index += 1
                    return .list(items)
                }
                items.append(try parseExpression(depth: depth + 1))
            }
        }
    }

    /// A bare token as an atom: Ruby's `token.to_i` when it contains a digit, else a symbol.
    static func atom(_ token: String) -> RuleExpression {
        guard token.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) else { return .symbol(token) }
        var digits = ""
        var previousWasDigit = false
        for scalar in token.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                previousWasDigit = true
            } else if scalar == "_", previousWasDigit {
                previousWasDigit = false
            } else {
                break
            }
        }
        if digits.isEmpty { return .integer(0) }
        if let value = Int(digits) { return .integer(value) }
        return .number(Double(digits) ?? .infinity)
    }
}

extension String {
    /// The string without leading and trailing Unicode white space (Ruby's `strip`, extended beyond ASCII).
    func trimmingRuleWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace && $0 != "\0" }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace && $0 != "\0" })
        else { return "" }
        return String(scalars[first...last])
    }
}
