import Foundation
import GlossaFormats

/// Reads and writes whole localization files through GlossaFormats, for commands that change them
/// (`pseudo`, `bundle`).
public enum DocumentFiles {
    /// A file read: its format, document, and the locale a single-locale file holds.
    public struct Read: Sendable {
        /// The format.
        public let format: LocalizationFormat
        /// The document.
        public let document: LocalizationDocument
        /// The locale of a single-locale file (from its `.lproj` folder or name).
        public let locale: String?
    }

    /// Reads `path`; errors name the file (and the line and column for malformed files).
    public static func read(_ path: String, sourceLocale: String?) throws(CatalogError) -> Read {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError(
                message: "\(path): \(FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file")")
        }
        let bytes = [UInt8](data)
        guard let format = LocalizationFormat.detect(path: path, contents: bytes) else {
            throw CatalogError(message: "\(path): not a localization file glossa can read")
        }
        let locale = format.isSingleLocale ? CatalogLoader.impliedLocale(path) ?? sourceLocale ?? "en" : nil
        do {
            let result = try format.read(
                bytes, options: ReadOptions(locale: locale, sourceLocale: sourceLocale ?? locale, fileName: path))
            if let error = result.diagnostics.first(where: { $0.severity == .error }) {
                throw CatalogError(message: error.inFile(path).description)
            }
            return Read(format: format, document: result.document, locale: locale)
        } catch let error as FormatError {
            throw CatalogError(message: error.inFile(path).description)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError(message: "\(path): \(error)")
        }
    }

    /// Writes `document` to `path` in `format` (atomically); `locale` picks the locale of single-locale
    /// formats.
    public static func write(
        _ document: LocalizationDocument, as format: LocalizationFormat, to path: String, locale: String?
    ) throws(CatalogError) {
        let (output, _) = format.write(document, options: WriteOptions(locale: locale))
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch output {
            case .file(let bytes):
                try FileOutput.write(bytes, toPath: path)
            case .files(let files):
                try ArchiveReader.write(files, toDirectory: url)
            }
        } catch {
            throw CatalogError(message: "\(path): cannot be written (\(error))")
        }
    }

    /// Where a single-locale file's `locale` version goes: `ru.lproj/Localizable.strings` beside
    /// `en.lproj/Localizable.strings`, `ru.json` beside `en.json`.
    public static func sibling(of path: String, locale: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".lproj") {
            return folder.deletingLastPathComponent().appendingPathComponent("\(locale).lproj")
                .appendingPathComponent(url.lastPathComponent).path
        }
        return folder.appendingPathComponent("\(locale).\(url.pathExtension)").path
    }
}
