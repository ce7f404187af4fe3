import GlossaCLDR

/// The CLDR plural categories of the locales a lint run meets, looked up once each.
struct LocaleRules {
    private var cardinal: [String: Set<String>?] = [:]
    private var ordinal: [String: Set<String>?] = [:]

    /// The cardinal (or ordinal) categories `locale` uses; `nil` when CLDR does not know the locale.
    mutating func categories(_ locale: String, ordinal isOrdinal: Bool = false) -> Set<String>? {
        if let known = isOrdinal ? ordinal[locale] : cardinal[locale] { return known }
        var result: Set<String>?
        if let identifier = try? LocaleIdentifier(parsing: locale),
            identifier.isKnownLanguage || identifier.isBase || identifier == .root
        {
            let rules = PluralRules(locale: identifier, type: isOrdinal ? .ordinal : .cardinal)
            result = Set(rules.categories.map(\.rawValue))
        }
        if isOrdinal { ordinal[locale] = result } else { cardinal[locale] = result }
        return result
    }
}
