import Foundation
import GlossaCLDR
import GlossaFormats

/// The catalogs of a folder of `.lproj` folders — an app bundle's resources, or any folder laid out
/// like one — read when a locale is first needed, so switching to it is when its files are read.
///
/// A locale's tables are merged from its `<locale>.lproj` folder (`ru.lproj`, `pt-BR.lproj` or
/// `pt_BR.lproj`; `Base.lproj` for `LocaleIdentifier.base`) and the folder's String Catalogs: per
/// table and key, the ``Localizer`` takes the `.stringsdict` entry first, as Apple's lookup does, then
/// the String Catalog's, then the `.strings` file's (``CatalogPrecedence``). Every file is read with
/// ``Catalog/load(contentsOf:locale:)``.
///
/// ```swift
/// let localizer = Localizer(
///     sourceLocale: "en", appLocales: ["en", "ru"], source: LprojCatalogSource(bundle: .main))
/// try await localizer.changeLocale(to: "ru")   // reads ru.lproj now
/// ```
public struct LprojCatalogSource: CatalogSource {
    /// The folder holding the `.lproj` folders and String Catalogs.
    public let folder: URL

    /// A source over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// A source over `bundle`'s resources.
    public init(bundle: Bundle) {
        self.init(folder: bundle.resourceURL ?? bundle.bundleURL)
    }

    /// The catalogs of `locale`: its String Catalog entries, then its `.lproj` folder's files.
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` for a file that cannot be read.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        try readCatalogs(for: locale, progress: progress).catalogs
    }

    /// The catalogs of `locale`, with what reading each file reported (an entry of a `.strings` file
    /// a syntax error spoiled, with its line and column).
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` for a file that cannot be read.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        try readCatalogs(for: locale, progress: progress)
    }

    /// The locales of the `.lproj` folders (`Base.lproj` excepted: it is the source locale's base
    /// resources), sorted.
    public var locales: [LocaleIdentifier] {
        lprojFolders().map(\.locale).filter { !$0.isBase }.sorted()
    }

    /// ``loadCatalogs(for:progress:)``, read now (the files are local).
    func readCatalogs(for locale: LocaleIdentifier, progress: (Double) -> Void = { _ in }) throws -> LoadedCatalogs {
        let files = filesToRead(for: locale)
        var result = LoadedCatalogs()
        for (index, file) in files.enumerated() {
            let loaded = try Catalog.load(contentsOf: file.url, locale: file.locale)
            result.append(loaded.loaded(for: locale, file: Self.displayPath(of: file.url, in: folder)))
            progress(Double(index + 1) / Double(files.count))
        }
        progress(1)
        return result
    }

    /// `ru.lproj/Localizable.strings`: a file's path inside `folder`, as diagnostics name it.
    static func displayPath(of url: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
    }

    /// The files `locale` is read from: the String Catalogs, then the `.lproj` folder's `.strings` and
    /// `.stringsdict` files, each by name. The ``Localizer`` layers what they hold by
    /// ``CatalogPrecedence`` first, so this order only decides between a String Catalog and a
    /// `.stringsdict` file of one table (the `.stringsdict` wins).
    func filesToRead(for locale: LocaleIdentifier) -> [(url: URL, locale: String?)] {
        let names = folderNames()
        var files: [(url: URL, locale: String?)] = []
        for name in names where name.hasSuffix(".xcstrings") {
            files.append((folder.appendingPathComponent(name), nil))
        }
        for (name, folderLocale) in lprojFolders(names) where folderLocale == locale {
            let lproj = folder.appendingPathComponent(name)
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: lproj.path))?.sorted() ?? []
            for file in inside where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
                files.append((lproj.appendingPathComponent(file), locale.description))
            }
        }
        return files
    }

    /// The names in ``folder``, sorted.
    private func folderNames() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    }

    /// The `.lproj` folders among `names` whose stem is a locale (`Base` for ``LocaleIdentifier/base``).
    private func lprojFolders(_ names: [String]? = nil) -> [(name: String, locale: LocaleIdentifier)] {
        (names ?? folderNames()).compactMap { name in
            guard name.hasSuffix(".lproj") else { return nil }
            return LocaleIdentifier(fileStem: String(name.dropLast(".lproj".count))).map { (name, $0) }
        }
    }
}
