import GlossaJSON

/// Flat key–value JSON, `{"greeting": "Hello"}`: one locale per file. This is also
/// MCLocalization's per-language file.
///
/// A value that is not a string is a diagnostic with its position; the other entries still load.
/// Writing keeps entry order; variations and substitutions cannot be represented and are reported.
public struct FlatJSONFormat: Sendable {
    /// Creates the format.
    public init() {}

    /// Reads `bytes` in `options.locale`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let input = try JSONInput(bytes, options: options)
        let root = try input.rootObject("a flat strings file")
        var diagnostics = input.duplicateDiagnostics
        let document = Self.document(
            from: root, locale: options.effectiveLocale, path: [], input: input, table: options.table,
            diagnostics: &diagnostics)
        var result = document
        result.sourceLocale = options.sourceLocale
        return ReadResult(document: result, diagnostics: diagnostics)
    }

    static func document(
        from object: JSONObject, locale: String, path: [JSONPathComponent], input: JSONInput, table: String?,
        diagnostics: inout [FormatDiagnostic]
    ) -> LocalizationDocument {
        var document = LocalizationDocument()
        for (key, value) in object.lastValues {
            guard let text = value.stringValue else {
                diagnostics.append(
                    input.diagnostic(
                        "the value of \"\(key)\" must be a string, not \(value.kindName); skipped",
                        at: path + [.key(key)], key: key))
                continue
            }
            document.entries.append(
                LocalizationEntry(key: key, table: table, localizations: [locale: Localization(value: text)]))
        }
        return document
    }

    /// Writes one locale of `document`.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        let (locale, notes) = document.localeToWrite(options.locale, format: "flat JSON")
        var diagnostics = notes
        let object = Self.object(
            document, locale: locale, table: options.table, format: "flat JSON", diagnostics: &diagnostics)
        return WriteResult(bytes: prettyJSON.bytes(from: .object(object)), diagnostics: diagnostics)
    }

    static func object(
        _ document: LocalizationDocument, locale: String?, table: String?, format: String,
        diagnostics: inout [FormatDiagnostic]
    ) -> JSONObject {
        var object = JSONObject()
        guard let locale else { return object }
        for entry in document.entries(inTable: table) {
            guard let localization = entry.localizations[locale] else { continue }
            let (value, diagnostic) = localization.flattened(key: entry.key, format: format)
            if let diagnostic { diagnostics.append(diagnostic) }
            if let value { object.set(entry.key, .string(value)) }
        }
        return object
    }
}

extension JSONValue {
    /// `"a string"`, `"an object"`, … for messages.
    var kindName: String {
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
