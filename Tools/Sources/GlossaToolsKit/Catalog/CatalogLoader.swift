import Foundation
import GlossaFormats
import GlossaLint

/// Reads the catalog files given to `glossa lint`, `stats`, `pseudo` and `generate` into
/// ``MessageCatalog``s.
///
/// A String Catalog is one catalog (read with positions for every value). Single-locale files of one
/// table (`en.lproj/Localizable.strings` and `ru.lproj/Localizable.strings`, or `en.json` and `ru.json`
/// in one folder) are merged into one catalog; the locale of each comes from its `.lproj` folder or
/// its name; without ``sourceLocale``, ``GroupSourceLocale`` decides which of them is the source (the
/// Xcode project's development region, else `en`), never the order of the files. Every other format
/// GlossaFormats reads is one catalog.
public struct CatalogLoader: Sendable {
    /// The source language when a file does not say (default `en`).
    public var sourceLocale: String?
    /// The syntax of the values (`nil`: String Catalogs and `.strings` are Apple format strings; other
    /// files are guessed per value).
    public var syntax: MessageSyntax?

    /// Creates a loader.
    public init(sourceLocale: String? = nil, syntax: MessageSyntax? = nil) {
        self.sourceLocale = sourceLocale
        self.syntax = syntax
    }

    /// The catalogs in `paths`, in the order given.
    public func load(_ paths: [String]) throws(CatalogError) -> [MessageCatalog] {
        var catalogs: [MessageCatalog] = []
        var groups: [String: Int] = [:]
        var groupPaths: [Int: [String]] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                let exists = FileManager.default.fileExists(atPath: path)
                throw CatalogError(message: "\(path): \(exists ? "cannot be read" : "no such file")")
            }
            let bytes = [UInt8](data)
            guard let format = LocalizationFormat.detect(path: path, contents: bytes) else {
                throw CatalogError(message: "\(path): not a localization file glossa can read")
            }
            if format == .stringCatalog {
                var catalog = try StringCatalogReader.read(bytes, path: path)
                if let syntax { catalog.syntax = syntax }
                catalogs.append(catalog)
                continue
            }
            let locale = format.isSingleLocale ? Self.impliedLocale(path) ?? sourceLocale ?? "en" : nil
            let result: ReadResult
            do {
                result = try format.read(
                    bytes, options: ReadOptions(locale: locale, sourceLocale: sourceLocale, fileName: path))
            } catch {
                throw CatalogError(message: error.inFile(path).description)
            }
            let defaultSyntax: MessageSyntax? =
                [.strings, .stringsDict, .xliff].contains(format) ? .apple : (format == .tmlRelease ? .tml : nil)
            var catalog = MessageCatalog(
                document: result.document, path: path, sourceLocale: sourceLocale ?? result.document.sourceLocale,
                syntax: syntax ?? defaultSyntax, valueLocations: result.valueLocations)
            catalog.problems = result.diagnostics.filter { $0.severity >= .warning }.map {
                CatalogProblem(
                    kind: $0.kind == .duplicateKey ? .duplicateKey : .malformed,
                    position: FilePosition(
                        file: $0.file ?? path, line: $0.location?.line ?? 0, column: $0.location?.column ?? 0),
                    message: $0.message, format: format.rawValue)
            }
            if format.isSingleLocale {
                let group = Self.groupKey(path)
                if let index = groups[group] {
                    catalogs[index].merge(catalog)
                    groupPaths[index, default: []].append(path)
                } else {
                    groups[group] = catalogs.count
                    groupPaths[catalogs.count] = [path]
                    catalogs.append(catalog)
                }
            } else {
                catalogs.append(catalog)
            }
        }
        if sourceLocale == nil {
            for (index, paths) in groupPaths where catalogs[index].locales.count > 1 {
                let source = try GroupSourceLocale.decide(locales: catalogs[index].locales, paths: paths)
                catalogs[index].sourceLocale = source
                catalogs[index].locales = [source] + catalogs[index].locales.filter { $0 != source }
            }
        }
        return catalogs
    }

    /// `ru` for `ru.lproj/Localizable.strings` or `ru.json`.
    public static func impliedLocale(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") {
            let name = String(folder.dropLast(6))
            return name == "Base" ? nil : name
        }
        let stem = url.deletingPathExtension().lastPathComponent
        if url.pathExtension == "json", (2...3).contains(stem.split(separator: "-").first?.count ?? 0),
            stem.count <= 10, stem.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" })
        {
            return stem
        }
        return nil
    }

    /// Files that hold the same table in different locales share this key.
    static func groupKey(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".lproj") {
            return folder.deletingLastPathComponent().path + "/" + url.deletingPathExtension().lastPathComponent
        }
        return folder.path + "/*." + url.pathExtension
    }
}
