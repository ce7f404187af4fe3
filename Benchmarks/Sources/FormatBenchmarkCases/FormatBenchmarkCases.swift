// The 10,000-key catalogs the format-loading benchmarks read, generated deterministically so the
// package-benchmark suite and `format-load-bench` measure the same bytes.

import GlossaFormats

/// A 10,000-key catalog as flat JSON, `.strings` and `.xcstrings` (English source and a German
/// translation), with the values and comments a real app has: format specifiers, escapes, non-ASCII.
public enum FormatBenchmarkCases {
    /// How many keys.
    public static let keyCount = 10_000

    /// The document every file is written from.
    public static let document: LocalizationDocument = {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            var entry = LocalizationEntry(key: "screen\(index % 97).label_\(index)")
            if index % 3 == 0 { entry.comment = "Shown on screen \(index % 97) under the \"title\" field" }
            entry.localizations["en"] = Localization(
                value: "Item \(index): %@ has %lld new messages\nTap to open \u{201C}Inbox\u{201D}")
            entry.localizations["de"] = Localization(
                value:
                    "Element \(index): %@ hat %lld neue Nachrichten\nTippen, um \u{201E}Posteingang\u{201C} zu öffnen")
            document.entries.append(entry)
        }
        return document
    }()

    /// Flat JSON (the English strings).
    public static let json: [UInt8] = FlatJSONFormat().write(document, options: WriteOptions(locale: "en")).bytes
    /// `.strings` (the English strings, with comments).
    public static let strings: [UInt8] = StringsFormat().write(document, options: WriteOptions(locale: "en")).bytes
    /// A String Catalog (English and German).
    public static let catalog: [UInt8] = StringCatalogFormat().write(document).bytes
}
