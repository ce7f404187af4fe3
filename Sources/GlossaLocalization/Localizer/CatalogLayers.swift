import GlossaCLDR

/// The catalogs a localizer holds, by locale and table. Several catalogs of one locale and table are
/// layers of one table, not rivals: an `.lproj` folder's `Localizable.strings` and
/// `Localizable.stringsdict`, or bundled strings under downloaded ones. Lookups try the last given
/// first, so a later catalog wins per key and a key only an earlier one has is still found.
struct CatalogLayers {
    /// Catalogs by locale, then table; each list in the order given (the last wins per key).
    private(set) var byLocale: [LocaleIdentifier: [String: [Catalog]]] = [:]

    /// Layers `catalogs` in order.
    init(_ catalogs: [Catalog] = []) {
        for catalog in catalogs { byLocale[catalog.locale, default: [:]][catalog.table, default: []].append(catalog) }
    }

    /// Whether anything (even nothing, for a locale the source had no catalogs for) was loaded for `locale`.
    func isLoaded(_ locale: LocaleIdentifier) -> Bool { byLocale[locale] != nil }

    /// The locales loaded.
    var locales: [LocaleIdentifier] { Array(byLocale.keys) }

    /// The catalogs of `locale`, every layer of every table.
    func catalogs(for locale: LocaleIdentifier) -> [Catalog] {
        (byLocale[locale] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The tables of `locale`, each as its layers in lookup order (the last given first).
    func tables(for locale: LocaleIdentifier) -> [String: [Catalog]] {
        (byLocale[locale] ?? [:]).mapValues { $0.reversed() }
    }

    /// Records `locale` as loaded with `catalogs` (possibly none: the locale is still loaded), layered
    /// in order by table.
    mutating func load(_ locale: LocaleIdentifier, _ catalogs: [Catalog]) {
        var tables: [String: [Catalog]] = [:]
        for catalog in catalogs { tables[catalog.table, default: []].append(catalog) }
        byLocale[locale] = tables
    }

    /// Replaces each locale's and table's layers that `catalogs` has by `catalogs`' own (an update
    /// supersedes the catalogs it was made from); other tables stay.
    mutating func replace(with catalogs: [Catalog]) {
        for (locale, tables) in CatalogLayers(catalogs).byLocale {
            for (table, layers) in tables { byLocale[locale, default: [:]][table] = layers }
        }
    }
}
