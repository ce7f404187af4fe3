/// A JSON value as read from or written to text.
///
/// Numbers keep their literal text (``JSONNumber``) and objects keep their key order
/// (``JSONObject``), so a value parsed and written again reproduces its source.
///
/// Equality is structural: objects compare their entries in order, numbers compare their literal
/// text (`1.0` and `1.00` differ) and strings compare with Swift's `String` equality (canonical
/// equivalence).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as its literal text.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object whose members keep their order.
    case object(JSONObject)
}

extension JSONValue {
    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, if this value is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number as an `Int`, if this value is a number with an integral value that fits.
    public var intValue: Int? {
        if case .number(let number) = self { return number.int }
        return nil
    }

    /// The number as a `Double`, if this value is a number.
    public var doubleValue: Double? {
        if case .number(let number) = self { return number.double }
        return nil
    }

    /// The number with its literal text, if this value is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The Boolean, if this value is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The elements, if this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The object, if this value is an object.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The value of the member named `key` if this value is an object that has one (the last
    /// such member when the key is duplicated), otherwise `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` if this value is an array and `index` is in bounds, otherwise `nil`.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }
}
