import GlossaCLDR

/// Where a ``Localizer`` gets the catalogs of a locale it switches to: files in the app bundle, a
/// release archive, an over-the-air delivery client with its caches.
///
/// Implementations may load lazily, read from disk or download; ``Localizer/changeLocale(to:progress:)``
/// waits for them and reports their progress. A source that has nothing for a locale returns no
/// catalogs (the Localizer then falls back to the source language); a failure to read or download
/// throws, and the Localizer keeps its current locale.
public protocol CatalogSource: Sendable {
    /// The catalogs of every table of `locale`. Report progress from 0 to 1 through `progress` when
    /// loading takes time (a download); reporting nothing is fine.
    func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]

    /// The catalogs of `locale`, as ``catalogs(for:progress:)``, with what reading them reported (a
    /// malformed entry, with its file, line and column). The ``Localizer`` loads through this and passes
    /// the diagnostics to its issue handler. By default, ``catalogs(for:progress:)`` with no diagnostics:
    /// sources that read files implement it.
    func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> LoadedCatalogs

    /// Whether ``catalogs(for:progress:)`` can answer without downloading (TMLKit's
    /// `hasLocalTranslationsForLocale:`), so an app knows whether to show progress. True by default.
    func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool
}

extension CatalogSource {
    /// ``catalogs(for:progress:)``, with no diagnostics.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        LoadedCatalogs(catalogs: try await catalogs(for: locale, progress: progress))
    }

    /// True: by default a source is local.
    public func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool { true }
}

/// Catalogs already in memory (built in code, or loaded from files before the Localizer starts).
public struct InMemoryCatalogSource: CatalogSource {
    private let catalogs: [LocaleIdentifier: [Catalog]]

    /// A source serving `catalogs` by their locale.
    public init(_ catalogs: [Catalog]) {
        self.catalogs = Dictionary(grouping: catalogs, by: \.locale)
    }

    /// The catalogs of `locale`, at once.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        progress(1)
        return catalogs[locale] ?? []
    }

    /// The locales with catalogs.
    public var locales: [LocaleIdentifier] { catalogs.keys.sorted() }
}

/// Asks several sources in order and combines their catalogs: for the same table, a later source's
/// catalog is layered over an earlier one's (bundled files first, then downloaded updates), so the
/// later wins per key and a key only the earlier has is still found. A catalog read from a `.strings`
/// file gives way to the others of its table whatever their order (``CatalogPrecedence``).
public struct LayeredCatalogSource: CatalogSource {
    /// The sources, lowest priority first.
    public let layers: [any CatalogSource]

    /// Combines `layers`, lowest priority first.
    public init(_ layers: [any CatalogSource]) {
        self.layers = layers
    }

    /// Every layer's catalogs of `locale`, in layer order (a ``Localizer`` lets the later win per key).
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        try await loadCatalogs(for: locale, progress: progress).catalogs
    }

    /// Every layer's catalogs of `locale` and diagnostics, in layer order.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        var result = LoadedCatalogs()
        for (index, layer) in layers.enumerated() {
            let count = Double(layers.count)
            result.append(
                try await layer.loadCatalogs(for: locale) { fraction in
                    progress((Double(index) + min(max(fraction, 0), 1)) / count)
                })
        }
        progress(1)
        return result
    }

    /// True when every layer is local.
    public func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool {
        for layer in layers where await !layer.hasLocalCatalogs(for: locale) { return false }
        return true
    }
}
