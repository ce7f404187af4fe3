/// A layer of the translation cache: holds every locale's strings and takes updates.
///
/// Layers compose like Transifex Native's decorators: ``MemoryCache`` at the bottom, then an
/// ``UpdatePolicyCache``, a ``ProviderBasedCache`` that loads files into it, an optional
/// ``ReadOnlyCache`` and a ``FileOutputCache`` on top. ``StandardCache`` builds the usual stack.
public protocol TranslationCache: Sendable {
    /// Every locale's strings.
    func translations() async -> Translations
    /// Applies `translations`; locales not in it keep their strings.
    ///
    /// - Throws: ``CacheError`` when a layer could not persist the update (lower layers may already
    ///   have applied it in memory).
    func update(with translations: Translations) async throws(CacheError)
    /// The locales whose strings are stored persistently (downloaded), for which an ETag is worth
    /// sending: an ETag for strings the cache no longer has would turn a refresh into a `304` that
    /// restores nothing.
    func persistedLocales() async -> Set<String>
}

extension TranslationCache {
    /// The text for `key` in `locale`, if cached (possibly empty: known but untranslated).
    public func string(forKey key: String, locale: String) async -> String? {
        await translations().string(forKey: key, locale: locale)
    }
}
