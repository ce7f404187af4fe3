/// A property-list value as read from XML, with where it starts.
///
/// Numbers, dates and data keep their text, so a value read and written again is unchanged.
public indirect enum PropertyList: Sendable, Hashable {
    /// `<string>`.
    case string(String)
    /// `<integer>`, as written.
    case integer(String)
    /// `<real>`, as written.
    case real(String)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<date>`, as written (ISO 8601).
    case date(String)
    /// `<data>`, as written (Base64).
    case data(String)
    /// `<array>`.
    case array([PropertyList])
    /// `<dict>`, members in order.
    case dictionary(PropertyListDictionary)

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The dictionary, if this is one.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The element name that writes this value (`string`, `dict`, …).
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool(let value): value ? "true" : "false"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}

/// A property-list `<dict>`: keys and values in order, each with where its key is in the file.
public struct PropertyListDictionary: Sendable, Hashable {
    /// One member.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyList
        /// Where the `<key>` element starts, if read from a file.
        public var location: SourceLocation?

        /// Creates a member.
        public init(key: String, value: PropertyList, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// The members in order.
    public var members: [Member]

    /// Creates a dictionary.
    public init(members: [Member] = []) {
        self.members = members
    }

    /// The value for `key` (the last, if repeated).
    public subscript(key: String) -> PropertyList? {
        members.last { $0.key == key }?.value
    }

    /// The member for `key` (the last, if repeated).
    public func member(_ key: String) -> Member? {
        members.last { $0.key == key }
    }

    /// Appends a member.
    public mutating func append(_ key: String, _ value: PropertyList) {
        members.append(Member(key: key, value: value))
    }
}
