import Foundation
import GlossaCLDR
import GlossaFormats

/// The catalogs of a Swifternalization (or ObjCnalization) folder — `base.json`, `<language>.json`
/// and the shared expressions of `expressions.json` — read one locale at a time, when the
/// ``Localizer`` first needs it: switching to Russian reads `ru.json` (and `expressions.json`), never
/// the other languages' files.
///
/// `base.json` holds the base language's strings, read as `baseLocale` under its own
/// `<baseLocale>.json` (which wins per key), so other locales fall back to it through the Localizer's
/// source locale, as Swifternalization falls back to `base.json`. Messages are in
/// ``ExpressionSyntax`` with the folder's shared expressions.
///
/// ```swift
/// let localizer = Localizer(
///     sourceLocale: "en", appLocales: ["en", "ru"],
///     source: SwifternalizationCatalogSource(folder: translationsFolder, baseLocale: "en"))
/// try await localizer.changeLocale(to: "ru")   // reads ru.json and expressions.json now
/// ```
public struct SwifternalizationCatalogSource: CatalogSource {
    /// The folder holding the JSON files.
    public let folder: URL
    /// The locale `base.json` is read as (the app's source locale).
    public let baseLocale: LocaleIdentifier
    /// How files are read.
    public let reader: CatalogFileReader

    /// A source over `folder`, whose `base.json` is in `baseLocale`.
    public init(folder: URL, baseLocale: LocaleIdentifier, reader: CatalogFileReader = .fileSystem) {
        self.folder = folder
        self.baseLocale = baseLocale
        self.reader = reader
    }

    /// The catalog of `locale`: its `<locale>.json` (with `base.json` for the base locale) and the
    /// shared expressions. Progress is reported as each file is read.
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` naming the file when one of these
    ///   files cannot be read or is not a Swifternalization file.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        try await loadCatalogs(for: locale, progress: progress).catalogs
    }

    /// The catalog of `locale`, with what reading the files reported (an entry with a malformed
    /// expression, with its file, line and column).
    ///
    /// - Throws: as ``catalogs(for:progress:)``.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        let paths = filesToRead(for: locale)
        let files = try reader.tree(of: paths, in: folder, progress: progress)
        guard files.paths.contains(where: { $0 != "expressions.json" }) else { return LoadedCatalogs() }
        let read: ReadResult
        do throws(FormatError) {
            read = try SwifternalizationFormat().read(
                files: files, options: ReadOptions(sourceLocale: baseLocale.description))
        } catch {
            throw CatalogError.unreadable(location: folder.path, reason: error.description)
        }
        var catalogs = try Catalog.catalogs(from: read.document, syntax: ExpressionSyntax())
        catalogs.diagnostics = read.diagnostics
        return catalogs.loaded(for: locale, file: folder.path)
    }

    /// The files `locale` is read from, relative to the folder: `expressions.json`, `base.json` for the
    /// base locale, and the JSON file named after the locale.
    func filesToRead(for locale: LocaleIdentifier) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        var paths = ["expressions.json"]
        if locale == baseLocale { paths.append("base.json") }
        for name in names where name.hasSuffix(".json") && name != "base.json" && name != "expressions.json" {
            if LocaleIdentifier(fileStem: String(name.dropLast(".json".count))) == locale { paths.append(name) }
        }
        return paths
    }
}
