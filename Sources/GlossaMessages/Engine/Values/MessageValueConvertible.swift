#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type that can be passed as a message argument.
public protocol MessageValueConvertible {
    /// The value the message sees.
    var messageValue: MessageValue { get }
}

/// A type that stands for a person or thing with a gender, such as a user.
///
/// ```swift
/// struct User: GenderedMessageObject {
///     let name: String
///     let gender: Gender
///     var displayName: String { name }
/// }
/// ```
public protocol GenderedMessageObject: MessageValueConvertible {
    /// What the object displays as.
    var displayName: String { get }
    /// Its grammatical gender.
    var gender: Gender { get }
    /// Named attributes for method tokens (`{user.name}`); by default just `name`.
    var messageAttributes: [String: MessageValue] { get }
}

extension GenderedMessageObject {
    /// `name` → the display name.
    public var messageAttributes: [String: MessageValue] { ["name": .string(displayName)] }

    /// An object with the display name, gender and attributes.
    public var messageValue: MessageValue {
        .object(MessageObject(displayText: displayName, gender: gender, attributes: messageAttributes))
    }
}

extension String: MessageValueConvertible {
    /// The string, escaped in HTML output.
    public var messageValue: MessageValue { .string(self) }
}

extension Int: MessageValueConvertible {
    /// The integer as a number.
    public var messageValue: MessageValue { .number(MessageNumber(self)) }
}

extension Double: MessageValueConvertible {
    /// The number in its shortest form; pass a ``MessageNumber`` to fix the visible digits.
    public var messageValue: MessageValue { .number(MessageNumber(self)) }
}

extension Date: MessageValueConvertible {
    /// The date.
    public var messageValue: MessageValue { .date(self) }
}

extension MessageNumber: MessageValueConvertible {
    /// The number.
    public var messageValue: MessageValue { .number(self) }
}

extension MessageObject: MessageValueConvertible {
    /// The object.
    public var messageValue: MessageValue { .object(self) }
}

extension MessageValue: MessageValueConvertible {
    /// Itself.
    public var messageValue: MessageValue { self }
}

extension Array: MessageValueConvertible where Element: MessageValueConvertible {
    /// A list with the default format.
    public var messageValue: MessageValue { .list(MessageList(map(\.messageValue))) }
}

// The cases of `MessageValue` as members of the protocol, so that where any convertible value is
// accepted (an argument literal) `.object(…)`, `.string(…)` and the rest still read as they do where a
// `MessageValue` is expected. Disfavoured, so that on `MessageValue` itself the case is chosen.
extension MessageValueConvertible where Self == MessageValue {
    /// ``MessageValue/string(_:)``: caller text, escaped in HTML.
    @_disfavoredOverload public static func string(_ text: String) -> MessageValue { MessageValue.string(text) }
    /// ``MessageValue/safeString(_:)``: text inserted into HTML as it is.
    @_disfavoredOverload public static func safeString(_ text: String) -> MessageValue {
        MessageValue.safeString(text)
    }
    /// ``MessageValue/number(_:)``.
    @_disfavoredOverload public static func number(_ number: MessageNumber) -> MessageValue {
        MessageValue.number(number)
    }
    /// ``MessageValue/date(_:)``.
    @_disfavoredOverload public static func date(_ date: Date) -> MessageValue { MessageValue.date(date) }
    /// ``MessageValue/object(_:)``: display text, gender and attributes.
    @_disfavoredOverload public static func object(_ object: MessageObject) -> MessageValue {
        MessageValue.object(object)
    }
    /// ``MessageValue/list(_:)``.
    @_disfavoredOverload public static func list(_ list: MessageList) -> MessageValue { MessageValue.list(list) }
    /// ``MessageValue/decoration(_:)``.
    @_disfavoredOverload public static func decoration(_ decoration: DecorationValue) -> MessageValue {
        MessageValue.decoration(decoration)
    }
    /// ``MessageValue/bool(_:)``.
    @_disfavoredOverload public static func bool(_ value: Bool) -> MessageValue { MessageValue.bool(value) }
    /// ``MessageValue/null``: renders as nothing.
    @_disfavoredOverload public static var null: MessageValue { MessageValue.null }
}
