#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The standard types an argument is usually held in, so `["count": count]` compiles whatever integer,
// floating-point or text type `count` is.

extension MessageValueConvertible where Self: BinaryInteger {
    /// The integer as a number (all its digits, also beyond `Int`'s range).
    public var messageValue: MessageValue { .number(MessageNumber(self)) }
}

extension Int8: MessageValueConvertible {}
extension Int16: MessageValueConvertible {}
extension Int32: MessageValueConvertible {}
extension Int64: MessageValueConvertible {}
extension UInt: MessageValueConvertible {}
extension UInt8: MessageValueConvertible {}
extension UInt16: MessageValueConvertible {}
extension UInt32: MessageValueConvertible {}
extension UInt64: MessageValueConvertible {}

extension Float: MessageValueConvertible {
    /// The number as `Float` prints it (`0.1`, not the `0.100000001…` of its `Double` value).
    public var messageValue: MessageValue {
        .number(MessageNumber(decimalText: description) ?? MessageNumber(Double(self)))
    }
}

extension Decimal: MessageValueConvertible {
    /// The number with the digits `Decimal` prints, beyond `Double`'s precision; a value whose digits
    /// plural operands cannot hold is its `Double` value, and NaN is its text.
    public var messageValue: MessageValue {
        let text = description
        if let number = MessageNumber(decimalText: text) { return .number(number) }
        if let value = Double(text), value.isFinite { return .number(MessageNumber(value)) }
        return .string(text)
    }
}

extension Substring: MessageValueConvertible {
    /// The text, escaped in HTML output.
    public var messageValue: MessageValue { .string(String(self)) }
}

extension Bool: MessageValueConvertible {
    /// The Boolean.
    public var messageValue: MessageValue { .bool(self) }
}

extension Optional: MessageValueConvertible where Wrapped: MessageValueConvertible {
    /// The wrapped value, or ``MessageValue/null`` (renders as nothing) when there is none.
    public var messageValue: MessageValue { self?.messageValue ?? .null }
}
