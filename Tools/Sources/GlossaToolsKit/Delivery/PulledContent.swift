import GlossaFormats

/// Turns the translations `glossa pull` fetched into a document any GlossaFormats writer can write.
public enum PulledContent {
    /// A document with one entry per key and one localization per locale; keys a locale left
    /// untranslated (`""`) are left out of that locale.
    public static func document(
        sourceLocale: String, tables: [(locale: String, table: [String: String])]
    ) -> LocalizationDocument {
        var entries: [String: LocalizationEntry] = [:]
        for (locale, table) in tables {
            for (key, value) in table where !value.isEmpty {
                entries[key, default: LocalizationEntry(key: key)].localizations[locale] = Localization(
                    value: value, state: .translated)
            }
        }
        let sorted = entries.values.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
        return LocalizationDocument(sourceLocale: sourceLocale, version: "1.0", entries: sorted)
    }
}
