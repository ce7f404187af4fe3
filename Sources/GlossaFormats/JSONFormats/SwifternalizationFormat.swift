import GlossaJSON

/// Swifternalization's (and ObjCnalization's) JSON files: `base.json` and `<lang>.json` with
/// expressions and length variations, and `expressions.json` with shared expressions.
///
/// A value is a string, an object of expressions (`"ie:x>1"`, `"iex:2<x<10"`, `"exp:^1$"`, or a shared
/// or built-in expression name such as `one`), or an object of length variations (`"@200"`); an
/// expression's value may itself be length variations. Objects whose keys are all CLDR plural
/// category names (`one`, `few`, `many`, `other`, …) become plural ``Variations`` (the built-in
/// expressions of those names agree with CLDR for the languages Swifternalization ships); other
/// expression objects become ``VariationKind/expression`` variations, widths become
/// ``VariationKind/width`` with the number as the case key. `expressions.json` is kept in the
/// document's extensions as `"swifternalization/expressions"`.
///
/// `base.json` is read as the locale ``ReadOptions/sourceLocale`` (or `"base"`) and written from the
/// document's source locale.
public struct SwifternalizationFormat: Sendable {
    /// Creates the format.
    public init() {}

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    static let expressionsKey = "swifternalization/expressions"

    /// Reads one `<lang>.json` (or `base.json`) file in `options.locale`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let input = try JSONInput(bytes, options: options)
        let root = try input.rootObject("a Swifternalization language file")
        var diagnostics = input.duplicateDiagnostics
        var document = LocalizationDocument(sourceLocale: options.sourceLocale)
        let locale = options.effectiveLocale
        for (key, value) in root.lastValues {
            do {
                let variant = try Self.variant(value, path: [.key(key)], input: input)
                document.entries.append(
                    LocalizationEntry(
                        key: key, table: options.table, localizations: [locale: Localization(variant: variant)]))
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    /// Reads a folder: `base.json`, every other `<lang>.json`, and `expressions.json`.
    public func read(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        var document = LocalizationDocument(sourceLocale: options.sourceLocale ?? "base")
        var diagnostics: [FormatDiagnostic] = []
        var indexByKey: [String: Int] = [:]
        for path in files.paths.sorted(by: { ($0 != "base.json" ? 1 : 0, $0) < ($1 != "base.json" ? 1 : 0, $1) })
        where path.hasSuffix(".json") && !path.contains("/") {
            guard let bytes = files[path] else { continue }
            var fileOptions = options
            fileOptions.fileName = path
            if path == "expressions.json" {
                let input = try JSONInput(bytes, options: fileOptions)
                _ = try input.rootObject("expressions.json")
                document.extensions.set(Self.expressionsKey, input.value)
                diagnostics += input.duplicateDiagnostics
                continue
            }
            let name = String(path.dropLast(5))
            fileOptions.locale = name == "base" ? (options.sourceLocale ?? "base") : name
            let part = try read(bytes, options: fileOptions)
            diagnostics += part.diagnostics
            for entry in part.document.entries {
                guard let locale = fileOptions.locale, let localization = entry.localizations[locale] else { continue }
                if let index = indexByKey[entry.key] {
                    document.entries[index].localizations[locale] = localization
                } else {
                    indexByKey[entry.key] = document.entries.count
                    document.entries.append(entry)
                }
            }
        }
        if files["base.json"] == nil {
            diagnostics.append(FormatDiagnostic(.warning, .invalidValue, "the folder has no base.json"))
        }
        return ReadResult(document: document, diagnostics: diagnostics)
    }

    private static func variant(_ value: JSONValue, path: [JSONPathComponent], input: JSONInput)
        throws(FormatError) -> Variant
    {
        if let text = value.stringValue { return Variant(unit: StringUnit(value: text, state: .translated)) }
        guard let object = value.objectValue, !object.isEmpty else {
            throw FormatError(
                input.diagnostic(
                    "a value must be a string or a non-empty object of expressions or widths, not \(value.kindName); skipped",
                    at: path))
        }
        let keys = object.lastValues.map(\.key)
        if keys.allSatisfy({ $0.hasPrefix("@") }) {
            var variations = Variations(kind: .width, cases: [])
            for (key, caseValue) in object.lastValues {
                let width = String(key.dropFirst())
                guard Int(width) != nil, let text = caseValue.stringValue else {
                    throw FormatError(
                        input.diagnostic(
                            "a length variation \"\(key)\" needs a number after @ and a string value; skipped",
                            at: path + [.key(key)]))
                }
                variations.cases.append(
                    .init(key: width, variant: Variant(unit: StringUnit(value: text, state: .translated))))
            }
            return Variant(variations: variations)
        }
        let kind: VariationKind = keys.allSatisfy(pluralCategories.contains) ? .plural : .expression
        var variations = Variations(kind: kind, cases: [])
        for (key, caseValue) in object.lastValues {
            if key.hasPrefix("@") {
                throw FormatError(
                    input.diagnostic(
                        "\"\(key)\": length variations cannot be mixed with expressions at one level; skipped",
                        at: path + [.key(key)]))
            }
            let inner = try variant(caseValue, path: path + [.key(key)], input: input)
            if let nested = inner.variations, nested.kind != .width {
                throw FormatError(
                    input.diagnostic(
                        "\"\(key)\": an expression's value is a string or length variations; skipped",
                        at: path + [.key(key)]))
            }
            variations.cases.append(.init(key: key, variant: inner))
        }
        return Variant(variations: variations)
    }

    /// Writes one locale as a `<lang>.json` file.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        let (locale, notes) = document.localeToWrite(options.locale, format: "a Swifternalization language file")
        var diagnostics = notes
        let object = Self.object(document, locale: locale, table: options.table, diagnostics: &diagnostics)
        return WriteResult(bytes: prettyJSON.bytes(from: .object(object)), diagnostics: diagnostics)
    }

    /// Writes a folder: `base.json` for the source locale, `<lang>.json` for the others, and
    /// `expressions.json` if the document has shared expressions.
    public func writeFiles(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> (
        files: FileTree, diagnostics: [FormatDiagnostic]
    ) {
        var files = FileTree()
        var diagnostics: [FormatDiagnostic] = []
        let source = document.sourceLocale ?? document.locales.first
        for locale in document.locales {
            let object = Self.object(document, locale: locale, table: options.table, diagnostics: &diagnostics)
            let name = locale == source ? "base" : locale
            files[name + ".json"] = prettyJSON.bytes(from: .object(object))
        }
        if let expressions = document.extensions[Self.expressionsKey] {
            files["expressions.json"] = prettyJSON.bytes(from: expressions)
        }
        return (files, diagnostics)
    }

    static func object(
        _ document: LocalizationDocument, locale: String?, table: String?, diagnostics: inout [FormatDiagnostic]
    ) -> JSONObject {
        var object = JSONObject()
        guard let locale else { return object }
        for entry in document.entries(inTable: table) {
            guard let localization = entry.localizations[locale] else { continue }
            if !localization.substitutions.isEmpty {
                let (value, diagnostic) = localization.flattened(key: entry.key, format: "Swifternalization JSON")
                if let diagnostic { diagnostics.append(diagnostic) }
                if let value { object.set(entry.key, .string(value)) }
                continue
            }
            if let value = json(localization.variant, key: entry.key, depth: 0, diagnostics: &diagnostics) {
                object.set(entry.key, value)
            }
        }
        return object
    }

    private static func json(_ variant: Variant, key: String, depth: Int, diagnostics: inout [FormatDiagnostic])
        -> JSONValue?
    {
        guard let variations = variant.variations else { return variant.unit.map { .string($0.value) } }
        switch variations.kind {
        case .width:
            var object = JSONObject()
            for option in variations.cases {
                object.append("@" + option.key, .string(option.variant.units().first?.unit.value ?? ""))
            }
            return .object(object)
        case .plural where depth == 0, .expression where depth == 0:
            var object = JSONObject()
            for option in variations.cases {
                if let value = json(option.variant, key: key, depth: depth + 1, diagnostics: &diagnostics) {
                    object.append(option.key, value)
                }
            }
            return .object(object)
        default:
            let (value, diagnostic) = Localization(variant: variant).flattened(
                key: key, format: "Swifternalization JSON")
            if let diagnostic { diagnostics.append(diagnostic) }
            return value.map { .string($0) }
        }
    }
}
