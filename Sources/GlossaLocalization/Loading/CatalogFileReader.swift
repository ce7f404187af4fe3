import Foundation
import GlossaCLDR
import GlossaFormats

/// How a catalog source reads a file's bytes: from the file system by default; an app with its own
/// storage, or a test counting reads, passes its own.
public struct CatalogFileReader: Sendable {
    private let read: @Sendable (URL) throws -> [UInt8]

    /// A reader calling `read` for every file.
    public init(_ read: @escaping @Sendable (URL) throws -> [UInt8]) {
        self.read = read
    }

    /// Reads files from the file system.
    public static let fileSystem = CatalogFileReader { url in
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CatalogError.unreadable(location: url.path, reason: "the file cannot be read")
        }
        return [UInt8](data)
    }

    /// The bytes of `url`.
    ///
    /// - Throws: ``CatalogError/unreadable(location:reason:)`` naming the file when it cannot be read.
    public func bytes(of url: URL) throws(CatalogError) -> [UInt8] {
        do {
            return try read(url)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .unreadable(location: url.path, reason: String(describing: error))
        }
    }

    /// The files at `paths` (relative to `folder`; those that do not exist are left out) as a tree,
    /// reporting progress from 0 to 1 as each is read.
    func tree(
        of paths: [String], in folder: URL, progress: @escaping @Sendable (Double) -> Void
    ) throws(CatalogError) -> FileTree {
        var tree = FileTree()
        for (index, path) in paths.enumerated() {
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { tree[path] = try bytes(of: url) }
            progress(Double(index + 1) / Double(paths.count))
        }
        return tree
    }
}

extension LocaleIdentifier {
    /// The locale a file or folder is named after (`ru`, `pt-BR`, `pt_BR`; `Base` for ``base``), as
    /// catalog sources find a locale's files; nil for other names.
    init?(fileStem stem: String) {
        if stem == "Base" {
            self = .base
        } else if let parsed = try? LocaleIdentifier(parsing: stem) {
            self = parsed
        } else {
            return nil
        }
    }
}
