import GlossaJSON

/// Localized strings in a format-independent form: what every file format Glossa reads is converted
/// into, and what every writer is converted from.
///
/// A document is an ordered list of ``LocalizationEntry`` values (one per key and table), each with a
/// ``Localization`` per locale. Order is kept as read, so writing a document back produces entries in
/// the order of its source. Anything a format carries that the model has no field for is kept in
/// ``extensions`` (and in the entries' and localizations' own `extensions`) under keys prefixed with the
/// format's name (`"xcstrings/generatesSymbol"`), so that a round trip through the same format loses
/// nothing.
///
/// ```swift
/// var document = LocalizationDocument(sourceLocale: "en")
/// document.entries.append(LocalizationEntry(key: "greeting", localizations: [
///     "en": Localization(value: "Hello"), "ru": Localization(value: "Привет"),
/// ]))
/// let bytes = try LocalizationFormat.stringCatalog.write(document).bytes
/// ```
public struct LocalizationDocument: Sendable, Hashable {
    /// The locale the keys and source strings are written in (`"en"`), if the format says.
    public var sourceLocale: String?
    /// The format's own version string, if it has one (`"1.0"` or `"1.1"` for String Catalogs).
    public var version: String?
    /// The entries, in the order they were read or added.
    public var entries: [LocalizationEntry]
    /// Format-specific document-level data the model has no field for, keyed `"<format>/<name>"`.
    public var extensions: JSONObject

    /// Creates a document.
    public init(
        sourceLocale: String? = nil, version: String? = nil, entries: [LocalizationEntry] = [],
        extensions: JSONObject = JSONObject()
    ) {
        self.sourceLocale = sourceLocale
        self.version = version
        self.entries = entries
        self.extensions = extensions
    }

    /// Every locale that has at least one localization, in order of first appearance.
    public var locales: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for entry in entries {
            for locale in entry.localizations.locales where seen.insert(locale).inserted {
                result.append(locale)
            }
        }
        return result
    }

    /// The first entry with `key` in `table` (any table when `table` is `nil`).
    public func entry(forKey key: String, table: String? = nil) -> LocalizationEntry? {
        entries.first { $0.key == key && (table == nil || $0.table == table) }
    }

    /// The index of the first entry with `key` and `table`.
    public func index(ofKey key: String, table: String?) -> Int? {
        entries.firstIndex { $0.key == key && $0.table == table }
    }
}
