import GlossaCLDR
import GlossaLocalization

/// Over-the-air translations as a `Localizer`'s catalog source: catalogs come from a
/// ``TranslationDelivery``'s cache (the bundled file, then downloads, as its update policy merges them),
/// and `Localizer.fetchTranslations()` refreshes them from the service.
///
/// ```swift
/// let cache = await StandardCache.load(bundled: .bundled(), directory: try .caches(), applyMode: .immediately)
/// let delivery = TranslationDelivery(
///     client: CDSClient(configuration: configuration), cache: cache, locales: ["el", "fr"])
/// let localizer = Localizer(sourceLocale: english, appLocales: [english, greek, french], delivery: delivery)
/// try await localizer.loadCurrentLocale()  // the cached strings, before any network request
/// await localizer.fetchTranslations()  // fresh strings, now or at the next launch
/// ```
///
/// (`Localizer(sourceLocale:appLocales:delivery:)` is this source with Transifex's configuration: ICU source
/// strings. Passing the source to `Localizer(sourceLocale:appLocales:catalogs:source:…)` yourself, give
/// it `configuration: .transifex()` for the same.)
///
/// With ``ApplyMode/immediately`` fetched strings are installed in the localizer at once and observers
/// hear `catalogsUpdated`; with ``ApplyMode/nextLaunch`` they are saved and read by the next launch's
/// cache. A locale whose refresh failed keeps its strings.
public struct DeliveryCatalogSource: UpdatableCatalogSource {
    /// The delivery whose cache and client are used.
    public let delivery: TranslationDelivery
    /// The syntax of the delivered strings: ICU MessageFormat, as Transifex Native's.
    public let syntax: any MessageSyntax
    /// The table the delivered strings form (`Localizable`).
    public let table: String

    /// Creates a source over `delivery`.
    public init(delivery: TranslationDelivery, syntax: any MessageSyntax = ICUSyntax(), table: String = "Localizable") {
        self.delivery = delivery
        self.syntax = syntax
        self.table = table
    }

    /// The cached strings of `locale` as one catalog; none when the cache has nothing for it.
    ///
    /// - Throws: `CatalogError` when the strings exceed what a catalog can hold.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        let translations = await delivery.translations()
        progress(1)
        guard let strings = Self.table(in: translations, for: locale) else { return [] }
        return [try Catalog(locale: locale, table: table, syntax: syntax, messages: strings)]
    }

    /// The cache is local: reading it never downloads.
    public func hasLocalCatalogs(for locale: LocaleIdentifier) async -> Bool { true }

    /// Fetches those of `locales` the delivery serves (its `locales`; every one of `locales` when it
    /// lists none) through the delivery — ETags, retries and the cache's update policy apply — and
    /// returns catalogs for the updated locales of `installNow` when the cache applies updates at once.
    /// Locales the delivery does not serve (the source language, usually) get no outcome.
    public func fetchUpdates(for locales: [LocaleIdentifier], installNow: Set<LocaleIdentifier>) async
        -> CatalogUpdate
    {
        let served = delivery.locales  // a `let` of the actor: read without a hop
        var codes = Self.codes(for: locales, known: served)
        if !served.isEmpty { codes = codes.filter { served.contains($0.code) } }
        guard !codes.isEmpty else { return CatalogUpdate() }
        let report = await delivery.fetchTranslations(locales: codes.map(\.code))
        var update = CatalogUpdate()
        for (locale, code) in codes {
            switch report.outcomes[code] {
            case .updated?:
                update.outcomes[locale] = report.applyMode == .immediately ? .updated : .pendingUntilNextLaunch
                guard report.applyMode == .immediately, installNow.contains(locale),
                    let strings = report.updatedTables[code]
                else { continue }
                do {
                    update.catalogs.append(try Catalog(locale: locale, table: table, syntax: syntax, messages: strings))
                } catch {
                    update.outcomes[locale] = .failed("the strings do not fit in a catalog: \(error)")
                }
            case .notModified?:
                update.outcomes[locale] = .notModified
            case .failed(let error)?:
                update.outcomes[locale] = .failed(String(describing: error))
            case .notSaved(let error)?:
                update.outcomes[locale] = .failed("fetched but not saved: \(error)")
            case nil:
                update.outcomes[locale] = .failed(report.wasCancelled ? "cancelled" : "not fetched")
            }
        }
        return update
    }

    /// The service's code for each locale: the delivery's own spelling when it lists the locale
    /// (`pt_BR` for `pt-BR`), else the BCP 47 identifier.
    static func codes(for locales: [LocaleIdentifier], known: [String]) -> [(locale: LocaleIdentifier, code: String)] {
        var byLocale: [LocaleIdentifier: String] = [:]
        for code in known {
            if let locale = try? LocaleIdentifier(parsing: code), byLocale[locale] == nil { byLocale[locale] = code }
        }
        return locales.map { ($0, byLocale[$0] ?? $0.description) }
    }

    /// The table of `locale` under any of its spellings (`pt-BR`, `pt_BR`).
    static func table(in translations: Translations, for locale: LocaleIdentifier) -> TranslationTable? {
        if let table = translations[locale.description] { return table }
        for code in translations.locales.sorted() where (try? LocaleIdentifier(parsing: code)) == locale {
            return translations[code]
        }
        return nil
    }
}
