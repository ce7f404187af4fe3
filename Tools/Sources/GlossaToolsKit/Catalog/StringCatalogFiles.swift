import Foundation
import GlossaFormats

/// Reads and writes String Catalog files for `glossa extract`.
public enum StringCatalogFiles {
    /// What writing one catalog did.
    public struct Written: Sendable {
        /// The catalog's path.
        public let path: String
        /// The table it holds.
        public let table: String
        /// What changed.
        public let summary: MergeSummary
        /// Whether the file's bytes changed (false also on a dry run).
        public let changed: Bool
    }

    /// The catalog at `path`, `nil` if there is no file; a file that is not a String Catalog is an error
    /// naming the file, line and column (the file is left as it is).
    public static func read(_ path: String) throws(CatalogError) -> LocalizationDocument? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError(message: "\(path): the file cannot be read")
        }
        do {
            let result = try StringCatalogFormat().read([UInt8](data), options: ReadOptions(fileName: path))
            if let error = result.diagnostics.first(where: { $0.severity == .error }) {
                throw CatalogError(message: "\(error.inFile(path)) (not a String Catalog)")
            }
            return result.document
        } catch let error as FormatError {
            throw CatalogError(message: "\(error.inFile(path)) (not a String Catalog)")
        } catch {
            throw CatalogError(message: "\(path): \(error)")
        }
    }

    /// Merges `strings` (all of one table) into the catalog at `path` and writes it in Xcode's layout
    /// unless `dryRun`. The file is replaced atomically, so an interrupted run leaves the old catalog.
    public static func merge(
        _ strings: [ExtractedString], table: String, into path: String, sourceLanguage: String, dryRun: Bool
    ) throws(CatalogError) -> Written {
        let existing = try read(path)
        let merged = StringCatalogMerge(sourceLanguage: sourceLanguage).merge(strings, into: existing)
        let bytes = StringCatalogFormat().write(merged.catalog).bytes
        let old = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        let changed = old != bytes
        if changed && !dryRun {
            do {
                try FileOutput.write(bytes, toPath: path)
            } catch {
                throw CatalogError(message: error.description)
            }
        }
        return Written(path: path, table: table, summary: merged.summary, changed: changed)
    }

    /// The table a catalog file holds: its name without `.xcstrings`.
    public static func table(ofCatalogAt path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
    }
}
