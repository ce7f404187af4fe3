import GlossaJSON

/// Transifex Native's cache and bundle file, `txstrings.json`:
/// `{"<locale>": {"<key>": {"string": "…"}}}` (exactly `JSONEncoder().encode(TXTranslations)`).
///
/// An empty string means "known but untranslated" and is read as a unit with state ``TranslationState/new``.
/// The CDS's plural form `{???, plural, one {…} other {…}}` becomes plural ``Variations`` and its device
/// form `<cds-root><cds-unit id="device.iphone">…</cds-unit>…</cds-root>` becomes device variations;
/// writing produces the same forms. Other ICU messages are kept as text.
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
                let (variant, problem) = Self.variant(text)
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
                var localization = Localization(variant: variant)
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

    /// The variant a cache string stands for, and what made a `<cds-root>` value unreadable (with its
    /// line and column in the value) when it is kept as text for that reason.
    static func variant(_ text: String) -> (Variant, FormatDiagnostic?) {
        if text.isEmpty { return (Variant(unit: StringUnit(value: "", state: .new)), nil) }
        if let plural = ICUPluralText.parse(text) {
            return (Variant(variations: plural), nil)
        }
        var problem: FormatDiagnostic?
        if text.hasPrefix("<cds-root") {
            do throws(FormatError) {
                if let devices = try deviceVariations(text) { return (Variant(variations: devices), nil) }
            } catch {
                problem = error.diagnostic
            }
        }
        return (Variant(unit: StringUnit(value: text, state: .translated)), problem)
    }

    /// Device variations from a `<cds-root>` of `device.*` units; `nil` for other units (substitutions
    /// are rendered by the Apple format syntax); an error with its position when the XML is malformed.
    private static func deviceVariations(_ text: String) throws(FormatError) -> Variations? {
        let (root, _) = try XMLReader.parse(
            Array(text.utf8), options: ReadOptions(limits: ReadLimits(maximumDepth: 8)))
        guard root.name == "cds-root" else { return nil }
        var variations = Variations(kind: .device, cases: [])
        for unit in root.elements(named: "cds-unit") {
            guard let id = unit.attribute("id"), id.hasPrefix("device.") else { return nil }
            let body = unit.text
            let inner =
                ICUPluralText.parse(body).map { Variant(variations: $0) }
                ?? Variant(unit: StringUnit(value: body, state: .translated))
            variations.cases.append(.init(key: String(id.dropFirst(7)), variant: inner))
        }
        return variations.cases.isEmpty ? nil : variations
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
        if let plain = localization.plainValue { return plain }
        if localization.substitutions.isEmpty, let variations = localization.variant.variations {
            if variations.kind == .plural, let text = ICUPluralText.write(variations) { return text }
            if variations.kind == .device {
                var text = "<cds-root>"
                var representable = true
                for option in variations.cases {
                    let body: String
                    if let nested = option.variant.variations, nested.kind == .plural,
                        let plural = ICUPluralText.write(nested)
                    {
                        body = plural
                    } else if let unit = option.variant.unit, option.variant.variations == nil {
                        body = unit.value
                    } else {
                        representable = false
                        break
                    }
                    text +=
                        "<cds-unit id=\"device.\(XMLEscaping.escape(option.key, inAttribute: true))\">\(XMLEscaping.escape(body))</cds-unit>"
                }
                if representable { return text + "</cds-root>" }
            }
        }
        let (value, diagnostic) = localization.flattened(key: key, format: "Transifex cache JSON")
        if let diagnostic { diagnostics.append(diagnostic) }
        return value
    }
}

/// The CDS's plural strings, `{???, plural, one {%d minute} other {%d minutes}}`.
enum ICUPluralText {
    static func parse(_ text: String) -> Variations? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "{", scalars.last == "}" else { return nil }
        guard let comma = text.range(of: ", plural,") else { return nil }
        let variable = text[text.index(after: text.startIndex)..<comma.lowerBound]
        guard !variable.contains("{"), !variable.contains("}") else { return nil }
        let body = Array(text[comma.upperBound..<text.index(before: text.endIndex)].unicodeScalars)
        var variations = Variations(kind: .plural, cases: [])
        var index = 0
        while index < body.count {
            while index < body.count, body[index] == " " { index += 1 }
            guard index < body.count else { break }
            let keyStart = index
            while index < body.count, body[index] != "{", body[index] != " " { index += 1 }
            let key = String(String.UnicodeScalarView(body[keyStart..<index]))
            while index < body.count, body[index] == " " { index += 1 }
            guard !key.isEmpty, index < body.count, body[index] == "{" else { return nil }
            var depth = 1
            index += 1
            let valueStart = index
            while index < body.count, depth > 0 {
                if body[index] == "{" { depth += 1 }
                if body[index] == "}" { depth -= 1 }
                index += 1
            }
            guard depth == 0 else { return nil }
            let value = String(String.UnicodeScalarView(body[valueStart..<(index - 1)]))
            variations.cases.append(
                .init(key: key, variant: Variant(unit: StringUnit(value: value, state: .translated))))
        }
        return variations.cases.isEmpty ? nil : variations
    }

    static func write(_ variations: Variations) -> String? {
        var text = "{???, plural,"
        for option in variations.cases {
            guard option.variant.variations == nil, let unit = option.variant.unit else { return nil }
            text += " \(option.key) {\(unit.value)}"
        }
        return text + "}"
    }
}
