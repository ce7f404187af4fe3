extension MessageValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// An integer literal is a number: `["count": 5]`.
    public init(integerLiteral value: Int) {
        self = .number(MessageNumber(value))
    }

    /// A string literal is caller text, escaped in HTML: `["user": "Anna"]`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A Boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
