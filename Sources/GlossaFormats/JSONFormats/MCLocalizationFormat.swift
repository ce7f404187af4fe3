import GlossaJSON

/// MCLocalization's single JSON file holding every language:
/// `{"en": {"greeting": "Hello!"}, "ru": {"greeting": "Привет!"}}`.
///
/// Its per-language files are flat JSON (``FlatJSONFormat``). Placeholders (`%name%`, `{{mustache}}`)
/// are kept as text.
public struct MCLocalizationFormat: Sendable {
    /// Creates the format.
    public init() {}

    /// Reads `bytes`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let input = try JSONInput(bytes, options: options)
        let root = try input.rootObject("an MCLocalization strings file")
        var diagnostics = input.duplicateDiagnostics
        var document = LocalizationDocument(sourceLocale: options.sourceLocale)
        var indexByKey: [String: Int] = [:]
        for (locale, value) in root.lastValues {
            guard let strings = value.objectValue else {
                diagnostics.append(
                    input.diagnostic(
                        "the language \"\(locale)\" must map to an object of strings; skipped", at: [.key(locale)]))
                continue
            }
            let part = FlatJSONFormat.document(
                from: strings, locale: locale, path: [.key(locale)], input: input, table: options.table,
                diagnostics: &diagnostics)
            for entry in part.entries {
                if let index = indexByKey[entry.key] {
                    document.entries[index].localizations[locale] = entry.localizations[locale]
                } else {
                    indexByKey[entry.key] = document.entries.count
                    document.entries.append(entry)
                }
            }
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    /// Writes every locale of `document`.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        var diagnostics: [FormatDiagnostic] = []
        var root = JSONObject()
        for locale in document.locales {
            let strings = FlatJSONFormat.object(
                document, locale: locale, table: options.table, format: "MCLocalization JSON", diagnostics: &diagnostics
            )
            root.append(locale, .object(strings))
        }
        return WriteResult(bytes: prettyJSON.bytes(from: .object(root)), diagnostics: diagnostics)
    }
}
