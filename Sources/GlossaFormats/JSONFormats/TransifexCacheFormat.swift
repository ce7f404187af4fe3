import GlossaJSON

/// Transifex Native's cache and bundle file, `txstrings.json`:
/// `{"<locale>": {"<key>": {"string": "…"}}}` (exactly `JSONEncoder().encode(TXTranslations)`).
///
/// An empty string means "known but untranslated" and is read as a unit with state ``TranslationState/new``.
/// Values are read and written in the CDS's forms (``CDSText``): `{???, plural, one {…} other {…}}` is
/// plural ``Variations``, `<cds-root>` units are device variations or substitutions. Other ICU
/// messages are kept as text.
public struct TransifexCacheFormat: Sendable {
    /// Creates the format.
    public init() {}

    /// Reads `bytes`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let input = try JSONInput(bytes, options: options)
        let root = try input.rootObject("a Transifex cache file")
        var diagnostics = input.duplicateDiagnostics
        var document = LocalizationDocument(sourceLocale: options.sourceLocale)
        var indexByKey: [String: Int] = [:]
        for (locale, value) in root.lastValues {
            guard let strings = value.objectValue else {
                diagnostics.append(
                    input.diagnostic("the locale \"\(locale)\" must map to an object; skipped", at: [.key(locale)]))
                continue
            }
            for (key, record) in strings.lastValues {
                let path: [JSONPathComponent] = [.key(locale), .key(key)]
                guard let object = record.objectValue, let text = object["string"]?.stringValue else {
                    diagnostics.append(
                        input.diagnostic(
                            "\"\(key)\" must be an object with a \"string\"; skipped", at: path, key: key))
                    continue
                }
                var (localization, problem) = CDSText.localization(text)
                if let problem {
                    var diagnostic = input.diagnostic(
                        "\"\(key)\" in \"\(locale)\": its <cds-root> value is not well-formed at line "
                            + "\(problem.location?.line ?? 1), column \(problem.location?.column ?? 1) of the value: "
                            + "\(problem.message); kept as text",
                        at: path + [.key("string")], key: key)
                    diagnostic.severity = .warning
                    diagnostic.kind = .syntax
                    diagnostics.append(diagnostic)
                }
                localization.extensions = object.unknownMembers(known: ["string"], prefix: "txstrings/")
                if let index = indexByKey[key] {
                    document.entries[index].localizations[locale] = localization
                } else {
                    indexByKey[key] = document.entries.count
                    var entry = LocalizationEntry(key: key, table: options.table)
                    entry.localizations[locale] = localization
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
            var strings = JSONObject()
            for entry in document.entries(inTable: options.table) {
                guard let localization = entry.localizations[locale] else { continue }
                guard let text = Self.text(localization, key: entry.key, diagnostics: &diagnostics) else { continue }
                var record = JSONObject()
                record.append("string", .string(text))
                for (name, value) in localization.extensions where name.hasPrefix("txstrings/") {
                    record.append(String(name.dropFirst(10)), value)
                }
                strings.set(entry.key, .object(record))
            }
            root.append(locale, .object(strings))
        }
        return WriteResult(
            bytes: JSONWriter(style: .compact).bytes(from: .object(root)), diagnostics: diagnostics)
    }

    private static func text(_ localization: Localization, key: String, diagnostics: inout [FormatDiagnostic])
        -> String?
    {
        if let text = CDSText.text(localization) { return text }
        let (value, diagnostic) = localization.flattened(key: key, format: "Transifex cache JSON")
        if let diagnostic { diagnostics.append(diagnostic) }
        return value
    }
}
