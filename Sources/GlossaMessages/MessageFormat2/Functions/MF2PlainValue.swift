/// The resolved value of an expression without a function: a literal (a string) or an argument's
/// value. It formats numbers as `:number roundingMode=halfEven` does (how a value without a
/// function shows is the implementation's choice: this is what ICU MessageFormat's `{n}` shows, so
/// that a converted `{n}` shows the same) and anything else as its text; it does not select.
public struct MF2PlainValue: MF2Value {
    /// The value.
    public let unwrapped: MessageValue

    /// Wraps `value`.
    public init(_ value: MessageValue) {
        unwrapped = value
    }

    /// The options a number is formatted with: ICU's half-even rounding.
    static let numberOptions = MF2Options([("roundingMode", MF2Options.Value(.string("halfEven"), isLiteral: true))])

    /// A number as `:number roundingMode=halfEven` formats it, anything else as its text (of
    /// unknown direction).
    public func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        if case .number = unwrapped,
            let value = MF2NumberFunction(.number).resolve(self, options: Self.numberOptions, in: context).value
        {
            return try value.format(in: context)
        }
        return MF2FormattedText(DisplayText.of(unwrapped).0, direction: .unknown)
    }
}
