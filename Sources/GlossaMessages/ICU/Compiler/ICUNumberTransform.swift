import GlossaCLDR

/// Formats a number argument of an ICU message (`{n}`, `{n, number, …}`, and `#` with the plural's
/// offset subtracted) for the message's locale.
struct ICUNumberTransform: IntegerFormattingTransform {
    let style: ICUNumberStyle
    let symbols: NumberSymbols
    let locale: LocaleIdentifier
    /// Subtracted first (`#` in a plural with `offset:`).
    let offset: ICUOffset
    /// Whether non-numbers pass through unchanged (`{name}` shows a string as it is) rather than fail.
    let passesOtherValues: Bool
    let name: String
    /// How integers are shown when the style is the standard decimal format and the offset an
    /// integer (`{count}`, `{n, number}`, `#`): the resolver writes them with it, and so does
    /// ``transform(_:of:in:)``.
    let integerFormat: IntegerArgumentFormat?

    init(
        style: ICUNumberStyle, symbols: NumberSymbols, digits: IntegerDigitsFormat, locale: LocaleIdentifier,
        offset: ICUOffset = .zero, passesOtherValues: Bool = false, name: String = "number format"
    ) {
        self.style = style
        self.symbols = symbols
        self.locale = locale
        self.offset = offset
        self.passesOtherValues = passesOtherValues
        self.name = name
        if case .decimal(let format) = style, format == .standard, let integer = offset.integer {
            integerFormat = IntegerArgumentFormat(digits: digits, offset: integer)
        } else {
            integerFormat = nil
        }
    }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        if case .number(let number) = value, let integerFormat,
            let integer = IntegerArgumentFormat.integer(number, minus: integerFormat.offset)
        {
            // What the resolver writes without calling this: no digit arrays, no Foundation.
            return integerFormat.digits.text(integer.magnitude, negative: integer.negative)
        }
        guard let number = ICUNumbers.decimal(of: value) else { return passesOtherValues ? text : nil }
        return style.format(offset.subtracted(from: number), symbols: symbols, locale: locale)
    }
}

/// A plural's `offset:`, subtracted from the argument before `#` shows it and the rules select.
struct ICUOffset: Sendable, Hashable {
    /// The offset as a decimal number.
    let value: DecimalNumber
    /// The offset when it is a small integer (the common case), for integer arithmetic.
    let integer: Int64?

    static let zero = ICUOffset(text: "0")

    init(text: String) {
        value = DecimalNumber(text: text) ?? DecimalNumber(integer: 0, negative: false)
        if value.fractionDigits.allSatisfy({ $0 == 0 }), value.integerDigits.count < 16 {
            let magnitude = value.integerDigits.reduce(Int64(0)) { $0 * 10 + Int64($1) }
            integer = value.isNegative ? -magnitude : magnitude
        } else {
            integer = nil
        }
    }

    var isZero: Bool { integer == 0 }

    /// `number - offset` for an integer number and offset, as sign and magnitude; `nil` otherwise.
    @inline(__always)
    func integerResult(of number: MessageNumber) -> (magnitude: UInt64, negative: Bool)? {
        guard let integer else { return nil }
        return IntegerArgumentFormat.integer(number, minus: integer)
    }

    /// `number - offset`.
    func subtracted(from number: DecimalNumber) -> DecimalNumber {
        if isZero { return number }
        guard let left = Double(number.plainText), let right = Double(value.plainText) else { return number }
        return DecimalNumber(text: "\(left - right)") ?? number
    }
}

/// Numbers from argument values, as ICU messages read them.
enum ICUNumbers {
    /// The decimal digits of a number value, or of text that is a plain decimal number.
    static func decimal(of value: MessageValue) -> DecimalNumber? {
        switch value {
        case .number(let number): DecimalNumber(number)
        case .string(let text), .safeString(let text): DecimalNumber(text: text)
        case .object(let object): object.number.flatMap(DecimalNumber.init) ?? DecimalNumber(text: object.displayText)
        case .bool, .date, .list, .decoration, .null: nil
        }
    }
}
