import Foundation
import GlossaJSON

/// Transifex Native's `txstrings.json`: `{"<locale>": {"<key>": {"string": "<text>"}}}`.
///
/// Internal until the `GlossaFormats` module provides a reader for it.
enum TranslationsFileFormat {
    /// Reads a file's bytes. A syntax error or a top-level shape other than objects of objects makes
    /// the file corrupt; an entry that is not `{"string": <text>}` is skipped and counted.
    static func decode(_ bytes: Data, path: String) throws(CacheError) -> (Translations, skippedEntries: Int) {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw .corruptFile(path: path, reason: "\(error.message) at \(error.location)")
        }
        guard let locales = root.objectValue else {
            throw .corruptFile(path: path, reason: "the top level is not an object of locales")
        }
        var translations = Translations()
        var skipped = 0
        for (locale, value) in locales {
            guard let entries = value.objectValue else {
                throw .corruptFile(path: path, reason: "locale \"\(locale)\" is not an object of keys")
            }
            var table = TranslationTable(minimumCapacity: entries.count)
            for (key, entry) in entries {
                if let string = entry["string"]?.stringValue {
                    table[key] = string
                } else {
                    skipped += 1
                }
            }
            translations[locale] = table
        }
        return (translations, skipped)
    }

    /// Writes the file: compact, locales and keys sorted so equal content gives equal bytes.
    static func encode(_ translations: Translations) -> Data {
        var text = "{"
        for (localeIndex, locale) in translations.tables.keys.sorted().enumerated() {
            if localeIndex > 0 { text += "," }
            text += JSONWriter.quoted(locale) + ":{"
            let table = translations.tables[locale] ?? [:]
            for (keyIndex, key) in table.keys.sorted().enumerated() {
                if keyIndex > 0 { text += "," }
                text += JSONWriter.quoted(key) + ":{\"string\":" + JSONWriter.quoted(table[key] ?? "") + "}"
            }
            text += "}"
        }
        text += "}"
        return Data(text.utf8)
    }
}
