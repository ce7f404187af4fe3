/// One locale's strings: key → text. An empty text means "known but not translated yet".
public typealias TranslationTable = [String: String]

/// Every locale's strings: locale code → ``TranslationTable``.
///
/// This is the content of a `txstrings.json` cache file, with its `{"string": …}` wrappers removed.
public struct Translations: Sendable, Hashable {
    /// The tables, by locale code.
    public var tables: [String: TranslationTable]

    /// Creates translations from tables.
    public init(_ tables: [String: TranslationTable] = [:]) {
        self.tables = tables
    }

    /// The locales that have a table.
    public var locales: Set<String> { Set(tables.keys) }

    /// Whether there is no table.
    public var isEmpty: Bool { tables.isEmpty }

    /// The table of `locale`.
    public subscript(locale: String) -> TranslationTable? {
        get { tables[locale] }
        set { tables[locale] = newValue }
    }

    /// The text for `key` in `locale`, if the table has the key (possibly empty).
    public func string(forKey key: String, locale: String) -> String? {
        tables[locale]?[key]
    }
}
