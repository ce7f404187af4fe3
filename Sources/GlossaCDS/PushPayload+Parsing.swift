import GlossaJSON

extension PushPayload {
    /// Reads a push body.
    ///
    /// Entries with a blank key or an empty `string` are dropped, as the CDS drops them; a key given
    /// twice keeps its first position and its last entry. An entry whose fields have the wrong types
    /// becomes a ``PushFailure``; the rest of the push still lands.
    ///
    /// - Throws: ``CDSWireError`` when the body is not JSON (with line and column), is not an object,
    ///   lacks a `data` object, or has a `meta` with unknown members or non-boolean values.
    public init(parsing bytes: some Collection<UInt8>) throws(CDSWireError) {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw CDSWireError("Malformed JSON: \(error.description)")
        }
        guard case .object(let object) = root else { throw CDSWireError("The body must be a JSON object") }
        guard case .object(let data)? = object["data"] else {
            throw CDSWireError("The body must have a \"data\" object")
        }
        for key in object.keys where key != "data" && key != "meta" {
            throw CDSWireError("Unknown member \"\(key)\" at the top level (expected data and meta)")
        }
        let options = try Self.options(object["meta"])
        var byKey: [String: Int] = [:]
        var strings: [SourceString] = []
        var failures: [PushFailure] = []
        for (key, value) in data {
            if key.trimmingWhitespace().isEmpty { continue }
            switch Self.entry(key: key, value) {
            case .success(let string?):
                if let index = byKey[key] {
                    strings[index] = string
                } else {
                    byKey[key] = strings.count
                    strings.append(string)
                }
            case .success(nil):
                continue
            case .failure(let failure):
                failures.append(failure)
            }
        }
        self.init(strings: strings, options: options, failures: failures)
    }

    private static func options(_ value: JSONValue?) throws(CDSWireError) -> PushOptions {
        var options = PushOptions()
        guard let value, !value.isNull else { return options }
        guard case .object(let meta) = value else { throw CDSWireError("\"meta\" must be an object") }
        for (key, value) in meta {
            guard options[wireName: key] != nil else {
                throw CDSWireError(
                    "Unknown push option meta.\(key) (expected \(PushOptions.wireNames.sorted().joined(separator: ", ")))"
                )
            }
            guard case .bool(let flag) = value else { throw CDSWireError("meta.\(key) must be a boolean") }
            options[wireName: key] = flag
        }
        return options
    }

    private static func entry(key: String, _ value: JSONValue) -> Result<SourceString?, PushFailure> {
        let pointer = "/data/\(key)"
        guard case .object(let entry) = value else {
            return .failure(PushFailure(key: key, field: "", detail: "entry is not an object", pointer: pointer))
        }
        guard let stringValue = entry["string"] else { return .success(nil) }
        guard case .string(let text) = stringValue else {
            return .failure(
                PushFailure(key: key, field: "string", detail: "string is not a string", pointer: pointer + "/string"))
        }
        if text.isEmpty { return .success(nil) }
        if key.contains("\u{0}") || text.contains("\u{0}") {
            return .failure(
                PushFailure(key: key, field: "string", detail: "NUL characters are not allowed", pointer: pointer))
        }
        guard let metaValue = entry["meta"], !metaValue.isNull else {
            return .success(SourceString(key: key, string: text))
        }
        guard case .object(let meta) = metaValue else {
            return .failure(
                PushFailure(key: key, field: "meta", detail: "meta is not an object", pointer: pointer + "/meta"))
        }
        let fields = EntryFields(key: key, pointer: pointer)
        do {
            return .success(
                SourceString(
                    key: key, string: text,
                    developerComment: try fields.optionalString(meta["developer_comment"], "developer_comment"),
                    characterLimit: try fields.limit(meta["character_limit"]),
                    tags: try fields.list(meta["tags"], "tags", splittingOn: ","),
                    occurrences: try fields.list(meta["occurrences"], "occurrences", splittingOn: ","),
                    context: try fields.list(meta["context"], "context", splittingOn: nil)))
        } catch {
            return .failure(error)
        }
    }
}

/// Reads the members of one entry's `meta`, with failures that point into the body.
private struct EntryFields {
    let key: String
    let pointer: String

    func failure(_ field: String, _ detail: String) -> PushFailure {
        PushFailure(key: key, field: field, detail: detail, pointer: pointer + "/meta/" + field)
    }

    func optionalString(_ value: JSONValue?, _ field: String) throws(PushFailure) -> String? {
        guard let value, !value.isNull else { return nil }
        guard case .string(let text) = value else { throw failure(field, "\(field) is not a string") }
        return text.isEmpty ? nil : text
    }

    func limit(_ value: JSONValue?) throws(PushFailure) -> Int? {
        guard let value, !value.isNull else { return nil }
        guard let number = value.intValue, number >= 0 else {
            throw failure("character_limit", "character_limit is not a non-negative integer")
        }
        return number == 0 ? nil : number
    }

    /// A list given as an array of strings or as one string (split on `separator` if given).
    func list(_ value: JSONValue?, _ field: String, splittingOn separator: Character?) throws(PushFailure)
        -> [String]
    {
        guard let value, !value.isNull else { return [] }
        switch value {
        case .string(let text):
            let parts = separator.map { text.split(separator: $0).map(String.init) } ?? [text]
            return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        case .array(let items):
            var result: [String] = []
            for item in items {
                guard case .string(let text) = item else { throw failure(field, "\(field) is not an array of strings") }
                if !text.isEmpty { result.append(text) }
            }
            return result
        default:
            throw failure(field, "\(field) is not of type array")
        }
    }
}
