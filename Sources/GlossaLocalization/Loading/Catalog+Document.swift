import GlossaCLDR
import GlossaFormats

/// Catalogs built from a document GlossaFormats read (`.strings`, `.xcstrings`, XLIFF, the seeds' JSON
/// files, Transifex's cache), and what could not be carried over.
public struct DocumentCatalogs: Sendable {
    /// One catalog per locale and table, in the document's order.
    public let catalogs: [Catalog]
    /// Entries whose localization the catalogs' syntax cannot carry, by locale (variations or
    /// substitutions in a syntax other than ``AppleFormatSyntax`` or ``ExpressionSyntax``, see
    /// ``MessageSyntax/catalogMessage(for:)``): left out rather than shown wrong.
    public let skipped: [(key: String, locale: String)]
    /// Locales the document names that are not valid identifiers.
    public let invalidLocales: [String]
}

extension Catalog {
    /// Builds one catalog per locale and table from a format-independent document.
    ///
    /// - Parameters:
    ///   - document: what a GlossaFormats reader returned.
    ///   - syntax: the syntax of every message (TML, ICU, plain text…).
    ///   - table: the table of entries that name none (`Localizable` by default). An empty value stays
    ///     empty, which the Localizer treats as missing (Transifex's "known but untranslated").
    /// - Throws: ``CatalogError/tooLarge`` if a catalog exceeds 2 GiB.
    public static func catalogs(
        from document: LocalizationDocument, syntax: any MessageSyntax, table: String = Catalog.defaultTable
    ) throws(CatalogError) -> DocumentCatalogs {
        struct Group {
            var entries: [(key: String, message: String)] = []
        }
        var groups: [String: [String: Group]] = [:]
        var order: [(locale: String, table: String)] = []
        var skipped: [(key: String, locale: String)] = []
        for entry in document.entries {
            let entryTable = entry.table.map(Self.tableName(of:)) ?? table
            for (locale, localization) in entry.localizations {
                guard let value = syntax.catalogMessage(for: localization) else {
                    skipped.append((entry.key, locale))
                    continue
                }
                if groups[locale]?[entryTable] == nil { order.append((locale, entryTable)) }
                groups[locale, default: [:]][entryTable, default: Group()].entries.append((entry.key, value))
            }
        }
        var catalogs: [Catalog] = []
        var invalid: [String] = []
        for (localeName, tableName) in order {
            guard let locale = try? LocaleIdentifier(parsing: localeName) else {
                if !invalid.contains(localeName) { invalid.append(localeName) }
                continue
            }
            catalogs.append(
                try Catalog(
                    locale: locale, table: tableName, syntax: syntax,
                    entries: groups[localeName]?[tableName]?.entries ?? []))
        }
        return DocumentCatalogs(catalogs: catalogs, skipped: skipped, invalidLocales: invalid)
    }

    /// `Localizable` for `en.lproj/Localizable.strings` or `Localizable.xcstrings`.
    static func tableName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
