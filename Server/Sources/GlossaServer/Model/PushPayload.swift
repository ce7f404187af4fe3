import GlossaJSON

/// A parsed push body (`POST /content`): the strings, the options and the entries that were invalid.
public struct PushPayload: Sendable, Hashable {
    /// Valid entries in body order (a repeated key: the last one wins).
    public var strings: [SourceString]
    /// How to merge with stored strings.
    public var options: PushOptions
    /// Entries that could not be read, with why; they are reported as `failed` in the job.
    public var failures: [PushFailure]

    /// Creates a payload from its parts.
    public init(strings: [SourceString], options: PushOptions = PushOptions(), failures: [PushFailure] = []) {
        self.strings = strings
        self.options = options
        self.failures = failures
    }

    /// Reads a push body.
    ///
    /// Entries with a blank key or an empty `string` are dropped, as the CDS drops them. An entry whose
    /// fields have the wrong types becomes a ``PushFailure``; the rest of the push still lands.
    ///
    /// - Throws: ``ProtocolError`` 400 when the body is not JSON (with line and column), is not an
    ///   object, lacks a `data` object, or has a `meta` with unknown keys or non-boolean values.
    public init(parsing bytes: some Collection<UInt8>) throws(ProtocolError) {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw .badRequest("Malformed JSON: \(error.description)")
        }
        guard case .object(let object) = root else { throw .badRequest("The body must be a JSON object") }
        guard case .object(let data)? = object["data"] else {
            throw .badRequest("The body must have a \"data\" object")
        }
        for key in object.keys where key != "data" && key != "meta" {
            throw .badRequest("Unknown member \"\(key)\" at the top level (expected data and meta)")
        }
        self.options = try Self.options(object["meta"])
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
        self.strings = strings
        self.failures = failures
    }

    private static func options(_ value: JSONValue?) throws(ProtocolError) -> PushOptions {
        var options = PushOptions()
        guard let value, !value.isNull else { return options }
        guard case .object(let meta) = value else { throw .badRequest("\"meta\" must be an object") }
        for (key, value) in meta {
            guard PushOptions.keys.contains(key) else {
                throw .badRequest(
                    "Unknown push option meta.\(key) (expected \(PushOptions.keys.sorted().joined(separator: ", ")))")
            }
            guard case .bool(let flag) = value else { throw .badRequest("meta.\(key) must be a boolean") }
            switch key {
            case "purge": options.purge = flag
            case "override_tags": options.overrideTags = flag
            case "override_occurrences": options.overrideOccurrences = flag
            case "keep_translations": options.keepTranslations = flag
            default: options.dryRun = flag
            }
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
        var string = SourceString(key: key, string: text)
        guard let metaValue = entry["meta"], !metaValue.isNull else { return .success(string) }
        guard case .object(let meta) = metaValue else {
            return .failure(
                PushFailure(key: key, field: "meta", detail: "meta is not an object", pointer: pointer + "/meta"))
        }
        do {
            string.developerComment = try optionalString(meta["developer_comment"], "developer_comment", key, pointer)
            if let limit = meta["character_limit"], !limit.isNull {
                guard let number = limit.intValue, number >= 0 else {
                    throw PushFailure(
                        key: key, field: "character_limit", detail: "character_limit is not a non-negative integer",
                        pointer: pointer + "/meta/character_limit")
                }
                string.characterLimit = number == 0 ? nil : number
            }
            string.tags = Array(Set(try list(meta["tags"], "tags", key, pointer, splittingOn: ","))).sorted()
            string.occurrences = try list(meta["occurrences"], "occurrences", key, pointer, splittingOn: ",").uniqued()
            string.context = try list(meta["context"], "context", key, pointer, splittingOn: nil)
        } catch let failure as PushFailure {
            return .failure(failure)
        } catch {
            return .failure(PushFailure(key: key, field: "", detail: "\(error)", pointer: pointer))
        }
        return .success(string)
    }

    private static func optionalString(_ value: JSONValue?, _ field: String, _ key: String, _ pointer: String) throws
        -> String?
    {
        guard let value, !value.isNull else { return nil }
        guard case .string(let text) = value else {
            throw PushFailure(
                key: key, field: field, detail: "\(field) is not a string", pointer: pointer + "/meta/" + field)
        }
        return text.isEmpty ? nil : text
    }

    /// A list given as an array of strings or as one string (split on `separator` if given).
    private static func list(
        _ value: JSONValue?, _ field: String, _ key: String, _ pointer: String, splittingOn separator: Character?
    ) throws -> [String] {
        guard let value, !value.isNull else { return [] }
        switch value {
        case .string(let text):
            let parts = separator.map { text.split(separator: $0).map(String.init) } ?? [text]
            return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        case .array(let items):
            var result: [String] = []
            for item in items {
                guard case .string(let text) = item else {
                    throw PushFailure(
                        key: key, field: field, detail: "\(field) is not an array of strings",
                        pointer: pointer + "/meta/" + field)
                }
                if !text.isEmpty { result.append(text) }
            }
            return result
        default:
            throw PushFailure(
                key: key, field: field, detail: "\(field) is not of type array", pointer: pointer + "/meta/" + field)
        }
    }
}

/// An entry of a push that could not be read.
public struct PushFailure: Error, Sendable, Hashable {
    /// The entry's key.
    public var key: String
    /// The field that was wrong (empty for the entry as a whole).
    public var field: String
    /// What was wrong.
    public var detail: String
    /// A JSON pointer into the push body.
    public var pointer: String
}
