import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// Catalogs built from a document GlossaFormats read (`.strings`, `.xcstrings`, XLIFF, the seeds' JSON
/// files, Transifex's cache), and what could not be carried over.
public struct DocumentCatalogs: Sendable {
    /// One catalog per locale and table, in the document's order; entries of a table's `.strings` file
    /// (a document naming both its `.strings` and `.stringsdict` files: Xcode's XLIFF export) are a
    /// catalog of their own, of ``CatalogPrecedence/stringsFile`` precedence.
    public let catalogs: [Catalog]
    /// Entries whose localization the catalogs' syntax cannot carry, by locale (variations or
    /// substitutions in a syntax other than ``AppleFormatSyntax``, ``ExpressionSyntax`` or, for TML
    /// contexts, ``TMLSyntax``; see ``MessageSyntax/catalogContent(for:)``): left out rather than
    /// shown wrong.
    public let skipped: [(key: String, locale: String)]
    /// Locales the document names that are not valid identifiers.
    public let invalidLocales: [String]
    /// What the reader reported while reading the file (``Catalog/load(contentsOf:locale:)``): an entry a
    /// syntax error spoiled, with its line and column. Empty for catalogs built from a document.
    public internal(set) var diagnostics: [FormatDiagnostic] = []
}

extension Catalog {
    /// Builds one catalog per locale and table from a format-independent document. Entries whose table
    /// is a `.strings` file (`ru.lproj/Localizable.strings`, as ``Catalog/load(contentsOf:locale:)`` and
    /// XLIFF name it) make catalogs of ``CatalogPrecedence/stringsFile`` precedence, so the table's
    /// `.stringsdict` entries win per key, in whatever order the catalogs reach a ``Localizer``.
    ///
    /// - Parameters:
    ///   - document: what a GlossaFormats reader returned.
    ///   - syntax: the syntax of every message (TML, ICU, plain text…), completed with what the
    ///     document carries for it (``MessageSyntax/configured(for:)``: Swifternalization's shared
    ///     expressions).
    ///   - table: the table of entries that name none (`Localizable` by default). An empty value stays
    ///     empty, which the Localizer treats as missing (Transifex's "known but untranslated").
    /// - Throws: ``CatalogError/tooLarge`` if a catalog exceeds 2 GiB;
    ///   ``CatalogError/unreadable(location:reason:)`` if what the document carries for the syntax is
    ///   malformed (an `expressions.json` that is not an object of objects of strings).
    public static func catalogs(
        from document: LocalizationDocument, syntax: any MessageSyntax, table: String = Catalog.defaultTable
    ) throws(CatalogError) -> DocumentCatalogs {
        struct Group {
            var entries: [(key: String, message: String)] = []
            var alternatives: [String: [TMLTranslation]] = [:]
        }
        struct GroupKey: Hashable {
            let locale: String
            let table: String
            let precedence: CatalogPrecedence
        }
        let syntax = try syntax.configured(for: document)
        var groups: [GroupKey: Group] = [:]
        var order: [GroupKey] = []
        var skipped: [(key: String, locale: String)] = []
        for entry in document.entries {
            let entryTable = entry.table.map(Self.tableName(of:)) ?? table
            let precedence = CatalogPrecedence(file: entry.table)
            for (locale, localization) in entry.localizations {
                guard let content = syntax.catalogContent(for: localization),
                    content.message != nil || !content.alternatives.isEmpty
                else {
                    skipped.append((entry.key, locale))
                    continue
                }
                let key = GroupKey(locale: locale, table: entryTable, precedence: precedence)
                if groups[key] == nil { order.append(key) }
                if let message = content.message { groups[key, default: Group()].entries.append((entry.key, message)) }
                if !content.alternatives.isEmpty {
                    groups[key, default: Group()].alternatives[entry.key] = content.alternatives
                }
            }
        }
        var catalogs: [Catalog] = []
        var invalid: [String] = []
        for key in order {
            guard let locale = try? LocaleIdentifier(parsing: key.locale) else {
                if !invalid.contains(key.locale) { invalid.append(key.locale) }
                continue
            }
            let group = groups[key] ?? Group()
            catalogs.append(
                try Catalog(
                    locale: locale, table: key.table, syntax: syntax, entries: group.entries,
                    alternatives: group.alternatives, precedence: key.precedence))
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
