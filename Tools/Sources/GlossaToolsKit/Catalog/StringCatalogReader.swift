import GlossaJSON
import GlossaLint

/// Reads a String Catalog (`.xcstrings`) into a ``MessageCatalog``, with the line and column of every
/// key and value, and its duplicate keys.
public enum StringCatalogReader {
    /// Reads the catalog in `bytes`, the contents of `path`.
    public static func read(_ bytes: [UInt8], path: String) throws(CatalogError) -> MessageCatalog {
        let document: JSONDocument
        do {
            document = try JSONParser().parseDocument(bytes, recordingPositions: true)
        } catch {
            throw CatalogError(message: "\(path):\(error.line):\(error.column): \(error.message)")
        }
        guard case .object(let root) = document.value else {
            throw CatalogError(message: "\(path): a String Catalog is a JSON object")
        }
        let sourceLocale = root["sourceLanguage"]?.stringValue ?? "en"
        var catalog = MessageCatalog(path: path, sourceLocale: sourceLocale, locales: [sourceLocale], syntax: .apple)
        catalog.problems = document.diagnostics.map {
            CatalogProblem(
                kind: .duplicateKey,
                position: FilePosition(file: path, line: $0.location.line, column: $0.location.column),
                message: $0.message, format: "xcstrings")
        }
        guard case .object(let strings)? = root["strings"] else {
            throw CatalogError(message: "\(path): a String Catalog needs a \"strings\" object")
        }
        let map = document.sourceMap
        func position(_ pointer: String, key: Bool = false) -> FilePosition? {
            guard let entry = map?[pointer] else { return nil }
            let location = key ? (entry.key ?? entry.value) : entry.value
            return FilePosition(file: path, line: location.line, column: location.column)
        }
        var seenLocales: Set<String> = [sourceLocale]
        for (key, value) in strings {
            guard case .object(let object) = value else { continue }
            let pointer = "/strings/" + JSONPathComponent.key(key).pointerToken
            var entry = CatalogEntry(
                key: key, comment: object["comment"]?.stringValue,
                shouldTranslate: object["shouldTranslate"]?.boolValue ?? true,
                extractionState: object["extractionState"]?.stringValue, position: position(pointer, key: true))
            if case .object(let localizations)? = object["localizations"] {
                for (locale, localization) in localizations {
                    let localePointer = pointer + "/localizations/" + JSONPathComponent.key(locale).pointerToken
                    var forms: [CatalogForm] = []
                    collect(localization, path: [], pointer: localePointer, into: &forms, position: position)
                    var substitutions: [String: CatalogSubstitution] = [:]
                    if case .object(let subs)? = localization["substitutions"] {
                        for (name, substitution) in subs {
                            substitutions[name] = CatalogSubstitution(
                                argumentNumber: substitution["argNum"]?.intValue,
                                formatSpecifier: substitution["formatSpecifier"]?.stringValue)
                            let subPointer =
                                localePointer + "/substitutions/" + JSONPathComponent.key(name).pointerToken
                            collect(
                                substitution, path: ["substitutions", name], pointer: subPointer, into: &forms,
                                position: position)
                        }
                    }
                    entry.localizations[locale] = CatalogLocalization(forms: forms, substitutions: substitutions)
                    if seenLocales.insert(locale).inserted { catalog.locales.append(locale) }
                }
            }
            catalog.entries.append(entry)
        }
        return catalog
    }

    /// Adds the string unit and variations of `variant` (a localization, a variation case or a
    /// substitution) to `forms`.
    private static func collect(
        _ variant: JSONValue, path: [String], pointer: String, into forms: inout [CatalogForm],
        position: (String, Bool) -> FilePosition?
    ) {
        if case .object(let unit)? = variant["stringUnit"] {
            forms.append(
                CatalogForm(
                    path: path, value: unit["value"]?.stringValue ?? "", state: unit["state"]?.stringValue,
                    position: position(pointer + "/stringUnit/value", false) ?? position(pointer + "/stringUnit", false)
                ))
        }
        guard case .object(let variations)? = variant["variations"] else { return }
        for (kind, cases) in variations {
            guard case .object(let cases) = cases else { continue }
            for (name, inner) in cases {
                collect(
                    inner, path: path + [kind, name],
                    pointer: pointer + "/variations/" + JSONPathComponent.key(kind).pointerToken + "/"
                        + JSONPathComponent.key(name).pointerToken, into: &forms, position: position)
            }
        }
    }
}
