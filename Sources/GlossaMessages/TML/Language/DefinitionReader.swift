import GlossaJSON

/// Reads one JSON object of a language definition, knowing where it is for error messages.
///
/// TML definitions come in two shapes: the SDK fixture shape, with a context's `keys`,
/// `token_expression`, … and a rule's `conditions` directly in the object, and the API-export shape,
/// which nests them in a `definition` object. The reader looks in the object first, then in its
/// `definition`.
struct DefinitionReader {
    /// The object's members.
    let object: JSONObject
    /// The object's nested `definition` object, if it has one.
    let nested: JSONObject?
    /// Where the object is (`contexts.number`).
    let path: String

    /// A reader for `value`, which must be an object.
    init(_ value: JSONValue, path: String) throws(LanguageDefinitionError) {
        guard let object = value.objectValue else {
            throw LanguageDefinitionError(
                kind: .wrongType, path: path, message: "expected an object, found \(value.typeName)")
        }
        self.object = object
        self.nested = object["definition"]?.objectValue
        self.path = path
    }

    /// The path of a member.
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key` (or `definition.key`), treating `null` as absent.
    subscript(key: String) -> JSONValue? {
        if let value = object[key], !value.isNull { return value }
        if let value = nested?[key], !value.isNull { return value }
        return nil
    }

    /// A required member.
    func required(_ key: String) throws(LanguageDefinitionError) -> JSONValue {
        guard let value = self[key] else {
            throw LanguageDefinitionError(
                kind: .missingKey, path: path(of: key), message: "missing required key '\(key)'")
        }
        return value
    }

    /// An optional string member; a non-string is an error.
    func string(_ key: String) throws(LanguageDefinitionError) -> String? {
        guard let value = self[key] else { return nil }
        guard let string = value.stringValue else {
            throw wrongType(key, expected: "a string", found: value)
        }
        return string
    }

    /// A required string member.
    func requiredString(_ key: String) throws(LanguageDefinitionError) -> String {
        let value = try required(key)
        guard let string = value.stringValue else { throw wrongType(key, expected: "a string", found: value) }
        return string
    }

    /// An optional Boolean member (`null` and absent are `false`).
    func bool(_ key: String) throws(LanguageDefinitionError) -> Bool {
        guard let value = self[key] else { return false }
        guard let bool = value.boolValue else { throw wrongType(key, expected: "true or false", found: value) }
        return bool
    }

    /// An optional array of strings.
    func strings(_ key: String) throws(LanguageDefinitionError) -> [String]? {
        guard let value = self[key] else { return nil }
        guard let array = value.arrayValue else { throw wrongType(key, expected: "an array of strings", found: value) }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let string = element.stringValue else {
                throw LanguageDefinitionError(
                    kind: .wrongType, path: "\(path(of: key))[\(index)]",
                    message: "expected a string, found \(element.typeName)")
            }
            strings.append(string)
        }
        return strings
    }

    /// The error for a member of the wrong type.
    func wrongType(_ key: String, expected: String, found: JSONValue) -> LanguageDefinitionError {
        LanguageDefinitionError(
            kind: .wrongType, path: path(of: key), message: "expected \(expected), found \(found.typeName)")
    }
}

extension JSONValue {
    /// The JSON type's name, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
