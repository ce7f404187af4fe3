import GlossaCLDR

/// The catalogs a localizer holds, by locale and table. Several catalogs of one locale and table are
/// layers of one table, not rivals: an `.lproj` folder's `Localizable.strings` and
/// `Localizable.stringsdict`, or bundled strings under downloaded ones. Lookups try the layer of
/// highest ``CatalogPrecedence`` first and, among equals, the last given, so the `.stringsdict`
/// entry wins over the `.strings` one in either order, a later catalog wins per key over an earlier
/// one, and a key only a lower layer has is still found.
struct CatalogLayers {
    /// Catalogs by locale, then table; each list lowest layer first (by precedence, then as given).
    private(set) var byLocale: [LocaleIdentifier: [String: [Catalog]]] = [:]

    /// Layers `catalogs`.
    init(_ catalogs: [Catalog] = []) {
        for (locale, ofLocale) in Dictionary(grouping: catalogs, by: \.locale) {
            byLocale[locale] = Self.tables(ofLocale)
        }
    }

    /// `catalogs` by table, each table's layers lowest first: by precedence, then in the order given.
    private static func tables(_ catalogs: [Catalog]) -> [String: [Catalog]] {
        Dictionary(grouping: catalogs.enumerated(), by: \.element.table).mapValues { layers in
            layers.sorted { ($0.element.precedence, $0.offset) < ($1.element.precedence, $1.offset) }.map(\.element)
        }
    }

    /// Whether anything (even nothing, for a locale the source had no catalogs for) was loaded for `locale`.
    func isLoaded(_ locale: LocaleIdentifier) -> Bool { byLocale[locale] != nil }

    /// The locales loaded.
    var locales: [LocaleIdentifier] { Array(byLocale.keys) }

    /// The catalogs of `locale`, every layer of every table.
    func catalogs(for locale: LocaleIdentifier) -> [Catalog] {
        (byLocale[locale] ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// The tables of `locale`, each as its layers in lookup order (the winning layer first).
    func tables(for locale: LocaleIdentifier) -> [String: [Catalog]] {
        (byLocale[locale] ?? [:]).mapValues { $0.reversed() }
    }

    /// Records `locale` as loaded with `catalogs` (possibly none: the locale is still loaded), layered
    /// by table.
    mutating func load(_ locale: LocaleIdentifier, _ catalogs: [Catalog]) {
        byLocale[locale] = Self.tables(catalogs)
    }

    /// Replaces each locale's and table's layers that `catalogs` has by `catalogs`' own (an update
    /// supersedes the catalogs it was made from); other tables stay.
    mutating func replace(with catalogs: [Catalog]) {
        for (locale, tables) in CatalogLayers(catalogs).byLocale {
            for (table, layers) in tables { byLocale[locale, default: [:]][table] = layers }
        }
    }
}
