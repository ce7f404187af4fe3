import GlossaCLDR

/// The CLDR plural categories of the locales a lint run meets, looked up once each.
struct LocaleRules {
    private var cardinal: [String: Set<String>?] = [:]
    private var ordinal: [String: Set<String>?] = [:]
    private var wholeNumbers: [String: [String: UInt64]] = [:]
    private var several: [String: [String: String]] = [:]

    /// The cardinal (or ordinal) categories `locale` uses; `nil` when CLDR does not know the locale.
    mutating func categories(_ locale: String, ordinal isOrdinal: Bool = false) -> Set<String>? {
        if let known = isOrdinal ? ordinal[locale] : cardinal[locale] { return known }
        let result = Self.rules(locale, ordinal: isOrdinal).map { Set($0.categories.map(\.rawValue)) }
        if isOrdinal { ordinal[locale] = result } else { cardinal[locale] = result }
        return result
    }

    /// The smallest whole number that selects each category of `locale` (absent: only fractions do),
    /// from CLDR's rules; empty when CLDR does not know the locale.
    mutating func smallestWholeNumbers(_ locale: String, ordinal isOrdinal: Bool = false) -> [String: UInt64] {
        let key = (isOrdinal ? "ordinal:" : "cardinal:") + locale
        if let known = wholeNumbers[key] { return known }
        var result: [String: UInt64] = [:]
        for (category, value) in Self.rules(locale, ordinal: isOrdinal)?.smallestWholeNumbers ?? [:] {
            result[category.rawValue] = value
        }
        wholeNumbers[key] = result
        return result
    }

    /// The categories of `locale` that CLDR selects for more than one number, each with examples
    /// ("1, 21, 31, …"); a category only fractions select counts as several ("fractions"). Empty
    /// when CLDR does not know the locale.
    mutating func categoriesOfSeveralNumbers(_ locale: String, ordinal isOrdinal: Bool) -> [String: String] {
        let key = (isOrdinal ? "ordinal:" : "cardinal:") + locale
        if let known = several[key] { return known }
        var result: [String: String] = [:]
        if let rules = Self.rules(locale, ordinal: isOrdinal) {
            var examples: [PluralCategory: [Int]] = [:]
            for number in 0..<1000 { examples[rules.category(for: number), default: []].append(number) }
            for category in rules.categories {
                let numbers = examples[category] ?? []
                if numbers.count == 1 { continue }
                let examples = numbers.prefix(3).map(String.init).joined(separator: ", ")
                result[category.rawValue] = numbers.isEmpty ? "fractions" : examples + (numbers.count > 3 ? ", …" : "")
            }
        }
        several[key] = result
        return result
    }

    private static func rules(_ locale: String, ordinal: Bool) -> PluralRules? {
        guard let identifier = try? LocaleIdentifier(parsing: locale),
            identifier.isKnownLanguage || identifier.isBase || identifier == .root
        else { return nil }
        return PluralRules(locale: identifier, type: ordinal ? .ordinal : .cardinal)
    }
}
