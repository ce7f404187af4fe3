import GlossaCLDR

/// A number as a language context sees it: its value and sign, and how many fraction digits are
/// shown, because plural selection depends on the displayed form (`1` is "one" in English, `1.0`
/// is "other" under CLDR rules).
///
/// CLDR-derived contexts select with the ``operands``. Rules-engine contexts (the `number` contexts
/// of definitions loaded from JSON) receive `@n` as an integer when the value is integral and as a
/// floating-point number otherwise, as the TML SDKs pass Ruby/JavaScript numbers.
public struct ContextNumber: Sendable, Hashable, CustomStringConvertible {
    /// The CLDR plural operands of the absolute value as displayed.
    public let operands: PluralOperands
    /// Whether the number is below zero.
    public let isNegative: Bool

    /// An integer.
    public init<T: BinaryInteger>(_ value: T) {
        operands = PluralOperands(value)
        isNegative = value < 0
    }

    /// A floating-point number shown in its shortest form: integral values show no fraction digits
    /// (`2.0` is shown as `2`), others as many as their shortest decimal form has (`1.5`). Infinite
    /// and NaN values count as zero.
    public init(_ value: Double) {
        isNegative = value < 0
        guard value.isFinite else {
            operands = PluralOperands(0)
            return
        }
        if value.rounded() == value, let integer = Int64(exactly: value) {
            operands = PluralOperands(integer)
        } else {
            let magnitude = value.magnitude
            operands =
                (try? PluralOperands(parsing: "\(magnitude)"))
                ?? (try? PluralOperands(magnitude, visibleFractionDigits: 6))
                ?? PluralOperands(0)
        }
    }

    /// A floating-point number shown with exactly `visibleFractionDigits` fraction digits
    /// (`1.0` with one digit is "one point zero": `other` in English under CLDR rules).
    ///
    /// - Throws: `PluralOperandsError` for infinities, NaN or a digit count outside `0...18`.
    public init(_ value: Double, visibleFractionDigits: Int) throws(PluralOperandsError) {
        operands = try PluralOperands(value.magnitude, visibleFractionDigits: visibleFractionDigits)
        isNegative = value < 0
    }

    /// Operands as they are, with a sign.
    public init(operands: PluralOperands, isNegative: Bool = false) {
        self.operands = operands
        self.isNegative = isNegative
    }

    /// Parses a decimal literal keeping its visible digits: `"5"`, `"-1.50"`, `"1.2c6"`.
    ///
    /// - Throws: `PluralOperandsError` for anything that is not such a literal.
    public init(parsing text: String) throws(PluralOperandsError) {
        let negative = text.hasPrefix("-")
        operands = try PluralOperands(parsing: negative ? String(text.dropFirst()) : text)
        isNegative = negative
    }

    /// The value as a floating-point number (approximate for very long numbers).
    public var doubleValue: Double { isNegative ? -operands.absoluteValue : operands.absoluteValue }

    /// The value as an integer, when it has no non-zero fraction digit and fits in `Int`.
    public var integerValue: Int? {
        guard operands.isInteger, let digits = operands.integerDigits, let magnitude = Int(exactly: digits) else {
            return nil
        }
        return isNegative ? -magnitude : magnitude
    }

    /// The value as the rules engine sees `@n`: an integer when integral, else a number.
    var ruleValue: RuleValue {
        if let integer = integerValue { return .integer(integer) }
        return .number(doubleValue)
    }

    /// The number's operands in CLDR notation, with a leading `-` when negative.
    public var description: String { (isNegative ? "-" : "") + operands.description }
}
