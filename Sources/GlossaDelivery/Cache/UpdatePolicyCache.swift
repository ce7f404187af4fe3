/// Merges updates into the layer below with an ``UpdatePolicy`` (Transifex's
/// `TXStringUpdateFilterCache`).
public struct UpdatePolicyCache: TranslationCache {
    /// The policy applied to every update.
    public let policy: UpdatePolicy
    private let base: any TranslationCache

    /// Wraps `base`.
    public init(policy: UpdatePolicy, base: any TranslationCache) {
        self.policy = policy
        self.base = base
    }

    /// The strings of the layer below.
    public func translations() async -> Translations {
        await base.translations()
    }

    /// Merges each locale of `translations` with the policy, then updates the layer below.
    public func update(with translations: Translations) async throws(CacheError) {
        let existing = await base.translations()
        var merged = Translations()
        for (locale, table) in translations.tables {
            merged[locale] = policy.merge(existing: existing[locale], incoming: table)
        }
        try await base.update(with: merged)
    }

    /// The persisted locales of the layer below.
    public func persistedLocales() async -> Set<String> {
        await base.persistedLocales()
    }
}
