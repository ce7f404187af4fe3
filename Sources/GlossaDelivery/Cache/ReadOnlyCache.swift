/// Passes reads through and ignores updates (Transifex's `TXReadonlyCacheDecorator`): under a
/// ``FileOutputCache`` it makes fetched strings wait for the next launch.
public struct ReadOnlyCache: TranslationCache {
    private let base: any TranslationCache

    /// Wraps `base`.
    public init(base: any TranslationCache) {
        self.base = base
    }

    /// The strings of the layer below.
    public func translations() async -> Translations {
        await base.translations()
    }

    /// Does nothing.
    public func update(with translations: Translations) {}

    /// The persisted locales of the layer below.
    public func persistedLocales() async -> Set<String> {
        await base.persistedLocales()
    }
}
