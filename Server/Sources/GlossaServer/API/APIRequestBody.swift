import GlossaJSON
import Hummingbird

/// The JSON object body of an `/api/v1` request, with typed field access that answers 400 naming the
/// field when it is missing or of the wrong type.
struct APIRequestBody {
    let object: JSONObject

    /// Reads the body (at most 64 KiB: account requests are small) as a JSON object.
    static func read(_ request: Request) async throws -> APIRequestBody {
        let buffer = try await request.collectBody(limit: 64 * 1024)
        let value: JSONValue
        do {
            value = try JSONParser().parse(Array(buffer.readableBytesView))
        } catch {
            throw ProtocolError.badRequest("Malformed JSON: \(error)")
        }
        guard case .object(let object) = value else { throw ProtocolError.badRequest("The body must be a JSON object") }
        return APIRequestBody(object: object)
    }

    /// The string field `key`; 400 if it is missing (and required), not a string, or contains NUL.
    func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw ProtocolError.badRequest("/\(key) is required") }
        return value
    }

    func optionalString(_ key: String) throws -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw ProtocolError.badRequest("/\(key) must be a string") }
        guard !string.contains("\u{0}") else { throw ProtocolError.badRequest("/\(key) contains a NUL character") }
        return string
    }

    func optionalBool(_ key: String) throws -> Bool? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw ProtocolError.badRequest("/\(key) must be true or false") }
        return bool
    }

    /// An integer field holding Unix milliseconds; 400 unless a non-negative integer.
    func optionalTime(_ key: String) throws -> Int64? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let number = value.intValue, number >= 0 else {
            throw ProtocolError.badRequest("/\(key) must be a time in Unix milliseconds")
        }
        return Int64(number)
    }

    /// A role field; 400 unless one of the roles.
    static func role(_ text: String, at path: String) throws -> ProjectRole {
        guard let role = ProjectRole(rawValue: text) else {
            throw ProtocolError.badRequest("\(path) must be manager, developer, translator or reviewer")
        }
        return role
    }

    /// A language list field (absent: all languages); each must be a target language of `project`.
    static func languages(_ value: JSONValue?, at path: String, of project: Project) throws
        -> [String]
    {
        guard let value, !value.isNull else { return [] }
        guard let items = value.arrayValue else {
            throw ProtocolError.badRequest("\(path) must be an array of language codes")
        }
        var codes: [String] = []
        for (index, item) in items.enumerated() {
            guard let code = item.stringValue, project.languages.contains(code) else {
                throw ProtocolError.badRequest("\(path)/\(index) must be a target language of the project")
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }
}
