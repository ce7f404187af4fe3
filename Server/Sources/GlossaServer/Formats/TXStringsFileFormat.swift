import GlossaJSON

/// `txstrings.json`, the file Transifex's Swift SDK bundles and caches:
/// `{"fr": {"key": {"string": "…"}}, …}`. Empty strings mean "untranslated".
public struct TXStringsFileFormat: TranslationFileFormat {
    public let name = "txstrings"
    public let mediaType = "application/json; charset=utf-8"

    /// Creates the format.
    public init() {}

    public func read(_ bytes: [UInt8], language: String) throws -> [String: [String: String]] {
        let root = try parse(bytes)
        guard case .object(let languages) = root else {
            throw TranslationFileError("the file must be a JSON object of languages")
        }
        var result: [String: [String: String]] = [:]
        for (code, value) in languages {
            guard case .object(let entries) = value else {
                throw TranslationFileError("\"\(code)\" must be an object of keys")
            }
            var table: [String: String] = [:]
            for (key, entry) in entries {
                guard case .object(let object) = entry, case .string(let string)? = object["string"] else {
                    throw TranslationFileError("\"\(code)\" → \"\(key)\" must be {\"string\": \"…\"}")
                }
                table[key] = string
            }
            result[code] = table
        }
        return result
    }

    /// `<language>.json`.
    public func fileName(language: String) -> String { "\(language).json" }

    public func write(_ languages: [(language: String, entries: [(key: String, string: String)])]) -> [UInt8] {
        var root = JSONObject()
        for (language, entries) in languages.sorted(by: { $0.language < $1.language }) {
            var table = JSONObject()
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                table.append(entry.key, .object(["string": .string(entry.string)]))
            }
            root.append(language, .object(table))
        }
        return JSONWriter(style: .compact).bytes(from: .object(root))
    }
}

func parse(_ bytes: [UInt8]) throws -> JSONValue {
    do {
        return try JSONParser().parse(bytes)
    } catch {
        throw TranslationFileError("malformed JSON: \(error.description)")
    }
}
