import GlossaCLDR

extension LanguageDefinition {
    /// English as TML defines it: contexts `date`, `gender`, `genders`, `list`, `number` and the
    /// cases `plural`, `singular`, `pos`, `ord`, `ordinal`, `times` (tml-ruby's fixture, MIT).
    ///
    /// Corrected from the official data: `past` means before today and `future` after today (the
    /// official definition has the two date conditions swapped).
    public static let english: LanguageDefinition = bundledDefinition(json: bundledEnglishJSON, locale: "en")

    /// Russian as TML defines it: contexts `date`, `gender`, `genders`, `list`, `number`
    /// (one/few/many/other), `value` (vowel/consonant) and the cases `nom`, `gen`, `dat`, `acc`,
    /// `ins`, `pre`, `pos` (tml-ruby's fixture, MIT), with the same date correction as ``english``.
    public static let russian: LanguageDefinition = bundledDefinition(json: bundledRussianJSON, locale: "ru")

    /// The bundled definition for `locale`'s language (`en-GB` → ``english``), if Glossa ships one.
    public static func bundled(for locale: LocaleIdentifier) -> LanguageDefinition? {
        switch locale.language {
        case "en": english
        case "ru": russian
        default: nil
        }
    }

    /// The definition to use for `locale`: the bundled one if there is one, otherwise one derived
    /// from CLDR with a plural-rule `number` context (``cldrNumberContext(for:)``) followed by the
    /// language-independent `gender`, `genders` and `list` contexts of ``english`` (no cases).
    public static func definition(for locale: LocaleIdentifier) -> LanguageDefinition {
        if let bundled = bundled(for: locale) { return bundled }
        let shared = ["gender", "genders", "list"].compactMap { english.context(keyword: $0) }
        return LanguageDefinition(
            locale: locale, englishName: locale.description, nativeName: locale.description,
            contexts: [cldrNumberContext(for: locale)] + shared)
    }

    /// Parses a bundled definition; the tests guarantee it parses, and an empty definition stands in
    /// otherwise rather than trapping.
    private static func bundledDefinition(json: String, locale: String) -> LanguageDefinition {
        if let definition = try? LanguageDefinition(parsing: json) { return definition }
        let identifier = (try? LocaleIdentifier(parsing: locale)) ?? .root
        return LanguageDefinition(
            locale: identifier, englishName: locale, nativeName: locale, contexts: [])
    }
}
