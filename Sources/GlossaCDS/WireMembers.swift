import GlossaJSON

/// Reads the members of one JSON object of a document, with errors that say where
/// (`release.archive.sha256 is missing`).
struct WireMembers {
    let value: JSONValue
    /// The object's path in the document (`release.languages.fr`).
    let path: String

    init(_ value: JSONValue, at path: String) {
        self.value = value
        self.path = path
    }

    func error(_ name: String, _ problem: String) -> CDSWireError {
        CDSWireError("\(path).\(name) \(problem)")
    }

    /// The member `name`, which must be present and not null.
    func member(_ name: String) throws(CDSWireError) -> WireMembers {
        guard value.objectValue != nil else { throw CDSWireError("\(path) is not an object") }
        guard let member = value[name], !member.isNull else { throw error(name, "is missing") }
        return WireMembers(member, at: "\(path).\(name)")
    }

    /// A non-empty string.
    func string(_ name: String) throws(CDSWireError) -> String {
        guard let string = try member(name).value.stringValue, !string.isEmpty else {
            throw error(name, "is not a non-empty string")
        }
        return string
    }

    /// A string, possibly empty.
    func text(_ name: String) throws(CDSWireError) -> String {
        guard let string = try member(name).value.stringValue else { throw error(name, "is not a string") }
        return string
    }

    /// A string, or nil when the member is missing or null.
    func optionalString(_ name: String) throws(CDSWireError) -> String? {
        guard value.objectValue != nil else { throw CDSWireError("\(path) is not an object") }
        guard let member = value[name], !member.isNull else { return nil }
        guard let string = member.stringValue else { throw error(name, "is not a string") }
        return string
    }

    /// A whole number of at least `minimum`.
    func integer(_ name: String, minimum: Int) throws(CDSWireError) -> Int {
        guard let number = try member(name).value.intValue, number >= minimum else {
            throw error(name, "is not a whole number of at least \(minimum)")
        }
        return number
    }

    /// `true` or `false`.
    func bool(_ name: String) throws(CDSWireError) -> Bool {
        guard let bool = try member(name).value.boolValue else { throw error(name, "is not true or false") }
        return bool
    }

    /// An array.
    func array(_ name: String) throws(CDSWireError) -> [JSONValue] {
        guard let array = try member(name).value.arrayValue else { throw error(name, "is not an array") }
        return array
    }

    /// An object.
    func object(_ name: String) throws(CDSWireError) -> JSONObject {
        guard let object = try member(name).value.objectValue else { throw error(name, "is not an object") }
        return object
    }
}
