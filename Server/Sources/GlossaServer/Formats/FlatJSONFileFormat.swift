import GlossaJSON

/// One language as a flat JSON object, `{"key": "translation", …}`; on import, the CDS's
/// `{"key": {"string": "…"}}` and `{"data": {…}}` shapes are read too.
public struct FlatJSONFileFormat: TranslationFileFormat {
    public let name = "json"
    public let mediaType = "application/json; charset=utf-8"

    /// Creates the format.
    public init() {}

    public func read(_ bytes: [UInt8], language: String) throws -> [String: [String: String]] {
        var root = try parse(bytes)
        if case .object(let object) = root, object.count == 1, case .object(let data)? = object["data"] {
            root = .object(data)
        }
        guard case .object(let entries) = root else {
            throw TranslationFileError("the file must be a JSON object of keys")
        }
        var table: [String: String] = [:]
        for (key, value) in entries {
            switch value {
            case .string(let string): table[key] = string
            case .object(let object):
                guard case .string(let string)? = object["string"] else {
                    throw TranslationFileError("\"\(key)\" must be a string or {\"string\": \"…\"}")
                }
                table[key] = string
            default: throw TranslationFileError("\"\(key)\" must be a string or {\"string\": \"…\"}")
            }
        }
        return [language: table]
    }

    public func write(_ languages: [(language: String, entries: [(key: String, string: String)])]) -> [UInt8] {
        var table = JSONObject()
        for entry in (languages.first?.entries ?? []).sorted(by: { $0.key < $1.key }) {
            table.append(entry.key, .string(entry.string))
        }
        return JSONWriter(style: .compact).bytes(from: .object(table))
    }
}
