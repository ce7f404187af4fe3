/// Fills the layer below from providers, in order, when created (Transifex's
/// `TXProviderBasedCache`). A provider that fails is reported in ``loadIssues`` and skipped, so a
/// corrupt downloaded file leaves the bundled strings in place.
public struct ProviderBasedCache: TranslationCache {
    /// What went wrong while loading, per provider.
    public let loadIssues: [CacheLoadIssue]
    /// The providers that loaded strings, in order.
    public let loadedProviders: [String]
    private let base: any TranslationCache

    /// Loads each provider into `base`, in order (later providers update earlier ones through
    /// whatever policy `base` applies).
    public init(
        providers: [any TranslationProvider], base: any TranslationCache,
        logger: any DeliveryLogger = SilentDeliveryLogger()
    ) async {
        var issues: [CacheLoadIssue] = []
        var loaded: [String] = []
        for provider in providers {
            do throws(CacheError) {
                guard let translations = try provider.loadTranslations() else { continue }
                try await base.update(with: translations)
                loaded.append(provider.name)
            } catch {
                logger.log(.warning, "\(provider.name): ignored: \(error)")
                issues.append(CacheLoadIssue(provider: provider.name, error: error))
            }
        }
        self.base = base
        self.loadIssues = issues
        self.loadedProviders = loaded
    }

    /// The strings of the layer below.
    public func translations() async -> Translations {
        await base.translations()
    }

    /// Updates the layer below.
    public func update(with translations: Translations) async throws(CacheError) {
        try await base.update(with: translations)
    }

    /// The persisted locales of the layer below.
    public func persistedLocales() async -> Set<String> {
        await base.persistedLocales()
    }
}
