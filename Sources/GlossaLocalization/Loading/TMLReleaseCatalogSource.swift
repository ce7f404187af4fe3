import Foundation
import GlossaCLDR
import GlossaFormats

/// The catalogs of an extracted TML release folder (`translation_keys.json`,
/// `<locale>/translations.json`, …: a `tml_<version>.tar.gz` as TMLKit ships it, unpacked), read one
/// locale at a time when the ``Localizer`` first needs it: switching to Russian reads
/// `translation_keys.json` and `ru/translations.json`, never another locale's translations.
///
/// Messages are in ``TMLSyntax``; translations chosen by context (`{"user": {"gender": "female"}}`)
/// are carried as the catalog's alternatives. The source locale's catalog is the keys' labels. For
/// release archives, and releases updated over the air, GlossaDelivery's `ReleaseCatalogSource`
/// installs them with its `ReleaseInstaller` and reads the installed folder with this source.
///
/// ```swift
/// let localizer = Localizer(
///     sourceLocale: "en", appLocales: ["en", "ru"], source: TMLReleaseCatalogSource(folder: releaseFolder))
/// try await localizer.changeLocale(to: "ru")   // reads ru/translations.json now
/// ```
public struct TMLReleaseCatalogSource: CatalogSource {
    /// The release folder (or a folder holding only it, as `tar czf` of a folder unpacks).
    public let folder: URL
    /// How files are read.
    public let reader: CatalogFileReader

    /// A source over the release in `folder`.
    public init(folder: URL, reader: CatalogFileReader = .fileSystem) {
        self.folder = folder
        self.reader = reader
    }

    /// The catalogs of `locale`: the keys, and the locale's translations. Progress is reported as
    /// each file is read.
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` naming the file when the folder is not
    ///   a TML release or one of these files cannot be read or is malformed.
    public func catalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void) async throws
        -> [Catalog]
    {
        try await loadCatalogs(for: locale, progress: progress).catalogs
    }

    /// The catalogs of `locale`, with what reading the release reported (a translation record it could
    /// not read, with its file, line and column).
    ///
    /// - Throws: as ``catalogs(for:progress:)``.
    public func loadCatalogs(for locale: LocaleIdentifier, progress: @escaping @Sendable (Double) -> Void)
        async throws -> LoadedCatalogs
    {
        let root = releaseRoot()
        let files = try reader.tree(of: filesToRead(for: locale, in: root), in: root, progress: progress)
        let read: ReadResult
        do throws(FormatError) {
            read = try TMLReleaseFormat().read(files: files, options: ReadOptions(fileName: root.path))
        } catch {
            throw CatalogError.unreadable(location: root.path, reason: error.description)
        }
        var catalogs = try Catalog.catalogs(from: read.document, syntax: TMLSyntax())
        catalogs.diagnostics = read.diagnostics
        return catalogs.loaded(for: locale, file: root.path)
    }

    /// The folder holding `translation_keys.json`: ``folder``, or its only subfolder holding one.
    func releaseRoot() -> URL {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent("translation_keys.json").path) { return folder }
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        let inner = names.map { folder.appendingPathComponent($0) }.filter {
            manager.fileExists(atPath: $0.appendingPathComponent("translation_keys.json").path)
        }
        return inner.count == 1 ? inner[0] : folder
    }

    /// The files `locale` is read from, relative to the release root: the application, the keys, and
    /// the translations of the locale's folder (`ru`, `pt-BR`…).
    func filesToRead(for locale: LocaleIdentifier, in root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
        var paths = ["application.json", "translation_keys.json"]
        for name in names where LocaleIdentifier(fileStem: name) == locale {
            paths.append(name + "/translations.json")
        }
        return paths
    }
}
