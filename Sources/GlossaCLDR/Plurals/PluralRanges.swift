/// The plural category of a range of numbers, such as "1–2 days" (CLDR `pluralRanges.xml`).
///
/// ```swift
/// let french = PluralRanges(locale: try LocaleIdentifier(parsing: "fr"))
/// french.category(start: .one, end: .other)   // .other: « 0–2 jours »
/// ```
///
/// Find the categories of both ends with ``PluralRules``, then ask for the range's category. Where
/// CLDR has no entry for a pair (or no data for the locale), the range takes the category of its end,
/// as UTS #35 prescribes. Locales find their data as ``PluralRules`` does.
public struct PluralRanges: Sendable, Hashable {
    /// The CLDR version the range data comes from.
    public static var cldrVersion: String { PluralRangeData.cldrVersion }

    /// The CLDR data key used, or `root` when the locale has no range data.
    public let dataLocale: String
    /// Results indexed by `start × 6 + end` (CLDR order); 255 where CLDR says nothing.
    private let results: ArraySlice<UInt8>

    /// The range rules of `locale`.
    public init(locale: LocaleIdentifier) {
        let (key, set) = PluralRules.lookUp(locale, root: -1) { PluralRangeData.ruleSet(forKey: $0) }
        dataLocale = key
        if set >= 0 {
            results = PluralRangeData.results[(set * 36)..<(set * 36 + 36)]
        } else {
            results = []
        }
    }

    /// The category of a range whose start has category `start` and whose end has category `end`.
    public func category(start: PluralCategory, end: PluralCategory) -> PluralCategory {
        guard !results.isEmpty else { return end }
        let result = results[results.startIndex + Int(start.order) * 6 + Int(end.order)]
        return result == 255 ? end : PluralCategory(order: result)
    }

    /// Whether CLDR lists the pair explicitly for this locale (otherwise the end's category is used).
    public func isExplicit(start: PluralCategory, end: PluralCategory) -> Bool {
        guard !results.isEmpty else { return false }
        return results[results.startIndex + Int(start.order) * 6 + Int(end.order)] != 255
    }
}
