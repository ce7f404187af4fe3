import GlossaCLDR

/// The catalogs one locale reads from, per table, computed once when the locale or the catalogs
/// change so that a lookup only walks arrays.
///
/// For a requested locale the chain is the locale itself, then its CLDR parents (`en-AU`, `en-001`,
/// `en`), each where catalogs are loaded; then the source language (``sourceCatalogs``). A
/// pseudo-locale reads no translations: every string comes from the source language through its
/// policy.
final class FallbackChain: Sendable {
    /// The locale the chain is for.
    let locale: LocaleIdentifier
    /// The locales whose catalogs count as translations, in order.
    let locales: [LocaleIdentifier]
    /// Translated catalogs per table, in chain order (a locale's layers of a table last given first).
    let translated: [String: [Catalog]]
    /// The source language's catalogs per table (the source locale, then `Base`).
    let sourceCatalogs: [String: [Catalog]]
    /// The source locale.
    let sourceLocale: LocaleIdentifier
    /// Whether the requested locale expects translations: false when the source language is in its
    /// chain (then source text is the right text and no missing policy applies).
    let expectsTranslation: Bool
    /// The policy every string of a pseudo-locale goes through.
    let pseudoPolicy: (any MissingPolicy)?

    init(
        locale: LocaleIdentifier, sourceLocale: LocaleIdentifier, catalogs: CatalogLayers,
        pseudoPolicy: (any MissingPolicy)?
    ) {
        self.locale = locale
        self.sourceLocale = sourceLocale
        self.pseudoPolicy = pseudoPolicy
        let chain = pseudoPolicy == nil ? locale.parentChain : []
        locales = chain.filter { catalogs.isLoaded($0) }
        var translated: [String: [Catalog]] = [:]
        for chainLocale in locales {
            for (table, layers) in catalogs.tables(for: chainLocale) {
                translated[table, default: []].append(contentsOf: layers)
            }
        }
        self.translated = translated
        var sources: [String: [Catalog]] = [:]
        for sourceLocale in [sourceLocale, .base] {
            for (table, layers) in catalogs.tables(for: sourceLocale) {
                sources[table, default: []].append(contentsOf: layers)
            }
        }
        sourceCatalogs = sources
        defaultTranslated = translated[Catalog.defaultTable] ?? []
        defaultSources = sources[Catalog.defaultTable] ?? []
        expectsTranslation = pseudoPolicy != nil || !chain.contains(sourceLocale)
    }

    /// The translated catalogs of the default table (`Localizable`), which nearly every lookup reads:
    /// comparing the table's name is cheaper than hashing it into ``translated``.
    private let defaultTranslated: [Catalog]
    /// The source language's catalogs of the default table.
    private let defaultSources: [Catalog]

    /// The translated catalogs of a table.
    func catalogs(for table: String) -> [Catalog] {
        table == Catalog.defaultTable ? defaultTranslated : translated[table] ?? []
    }

    /// The source-language catalogs of a table.
    func sources(for table: String) -> [Catalog] {
        table == Catalog.defaultTable ? defaultSources : sourceCatalogs[table] ?? []
    }
}
