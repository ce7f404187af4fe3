extension MessageValue: ExpressibleByFloatLiteral {
    /// A floating-point literal is a number in its shortest form: `["price": 2.5]`.
    public init(floatLiteral value: Double) {
        self = .number(MessageNumber(value))
    }
}
