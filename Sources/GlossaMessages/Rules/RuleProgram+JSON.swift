import GlossaJSON

extension RuleProgram {
    /// Compiles the pre-parsed form as a TML definition stores it in JSON
    /// (`"conditions_expression": ["&&", ["=", 1, ["mod", "@n", 10]], …]`).
    ///
    /// Integral numbers become ``RuleExpression/integer(_:)``, other numbers ``RuleExpression/number(_:)``,
    /// strings ``RuleExpression/string(_:)`` (a top-level `"@value"` is the variable), arrays lists, and
    /// `true`/`false` the calls `(true)`/`(false)`.
    /// - Throws: ``RuleSyntaxError`` for `null`, objects, and lists nested too deeply.
    public init(expression json: JSONValue) throws(RuleSyntaxError) {
        try self.init(try Self.expression(from: json, depth: 0))
    }

    private static func expression(from json: JSONValue, depth: Int) throws(RuleSyntaxError) -> RuleExpression {
        switch json {
        case .string(let text):
            return .string(text)
        case .number(let number):
            if let integer = number.int { return .integer(integer) }
            guard let value = number.double else {
                throw RuleSyntaxError(source: number.description, position: nil, message: "not a finite number")
            }
            return .number(value)
        case .bool(let value):
            return .list([.symbol(value ? "true" : "false")])
        case .array(let items):
            guard depth < maximumNestingDepth else {
                throw RuleSyntaxError(
                    source: "(…)", position: nil, message: "lists nest more than \(maximumNestingDepth) deep")
            }
            var expressions: [RuleExpression] = []
            for item in items { expressions.append(try expression(from: item, depth: depth + 1)) }
            return .list(expressions)
        case .null, .object:
            throw RuleSyntaxError(source: "\(json)", position: nil, message: "not a rule expression (null or object)")
        }
    }
}
