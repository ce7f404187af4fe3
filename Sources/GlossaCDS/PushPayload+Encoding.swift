import GlossaJSON

extension PushPayload {
    /// The payload as the JSON body of `POST /content`.
    ///
    /// Each entry has its `string` and a `meta` with `character_limit` (`0` for none) and
    /// `occurrences` always, and `developer_comment`, `tags` and `context` when they have a value; a
    /// key given twice is written once, at its first position, with its last string. ``failures`` are
    /// not part of the body.
    public func jsonBytes() -> [UInt8] {
        var data = JSONObject()
        for string in strings {
            data.set(string.key, Self.entry(string))
        }
        var meta = JSONObject()
        for name in PushOptions.wireNames {
            meta.append(name, .bool(options[wireName: name] ?? false))
        }
        let root: JSONObject = ["data": .object(data), "meta": .object(meta)]
        return JSONWriter().bytes(from: .object(root))
    }

    private static func entry(_ string: SourceString) -> JSONValue {
        var meta = JSONObject()
        if let comment = string.developerComment { meta.append("developer_comment", .string(comment)) }
        meta.append("character_limit", .number(JSONNumber(string.characterLimit ?? 0)))
        if !string.tags.isEmpty { meta.append("tags", .array(string.tags.map(JSONValue.string))) }
        meta.append("occurrences", .array(string.occurrences.map(JSONValue.string)))
        if !string.context.isEmpty { meta.append("context", .array(string.context.map(JSONValue.string))) }
        return .object(["string": .string(string.string), "meta": .object(meta)])
    }
}
