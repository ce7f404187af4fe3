import GlossaJSON

extension ExtractionResult {
    /// The result as `glossa extract --format json` writes it:
    /// `{"files":N,"lines":N,"strings":[{"key",…,"occurrences":["file:line"]}],"warnings":[…]}`.
    public var json: JSONValue {
        .object([
            "files": .number(JSONNumber(fileCount)),
            "lines": .number(JSONNumber(lineCount)),
            "strings": .array(strings.map(\.json)),
            "warnings": .array(warnings.map(\.json)),
        ])
    }
}

extension ExtractedString {
    /// One string as JSON; absent fields are left out.
    public var json: JSONValue {
        var object: JSONObject = ["key": .string(key)]
        if let defaultValue { object.set("value", .string(defaultValue)) }
        if let comment { object.set("comment", .string(comment)) }
        if let context { object.set("context", .string(context)) }
        if let table { object.set("table", .string(table)) }
        object.set("syntax", .string(syntax.rawValue))
        object.set("apis", .array(apis.map(\.rawValue).sorted().map(JSONValue.string)))
        object.set("occurrences", .array(occurrences.map { .string($0.fileAndLine) }))
        return .object(object)
    }
}

extension ExtractionWarning {
    /// One warning as JSON.
    public var json: JSONValue {
        .object([
            "file": .string(position.file), "line": .number(JSONNumber(position.line)),
            "column": .number(JSONNumber(position.column)), "kind": .string(kind.rawValue), "message": .string(message),
        ])
    }
}
