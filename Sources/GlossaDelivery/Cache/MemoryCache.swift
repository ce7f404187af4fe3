/// The bottom layer: strings in memory, behind an actor.
public actor MemoryCache: TranslationCache {
    private var current: Translations

    /// Creates a cache holding `translations`.
    public init(_ translations: Translations = Translations()) {
        current = translations
    }

    /// Every locale's strings.
    public func translations() -> Translations {
        current
    }

    /// Replaces the tables of the locales in `translations`; other locales keep theirs.
    public func update(with translations: Translations) {
        for (locale, table) in translations.tables {
            current.tables[locale] = table
        }
    }

    /// The locales held (memory is all this layer has).
    public func persistedLocales() -> Set<String> {
        current.locales
    }

    /// The text for `key` in `locale`, without copying the tables.
    public func string(forKey key: String, locale: String) -> String? {
        current.string(forKey: key, locale: locale)
    }
}
