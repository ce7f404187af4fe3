import GlossaCLDR

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value passed to a message for one of its arguments (TML calls them token values).
///
/// Values are typed so that each syntax can use them as it needs: a number drives plural selection
/// with its visible digits, an object carries a display text and a gender, a list knows how it is
/// joined. Plain Swift values convert through ``MessageValueConvertible``; your own types opt in
/// through that protocol (or ``GenderedMessageObject``) rather than by reflection.
public enum MessageValue: Sendable {
    /// Text supplied by the caller: escaped in HTML output.
    case string(String)
    /// Text the caller vouches for: inserted into HTML output as it is.
    case safeString(String)
    /// A number, with the digits it is shown with.
    case number(MessageNumber)
    /// A date and time.
    case date(Date)
    /// An object with a display text, an optional gender and named attributes.
    case object(MessageObject)
    /// A list of values rendered with a list format.
    case list(MessageList)
    /// A value for a decoration (TML `[link: …]`): a template, attributes, or both.
    case decoration(DecorationValue)
    /// A Boolean: shown as `true` or `false`; as a decoration value it keeps just the content.
    case bool(Bool)
    /// An explicitly empty value: renders as nothing (TML: a token present with `nil`).
    case null
}

/// A number as a message argument: its value for arithmetic and its plural operands, which keep the
/// fraction digits it is shown with ("1.0" is not "1").
public struct MessageNumber: Sendable, Hashable {
    /// The value, for rules that compute with it.
    public let value: Double
    /// The operands for plural selection.
    public let operands: PluralOperands
    /// The text the number is displayed as.
    public let text: String
    /// Whether the number is an integer (no visible fraction digits).
    public var isInteger: Bool { operands.visibleFractionDigitCount == 0 }

    /// An integer.
    public init<T: BinaryInteger>(_ value: T) {
        if let integer = Int(exactly: value) {
            self.init(integer)
        } else {
            self.init(value: Double(value), operands: PluralOperands(value), text: String(value))
        }
    }

    private init(value: Double, operands: PluralOperands, text: String) {
        self.value = value
        self.operands = operands
        self.text = text
    }

    /// An integer (the common case, without generic arithmetic: counts are made on every render).
    public init(_ value: Int) {
        self.init(value: Double(value), operands: PluralOperands(value), text: Self.decimalText(value))
    }

    /// The decimal digits of `value`, written without the generic formatting `String(_:)` uses.
    static func decimalText(_ value: Int) -> String {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { bytes in
            var position = bytes.count
            var magnitude = value.magnitude
            repeat {
                position -= 1
                bytes[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                position -= 1
                bytes[position] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position...]), as: UTF8.self)
        }
    }

    /// A decimal number written as text that keeps its visible digits, such as `"1.50"`; `nil` when
    /// the text is not a plain decimal number.
    public init?(decimalText: String) {
        guard let operands = try? PluralOperands(parsing: decimalText), !decimalText.contains("c"),
            !decimalText.contains("e"), let value = Double(decimalText)
        else { return nil }
        self.value = value
        self.operands = operands
        text = decimalText
    }

    /// A floating-point number shown with `fractionDigits` fraction digits, or with its shortest
    /// round-trip form when `nil`. Never traps: values too large for the digits asked for keep
    /// their shortest form.
    public init(_ value: Double, fractionDigits: Int? = nil) {
        self.value = value
        if let fractionDigits, let operands = try? PluralOperands(value, visibleFractionDigits: fractionDigits) {
            self.operands = operands
            text = Self.text(of: operands, negative: value < 0) ?? "\(value)"
        } else if value.isFinite, value == value.rounded(), value.magnitude < 1e18 {
            let magnitude = UInt64(value.magnitude)
            operands = PluralOperands(magnitude)
            text = (value < 0 ? "-" : "") + String(magnitude)
        } else {
            let shortest = "\(value)"
            operands = (try? PluralOperands(parsing: shortest)) ?? PluralOperands(0)
            text = shortest
        }
    }

    /// The decimal text of operands whose digits fit, `nil` otherwise.
    private static func text(of operands: PluralOperands, negative: Bool) -> String? {
        guard let integer = operands.integerDigits else { return nil }
        var text = (negative ? "-" : "") + String(integer)
        let count = operands.visibleFractionDigitCount
        if count > 0 {
            guard let fraction = operands.fractionDigits else { return nil }
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(0, count - digits.count)) + digits
        }
        return text
    }
}
