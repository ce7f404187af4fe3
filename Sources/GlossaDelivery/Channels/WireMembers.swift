import GlossaJSON

/// Reads the members of one JSON object of a server's answer, with errors that say where
/// (`release.archive.sha256 is missing`).
struct WireMembers {
    let value: JSONValue
    /// The object's path in the answer (`release.languages.fr`).
    let path: String

    init(_ value: JSONValue, at path: String) {
        self.value = value
        self.path = path
    }

    func error(_ name: String, _ problem: String) -> CDSError {
        .malformedResponse("\(path).\(name) \(problem)")
    }

    /// The member `name`, which must be present and not null.
    func member(_ name: String) throws(CDSError) -> WireMembers {
        guard value.objectValue != nil else { throw .malformedResponse("\(path) is not an object") }
        guard let member = value[name], !member.isNull else { throw error(name, "is missing") }
        return WireMembers(member, at: "\(path).\(name)")
    }

    func string(_ name: String) throws(CDSError) -> String {
        guard let string = try member(name).value.stringValue, !string.isEmpty else {
            throw error(name, "is not a non-empty string")
        }
        return string
    }

    /// A string, or nil when the member is missing or null.
    func optionalString(_ name: String) throws(CDSError) -> String? {
        guard let member = value[name], !member.isNull else { return nil }
        guard let string = member.stringValue else { throw error(name, "is not a string") }
        return string
    }

    func integer(_ name: String, minimum: Int) throws(CDSError) -> Int {
        guard let number = try member(name).value.intValue, number >= minimum else {
            throw error(name, "is not a whole number of at least \(minimum)")
        }
        return number
    }

    func optionalBool(_ name: String) throws(CDSError) -> Bool? {
        guard let member = value[name], !member.isNull else { return nil }
        guard let bool = member.boolValue else { throw error(name, "is not true or false") }
        return bool
    }

    func object(_ name: String) throws(CDSError) -> JSONObject {
        guard let object = try member(name).value.objectValue else { throw error(name, "is not an object") }
        return object
    }
}
