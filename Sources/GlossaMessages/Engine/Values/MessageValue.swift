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
    /// A list of values rendered with a list format (boxed: lists are rare, and every other value
    /// stays small to copy).
    indirect case list(MessageList)
    /// A value for a decoration (TML `[link: …]`): a template, attributes, or both.
    indirect case decoration(DecorationValue)
    /// A Boolean: shown as `true` or `false`; as a decoration value it keeps just the content.
    case bool(Bool)
    /// An explicitly empty value: renders as nothing (TML: a token present with `nil`).
    case null
}

extension MessageValue {
    /// The value when it is a number stored as a plain `Int` (``MessageNumber/integerValue``), read
    /// without copying the value: what renders check first for a count.
    @inline(__always)
    var integerValue: Int? {
        guard case .number(let number) = self else { return nil }
        return number.integerValue
    }
}

/// A number as a message argument: its value for arithmetic and its plural operands, which keep the
/// fraction digits it is shown with ("1.0" is not "1").
///
/// An integer is stored as it is (nine bytes, copied without reference counting: counts are made
/// and passed on every render); its operands and text are derived when asked for. Other numbers
/// keep their value, operands and text behind one shared reference.
public struct MessageNumber: Sendable, Hashable {
    private enum Storage: Sendable {
        case integer(Int)
        case general(General)
    }

    /// A number that is not a plain `Int`: computed once, shared by every copy.
    private final class General: Sendable {
        let value: Double
        let operands: PluralOperands
        let text: String

        init(value: Double, operands: PluralOperands, text: String) {
            self.value = value
            self.operands = operands
            self.text = text
        }
    }

    private let storage: Storage

    /// The value, for rules that compute with it.
    public var value: Double {
        switch storage {
        case .integer(let integer): Double(integer)
        case .general(let general): general.value
        }
    }

    /// The operands for plural selection.
    public var operands: PluralOperands {
        switch storage {
        case .integer(let integer): PluralOperands(integer)
        case .general(let general): general.operands
        }
    }

    /// The text the number is displayed as.
    public var text: String {
        switch storage {
        case .integer(let integer): Self.decimalText(integer)
        case .general(let general): general.text
        }
    }

    /// Whether the number is an integer (no visible fraction digits).
    public var isInteger: Bool {
        switch storage {
        case .integer: true
        case .general(let general): general.operands.visibleFractionDigitCount == 0
        }
    }

    /// The value when the number is a plain `Int` (no visible fraction digits, no exponent), without
    /// deriving anything: what selectors and outputs check first.
    public var integerValue: Int? {
        if case .integer(let integer) = storage { return integer }
        return nil
    }

    /// An integer.
    public init<T: BinaryInteger>(_ value: T) {
        if let integer = Int(exactly: value) {
            self.init(integer)
        } else {
            self.init(value: Double(value), operands: PluralOperands(value), text: String(value))
        }
    }

    private init(value: Double, operands: PluralOperands, text: String) {
        storage = .general(General(value: value, operands: operands, text: text))
    }

    /// An integer (the common case, stored without deriving its operands or text).
    public init(_ value: Int) {
        storage = .integer(value)
    }

    /// Two numbers are equal when they have the same value, operands and text ("1.0" is not "1").
    public static func == (lhs: MessageNumber, rhs: MessageNumber) -> Bool {
        if case .integer(let left) = lhs.storage, case .integer(let right) = rhs.storage { return left == right }
        return lhs.value == rhs.value && lhs.operands == rhs.operands && lhs.text == rhs.text
    }

    /// Hashes the text, which equal numbers share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// Calls `body` with the UTF-8 of ``text``; an integer is written into stack space, so showing
    /// it allocates nothing.
    public func withUTF8Text<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .integer(let integer):
            return Self.withDecimalDigits(of: integer, body)
        case .general(let general):
            if let result = general.text.utf8.withContiguousStorageIfAvailable(body) { return result }
            return Array(general.text.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// The decimal digits of `value`, written without the generic formatting `String(_:)` uses.
    static func decimalText(_ value: Int) -> String {
        withDecimalDigits(of: value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the decimal digits of `value` (and its sign) in stack space.
    @inline(__always)
    static func withDecimalDigits<Result>(of value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
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
            let start = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + position
            return body(UnsafeBufferPointer(start: start, count: bytes.count - position))
        }
    }

    /// A decimal number written as text that keeps its visible digits, such as `"1.50"`; `nil` when
    /// the text is not a plain decimal number.
    public init?(decimalText: String) {
        guard let operands = try? PluralOperands(parsing: decimalText), !decimalText.contains("c"),
            !decimalText.contains("e"), let value = Double(decimalText)
        else { return nil }
        if operands.visibleFractionDigitCount == 0, let integer = Int(decimalText),
            Self.decimalText(integer) == decimalText
        {
            self.init(integer)
        } else {
            self.init(value: value, operands: operands, text: decimalText)
        }
    }

    /// A floating-point number shown with `fractionDigits` fraction digits, or with its shortest
    /// round-trip form when `nil`. Never traps: values too large for the digits asked for keep
    /// their shortest form.
    public init(_ value: Double, fractionDigits: Int? = nil) {
        if let fractionDigits, let operands = try? PluralOperands(value, visibleFractionDigits: fractionDigits) {
            self.init(
                value: value, operands: operands, text: Self.text(of: operands, negative: value < 0) ?? "\(value)")
        } else if value.isFinite, value == value.rounded(), value.magnitude < 1e18 {
            let magnitude = UInt64(value.magnitude)
            if value == 0, value.sign == .minus {
                // Negative zero keeps its sign for formats that show it (printf's `-0.000000`).
                self.init(value: value, operands: PluralOperands(0), text: "0")
            } else {
                self.init(value < 0 ? -Int(magnitude) : Int(magnitude))
            }
        } else {
            let shortest = "\(value)"
            self.init(
                value: value, operands: (try? PluralOperands(parsing: shortest)) ?? PluralOperands(0), text: shortest)
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
