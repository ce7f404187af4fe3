import Foundation

@testable import GlossaLocalization

/// A file reader that records the files a catalog source reads (their names relative to `folder`).
final class ReadRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    /// The file-system reader, recording each read.
    var reader: CatalogFileReader {
        CatalogFileReader { url in
            let prefix = self.folder.standardizedFileURL.path + "/"
            let path = url.standardizedFileURL.path
            self.lock.withLock {
                self.recorded.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            }
            return try CatalogFileReader.fileSystem.bytes(of: url)
        }
    }

    /// The files read so far, in order.
    var reads: [String] { lock.withLock { recorded } }
}

/// A fresh folder under the temporary directory holding `files` (relative path → text).
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-loading-\(UUID().uuidString)")
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return folder
}
