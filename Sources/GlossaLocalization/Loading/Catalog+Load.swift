import Foundation
import GlossaFormats

extension Catalog {
    /// Loads the catalogs of one file or folder in one call: the format from the name (and contents:
    /// `.json` files, archives and folders are recognised by their shape), the syntax from the format
    /// (``syntax(for:)``). A file in an `.lproj` folder is in that folder's locale and gives its table
    /// its name (`ru.lproj/Localizable.strings` → `ru`, `Localizable`).
    ///
    /// ```swift
    /// let file = resources.appendingPathComponent("ru.lproj/Localizable.strings")
    /// let russian = try Catalog.load(contentsOf: file).catalogs   // ru, table Localizable, Apple format strings
    /// ```
    ///
    /// - Parameters:
    ///   - url: a `.strings`, `.stringsdict`, `.xcstrings`, XLIFF, JSON (flat, MCLocalization,
    ///     Transifex's `txstrings.json`) file, a TML release archive, or a Swifternalization or TML
    ///     release folder.
    ///   - locale: the locale of a single-locale file outside an `.lproj` folder (a flat JSON file).
    /// - Returns: the catalogs, what could not be carried over, and the reader's diagnostics (entries a
    ///   syntax error spoiled, with their line and column).
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` when the file cannot be read, its format
    ///   is not recognised or it is malformed as a whole; ``CatalogError/tooLarge``.
    public static func load(contentsOf url: URL, locale: String? = nil) throws(CatalogError) -> DocumentCatalogs {
        let path = url.path
        var options = ReadOptions(locale: locale ?? lprojLocale(of: url), fileName: url.lastPathComponent)
        let read: (format: LocalizationFormat, result: ReadResult)
        do {
            read = try readFormat(url, options: &options)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .unreadable(location: path, reason: String(describing: error))
        }
        var loaded = try catalogs(from: read.result.document, syntax: syntax(for: read.format))
        loaded.diagnostics = read.result.diagnostics
        return loaded
    }

    /// The syntax messages of `format` are written in: Apple format strings for Apple's files and XLIFF,
    /// placeholders for flat and MCLocalization JSON, Swifternalization's expressions, ICU for
    /// Transifex's cache, TML for TML releases.
    public static func syntax(for format: LocalizationFormat) -> any MessageSyntax {
        switch format {
        case .strings, .stringsDict, .stringCatalog, .xliff: AppleFormatSyntax()
        case .flatJSON, .mcLocalization: PlaceholderSyntax()
        case .swifternalization: ExpressionSyntax()
        case .transifexCache: ICUSyntax()
        case .tmlRelease: TMLSyntax()
        }
    }

    /// Reads `url` as a file or a folder in the format it shows.
    private static func readFormat(_ url: URL, options: inout ReadOptions) throws -> (
        format: LocalizationFormat, result: ReadResult
    ) {
        let path = url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CatalogError.unreadable(location: path, reason: "there is no such file or folder")
        }
        if isFolder.boolValue {
            let files = try ArchiveReader(limits: options.limits).read(directory: url)
            guard let format = LocalizationFormat.detect(path: path, contents: nil, files: files) else {
                throw CatalogError.unreadable(
                    location: path, reason: "the folder is neither a Swifternalization folder nor a TML release")
            }
            return (format, try format.read(files: files, options: options))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError.unreadable(location: path, reason: "the file cannot be read")
        }
        let bytes = [UInt8](data)
        guard let format = LocalizationFormat.detect(path: path, contents: bytes) else {
            throw CatalogError.unreadable(location: path, reason: "not a localization file Glossa reads")
        }
        if format == .strings || format == .stringsDict {
            // The table is the file's name; `tableName(of:)` drops the extension.
            options.table = url.lastPathComponent
        }
        return (format, try format.read(bytes, options: options))
    }

    /// `ru` for `…/ru.lproj/Localizable.strings`; nil outside an `.lproj` folder.
    static func lprojLocale(of url: URL) -> String? {
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        return folder.deletingPathExtension().lastPathComponent
    }
}
