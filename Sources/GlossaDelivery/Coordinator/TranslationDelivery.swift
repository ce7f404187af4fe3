import Foundation

/// Keeps an app's strings current: fetches every app locale from the service, saves what changed in
/// the cache, and tells observers. This is what a `Localizer`'s `fetchTranslations()` calls.
///
/// ```swift
/// let cache = await StandardCache.load(bundled: .bundled(), directory: try .caches())
/// let delivery = TranslationDelivery(
///     client: CDSClient(configuration: CDSConfiguration(token: token)),
///     cache: cache, locales: ["el", "fr"])
/// let report = await delivery.fetchTranslations()
/// if report.isOffline {
///     // The cached strings stay in use; try again later.
/// }
/// ```
///
/// Faults never throw: a locale that fails keeps its previous strings and is reported; offline means
/// every locale failed with ``CDSError/isOffline``; a cancelled refresh saves nothing.
public actor TranslationDelivery {
    /// The client.
    public nonisolated let client: CDSClient
    /// The locales fetched by default.
    public let locales: [String]
    /// The filter sent with every content fetch.
    public let filter: ContentFilter
    /// When fetched strings apply.
    public nonisolated let applyMode: ApplyMode
    private let cache: any TranslationCache
    private let etags: any ETagStore
    private var observers: [UUID: AsyncStream<TranslationUpdate>.Continuation] = [:]

    /// Creates a delivery over any cache.
    ///
    /// - Parameters:
    ///   - client: talks to the service.
    ///   - cache: holds the strings in effect and saves fetched ones.
    ///   - applyMode: when the cache makes updates visible (``ApplyMode/nextLaunch`` if it has a
    ///     ``ReadOnlyCache`` layer).
    ///   - etags: where ETags are kept; in memory unless given.
    ///   - locales: the app's locales, fetched by ``fetchTranslations(locales:)``.
    ///   - filter: the tags and status every fetch asks for.
    public init(
        client: CDSClient, cache: any TranslationCache, applyMode: ApplyMode = .immediately,
        etags: any ETagStore = MemoryETagStore(), locales: [String], filter: ContentFilter = .none
    ) {
        self.client = client
        self.cache = cache
        self.applyMode = applyMode
        self.etags = etags
        self.locales = locales
        self.filter = filter
    }

    /// Creates a delivery over a ``StandardCache``, with its apply mode and ETags persisted beside its
    /// downloads.
    public init(client: CDSClient, cache: StandardCache, locales: [String], filter: ContentFilter = .none) {
        self.init(
            client: client, cache: cache, applyMode: cache.applyMode, etags: cache.makeETagStore(), locales: locales,
            filter: filter)
    }

    /// The strings in effect.
    public func translations() async -> Translations {
        await cache.translations()
    }

    /// A stream of the updates saved from now on; each call returns a new stream.
    public func updates() -> AsyncStream<TranslationUpdate> {
        let (stream, continuation) = AsyncStream<TranslationUpdate>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        observers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(id) }
        }
        return stream
    }

    private func removeObserver(_ id: UUID) {
        observers[id] = nil
    }

    /// Fetches `locales` (by default all of ``locales``) in parallel, sending the stored ETags, and
    /// saves the new strings in one update.
    public func fetchTranslations(locales requested: [String]? = nil) async -> DeliveryReport {
        let wanted = requested ?? locales
        let persisted = await cache.persistedLocales()
        var sentETags: [String: String] = [:]
        for locale in wanted where persisted.contains(locale) {
            if let etag = await etags.etag(locale: locale, filter: filter) { sentETags[locale] = etag }
        }
        let results = await client.fetchContent(locales: wanted, filter: filter, etags: sentETags)

        var outcomes: [String: LocaleOutcome] = [:]
        var fetched = Translations()
        var newETags: [String: String?] = [:]
        for (locale, result) in results {
            switch result {
            case .success(.content(let table, let etag, let skipped)):
                outcomes[locale] = .updated(keyCount: table.count, skipped: skipped)
                fetched[locale] = table
                newETags[locale] = .some(etag)
            case .success(.notModified):
                outcomes[locale] = .notModified
            case .failure(let error):
                outcomes[locale] = .failed(error)
            }
        }
        if Task.isCancelled || outcomes.values.contains(.failed(.cancelled)) {
            for locale in fetched.locales { outcomes[locale] = .notSaved(.cancelled) }
            return DeliveryReport(outcomes: outcomes, applyMode: applyMode, wasCancelled: true)
        }
        guard !fetched.isEmpty else { return DeliveryReport(outcomes: outcomes, applyMode: applyMode) }
        do throws(CacheError) {
            try await cache.update(with: fetched)
        } catch {
            for locale in fetched.locales { outcomes[locale] = .notSaved(error) }
            let cancelled = error == .cancelled
            return DeliveryReport(
                outcomes: outcomes, applyMode: applyMode, cacheError: cancelled ? nil : error, wasCancelled: cancelled)
        }
        // ETags are saved only once their content is: a lost write must not turn into a 304.
        try? await etags.setETags(newETags, filter: filter)

        var tables: [String: TranslationTable] = [:]
        if applyMode == .immediately {
            let current = await cache.translations()
            for locale in fetched.locales { tables[locale] = current[locale] }
        }
        let update = TranslationUpdate(tables: tables, locales: fetched.locales.sorted(), applyMode: applyMode)
        for observer in observers.values { observer.yield(update) }
        return DeliveryReport(outcomes: outcomes, updatedTables: tables, applyMode: applyMode)
    }
}
