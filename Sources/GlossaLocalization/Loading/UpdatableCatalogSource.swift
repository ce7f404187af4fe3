import GlossaCLDR

/// A ``CatalogSource`` whose content can be refreshed while the app runs: over-the-air delivery
/// (GlossaDelivery's `DeliveryCatalogSource`), a release-archive updater. ``Localizer/fetchTranslations()``
/// asks it for fresh content and installs what it says applies now.
public protocol UpdatableCatalogSource: CatalogSource {
    /// Fetches fresh content for `locales` and saves it where the source keeps it. Returns the catalogs
    /// to install now for `installNow` (the localizer's loaded locales) — none when updates apply at the
    /// next launch — and what happened per locale. Faults are outcomes, not errors: a locale that could
    /// not be refreshed keeps its previous catalogs.
    func fetchUpdates(for locales: [LocaleIdentifier], installNow: Set<LocaleIdentifier>) async -> CatalogUpdate
}

/// What refreshing an ``UpdatableCatalogSource`` did.
public struct CatalogUpdate: Sendable {
    /// What happened to one locale.
    public enum Outcome: Sendable, Hashable {
        /// New content was saved and applies now.
        case updated
        /// New content was saved and applies at the next launch.
        case pendingUntilNextLaunch
        /// The content had not changed.
        case notModified
        /// The refresh failed; the locale keeps its previous content. The text says why.
        case failed(String)
    }

    /// Catalogs to install now (replacing the same locale's and table's).
    public var catalogs: [Catalog]
    /// What happened, per locale.
    public var outcomes: [LocaleIdentifier: Outcome]

    /// Creates an update.
    public init(catalogs: [Catalog] = [], outcomes: [LocaleIdentifier: Outcome] = [:]) {
        self.catalogs = catalogs
        self.outcomes = outcomes
    }

    /// The locales whose refresh failed.
    public var failedLocales: [LocaleIdentifier] {
        outcomes.compactMap { if case .failed = $0.value { $0.key } else { nil } }.sorted()
    }
}

extension LayeredCatalogSource: UpdatableCatalogSource {
    /// Refreshes every updatable layer in order; a later layer's outcome for a locale wins, and its
    /// catalogs come after (so they win per key over) an earlier layer's. A refreshed layer's catalogs are merged
    /// with the other layers' as ``catalogs(for:progress:)`` does, so tables only a lower layer has
    /// (bundled files) stay in place.
    public func fetchUpdates(for locales: [LocaleIdentifier], installNow: Set<LocaleIdentifier>) async
        -> CatalogUpdate
    {
        var result = CatalogUpdate()
        var refreshed = Set<LocaleIdentifier>()
        for layer in layers {
            guard let updatable = layer as? any UpdatableCatalogSource else { continue }
            let update = await updatable.fetchUpdates(for: locales, installNow: installNow)
            result.outcomes.merge(update.outcomes) { _, new in new }
            refreshed.formUnion(update.catalogs.map(\.locale))
        }
        // Rebuild each refreshed locale from every layer, so the layers' order still decides.
        for locale in refreshed.sorted() {
            if let catalogs = try? await catalogs(for: locale, progress: { _ in }) { result.catalogs += catalogs }
        }
        return result
    }
}
