import GlossaFormats

/// Turns the translations `glossa pull` fetched into a document any GlossaFormats writer can write.
public enum PulledContent {
    /// A document with one entry per key and one localization per locale; keys a locale left
    /// untranslated (`""`) are left out of that locale. Values in the CDS's forms (``CDSText``: an ICU
    /// plural, `<cds-root>` device or substitution units) become plural variations, device variations
    /// and substitutions again, so a pulled String Catalog is one Xcode uses; a malformed `<cds-root>`
    /// is kept as text, with a warning naming the key and where the value is broken.
    public static func document(
        sourceLocale: String, tables: [(locale: String, table: [String: String])]
    ) -> (document: LocalizationDocument, diagnostics: [FormatDiagnostic]) {
        var entries: [String: LocalizationEntry] = [:]
        var diagnostics: [FormatDiagnostic] = []
        for (locale, table) in tables {
            for (key, value) in table.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
                let (localization, problem) = CDSText.localization(value)
                if let problem {
                    let line = problem.location?.line ?? 1
                    let column = problem.location?.column ?? 1
                    diagnostics.append(
                        FormatDiagnostic(
                            .warning, .syntax,
                            "\"\(key)\" in \(locale): its <cds-root> value is not well-formed at line \(line), column "
                                + "\(column) of the value: \(problem.message); kept as text", key: key))
                }
                entries[key, default: LocalizationEntry(key: key)].localizations[locale] = localization
            }
        }
        let sorted = entries.values.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
        return (LocalizationDocument(sourceLocale: sourceLocale, version: "1.0", entries: sorted), diagnostics)
    }
}
