import GlossaCLDR
import GlossaFormats

/// What a ``CatalogSource`` read for one locale: the catalogs, and what reading them reported (an
/// entry a syntax error spoiled, with its file, line and column; an entry whose localization the
/// catalogs' syntax cannot carry). The ``Localizer`` passes the diagnostics to its issue handler as
/// ``LocalizationIssue/catalogProblems(locale:diagnostics:)``, so a malformed entry is never dropped
/// without a word.
public struct LoadedCatalogs: Sendable {
    /// The catalogs read.
    public var catalogs: [Catalog]
    /// What reading them reported; empty when every entry was read.
    public var diagnostics: [FormatDiagnostic]

    /// Creates the result of one load.
    public init(catalogs: [Catalog] = [], diagnostics: [FormatDiagnostic] = []) {
        self.catalogs = catalogs
        self.diagnostics = diagnostics
    }

    /// Appends `other`'s catalogs and diagnostics after this one's.
    public mutating func append(_ other: LoadedCatalogs) {
        catalogs += other.catalogs
        diagnostics += other.diagnostics
    }
}

extension DocumentCatalogs {
    /// The catalogs of `locale` and everything worth telling the app about it: the reader's
    /// ``diagnostics`` (named `file` when they name no file or only its last component, so
    /// `ru.lproj/Localizable.strings` says which locale's file), a warning for each entry of `locale`
    /// left out (``skipped``) and one for each locale the document names that is not valid.
    func loaded(for locale: LocaleIdentifier, file: String) -> LoadedCatalogs {
        let name = file.split(separator: "/").last.map(String.init)
        var diagnostics = self.diagnostics.map { diagnostic in
            var named = diagnostic
            if named.file == nil || named.file == name { named.file = file }
            return named
        }
        for entry in skipped where (try? LocaleIdentifier(parsing: entry.locale)) == locale {
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .unrepresentable,
                    "the \(entry.locale) localization of \"\(entry.key)\" was left out: its variations cannot be "
                        + "carried by the catalog's syntax",
                    file: file, key: entry.key))
        }
        for invalid in invalidLocales {
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .invalidValue,
                    "\"\(invalid)\" is not a valid locale identifier: its entries were left out",
                    file: file))
        }
        return LoadedCatalogs(catalogs: catalogs.filter { $0.locale == locale }, diagnostics: diagnostics)
    }
}
