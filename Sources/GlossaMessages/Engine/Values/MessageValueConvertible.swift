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
