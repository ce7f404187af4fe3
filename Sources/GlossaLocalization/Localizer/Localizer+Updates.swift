import GlossaCLDR

extension Localizer {
    /// Fetches fresh translations through the ``CatalogSource`` when it is an ``UpdatableCatalogSource``
    /// (over-the-air delivery, directly or as a layer of a ``LayeredCatalogSource``), installs what
    /// applies now and tells observers (``changes``, `Notification.Name.localizerDidChange`,
    /// Observation, reusable strings) with ``LocalizationChange/Reason/catalogsUpdated``.
    ///
    /// Every app locale is refreshed (pseudo-locales excepted), but only the loaded ones are installed
    /// now; the others read the fresh content when they are loaded. Whether fresh content applies now or
    /// at the next launch is the source's policy (GlossaDelivery's `ApplyMode`). Lookups keep working
    /// throughout, from the content in use.
    ///
    /// ```swift
    /// let update = await localizer.fetchTranslations()
    /// if !update.failedLocales.isEmpty { /* offline: cached strings stay in use */ }
    /// ```
    ///
    /// - Returns: what happened per locale; empty when the source cannot be refreshed.
    @discardableResult
    public func fetchTranslations() async -> CatalogUpdate {
        guard let source = catalogSource as? any UpdatableCatalogSource else { return CatalogUpdate() }
        let pseudoLocales = configuration.pseudoLocales
        let locales = appLocales.filter { pseudoLocales[$0] == nil }
        let loaded = Set(loadedLocales)
        let update = await source.fetchUpdates(for: locales, installNow: loaded)
        let installable = update.catalogs.filter { loaded.contains($0.locale) }
        await install(installable)
        return update
    }
}
