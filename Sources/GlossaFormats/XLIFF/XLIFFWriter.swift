/// Writes a document as Xcode-style XLIFF 1.2.
struct XLIFFWriter {
    let document: LocalizationDocument
    let target: String?
    let table: String?
    /// Whether the caller named the target: then leaving the other locales out is what was asked for.
    let targetWasChosen: Bool
    var diagnostics: [FormatDiagnostic] = []

    init(document: LocalizationDocument, target: String?, table: String?) {
        self.document = document
        let source = document.sourceLocale
        self.target = target ?? document.locales.first { $0 != source }
        self.targetWasChosen = target != nil
        self.table = table
    }

    mutating func write() -> String {
        let source = document.sourceLocale ?? document.locales.first ?? "en"
        if document.sourceLocale == nil {
            diagnostics.append(
                FormatDiagnostic(.note, .invalidValue, "the document names no source locale; wrote \(source)"))
        }
        let others = document.locales.filter { $0 != source && $0 != target }
        if !others.isEmpty {
            diagnostics.append(
                FormatDiagnostic(
                    targetWasChosen ? .note : .warning, .unrepresentable,
                    "an XLIFF file holds one target language; wrote \(target ?? "none") and left out \(others.joined(separator: ", "))"
                ))
        }
        var tables: [String?] = []
        var seen = Set<String?>()
        for entry in document.entries(inTable: table) where seen.insert(entry.table).inserted {
            tables.append(entry.table)
        }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

            """
        for table in tables {
            let original = table ?? "Localizable.xcstrings"
            var attributes = "original=\"\(XMLEscaping.escape(original, inAttribute: true))\""
            attributes += " source-language=\"\(XMLEscaping.escape(source, inAttribute: true))\""
            if let target { attributes += " target-language=\"\(XMLEscaping.escape(target, inAttribute: true))\"" }
            text += "  <file \(attributes) datatype=\"plaintext\">\n"
            text += "    <header>\n"
            text += "      <tool tool-id=\"org.glossa\" tool-name=\"Glossa\"/>\n"
            text += "    </header>\n"
            text += "    <body>\n"
            let propertyListIDs = original.hasSuffix(".stringsdict")
            for entry in document.entries where entry.table == table {
                writeUnits(entry, source: source, propertyListIDs: propertyListIDs, into: &text)
            }
            text += "    </body>\n"
            text += "  </file>\n"
        }
        text += "</xliff>\n"
        return text
    }

    private typealias Units = [(id: XLIFFUnitID, unit: StringUnit)]

    /// The units of `localization`, with substitutions' arguments written into the texts as Xcode does
    /// (`%1$#@name@`, `%1$lld`) unless the table is a `.stringsdict`, whose texts are used as they are.
    private func units(of localization: Localization?, key: String, xcodeForm: Bool) -> Units {
        guard let localization else { return [] }
        var result: Units = []
        for (path, unit) in localization.variant.units() {
            var unit = unit
            if xcodeForm {
                unit.value = XLIFFSubstitutionText.export(root: unit.value, substitutions: localization.substitutions)
            }
            result.append((XLIFFUnitID(key: key, substitution: nil, path: pairs(path)), unit))
        }
        for substitution in localization.substitutions {
            for (path, unit) in Variant(variations: substitution.variations).units() {
                var unit = unit
                if xcodeForm { unit.value = XLIFFSubstitutionText.export(case: unit.value, of: substitution) }
                result.append((XLIFFUnitID(key: key, substitution: substitution.name, path: pairs(path)), unit))
            }
        }
        return result
    }

    private func pairs(_ path: [String]) -> [(kind: VariationKind, key: String)] {
        stride(from: 0, to: path.count - 1, by: 2).map { (VariationKind(rawValue: path[$0]), path[$0 + 1]) }
    }

    private mutating func writeUnits(
        _ entry: LocalizationEntry, source: String, propertyListIDs: Bool, into text: inout String
    ) {
        let sourceUnits = units(of: entry.localizations[source], key: entry.key, xcodeForm: !propertyListIDs)
        let targetUnits =
            target.map { units(of: entry.localizations[$0], key: entry.key, xcodeForm: !propertyListIDs) } ?? []
        var order: [XLIFFUnitID] = sourceUnits.map(\.id)
        for (id, _) in targetUnits where !order.contains(id) { order.append(id) }
        if order.isEmpty {
            order = [XLIFFUnitID(key: entry.key, substitution: nil, path: [])]
        }
        for id in order {
            let idText: String
            if propertyListIDs {
                guard let path = id.propertyListPathID else {
                    diagnostics.append(
                        FormatDiagnostic(
                            .warning, .unrepresentable,
                            "\"\(entry.key)\": \(id.catalogID) has no .stringsdict path; written with a catalog-style id",
                            key: entry.key))
                    idText = id.catalogID
                    writeUnit(idText, id, entry, sourceUnits, targetUnits, into: &text)
                    continue
                }
                idText = path
            } else {
                idText = id.catalogID
            }
            writeUnit(idText, id, entry, sourceUnits, targetUnits, into: &text)
        }
        let texts = (sourceUnits + targetUnits).map(\.unit.value) + [entry.key, entry.comment ?? ""]
        if texts.contains(where: XMLEscaping.hasUnrepresentableCharacters) {
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .unrepresentable,
                    "XML 1.0 cannot carry control characters (\"\(entry.key)\"); they were written as U+FFFD",
                    key: entry.key))
        }
    }

    private func writeUnit(
        _ idText: String, _ id: XLIFFUnitID, _ entry: LocalizationEntry, _ sourceUnits: Units, _ targetUnits: Units,
        into text: inout String
    ) {
        var attributes = "id=\"\(XMLEscaping.escape(idText, inAttribute: true))\" xml:space=\"preserve\""
        if entry.shouldTranslate == false { attributes += " translate=\"no\"" }
        if let limit = entry.characterLimit { attributes += " maxwidth=\"\(limit)\" size-unit=\"char\"" }
        text += "      <trans-unit \(attributes)>\n"
        let sourceText = sourceUnits.first { $0.id == id }?.unit.value ?? fallbackSource(for: id, in: sourceUnits)
        text += "        <source>\(XMLEscaping.escape(sourceText))</source>\n"
        if let unit = targetUnits.first(where: { $0.id == id })?.unit {
            let state = unit.state.map { " state=\"\($0.xliffName)\"" } ?? ""
            text += "        <target\(state)>\(XMLEscaping.escape(unit.value))</target>\n"
        }
        if let comment = entry.comment {
            let from = entry.isCommentAutoGenerated == true ? " from=\"auto-generated\"" : ""
            text += "        <note\(from)>\(XMLEscaping.escape(comment))</note>\n"
        }
        text += "      </trans-unit>\n"
    }

    /// The `<source>` of a unit only the target has, as Xcode fills it in: for a plural category the source
    /// language does not use, the source's `other` text at the same place; otherwise the source's plain
    /// text, or the key. ``XLIFFSourceFallbacks`` recognises these copies when reading.
    private func fallbackSource(for id: XLIFFUnitID, in sourceUnits: Units) -> String {
        if let last = id.path.last, last.kind == .plural {
            var other = id
            other.path[other.path.count - 1].key = "other"
            if let unit = sourceUnits.first(where: { $0.id == other }) { return unit.unit.value }
        }
        let plain = sourceUnits.first { $0.id.substitution == nil && $0.id.path.isEmpty }
        return plain?.unit.value ?? id.key
    }
}
