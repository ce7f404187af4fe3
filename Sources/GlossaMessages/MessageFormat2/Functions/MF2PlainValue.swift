/// The resolved value of an expression without a function: a literal (a string) or an argument's
/// value. It formats numbers as `:number` does and anything else as its text; it does not select.
public struct MF2PlainValue: MF2Value {
    /// The value.
    public let unwrapped: MessageValue

    /// Wraps `value`.
    public init(_ value: MessageValue) {
        unwrapped = value
    }

    /// A number as `:number` formats it, anything else as its text (of unknown direction).
    public func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        if case .number = unwrapped,
            let value = MF2NumberFunction(.number).resolve(self, options: MF2Options(), in: context).value
        {
            return try value.format(in: context)
        }
        return MF2FormattedText(DisplayText.of(unwrapped).0, direction: .unknown)
    }
}
