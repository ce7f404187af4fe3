/// How much of each target locale is translated, over a set of catalogs.
public enum TranslationCoverage {
    /// Counts per target locale, in the order the catalogs name them. Keys marked "don't translate"
    /// are left out.
    public static func count(_ catalogs: [MessageCatalog]) -> [LintReport.LocaleCounts] {
        var counts: [String: LintReport.LocaleCounts] = [:]
        var order: [String] = []
        for catalog in catalogs {
            for locale in catalog.targetLocales where counts[locale] == nil {
                counts[locale] = LintReport.LocaleCounts(locale: locale)
                order.append(locale)
            }
            for entry in catalog.entries where entry.shouldTranslate {
                for locale in catalog.targetLocales {
                    counts[locale]?.keys += 1
                    guard let localization = entry.localizations[locale] else { continue }
                    if localization.isTranslated { counts[locale]?.translated += 1 }
                    if localization.needsReview { counts[locale]?.needsReview += 1 }
                }
            }
        }
        return order.compactMap { counts[$0] }
    }
}
