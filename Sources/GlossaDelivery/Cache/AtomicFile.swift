import Foundation
import GlossaFormats

/// Writes cache files so that a reader sees the old file or the new one, never a part (through
/// ``FileOutput``: a temporary file renamed over the target; a device or FIFO in the cache's place is
/// written through, never replaced).
enum AtomicFile {
    /// Writes `data` to `url`, creating the directory. If the task is cancelled before the target
    /// changes, the temporary file is removed and the target is untouched.
    static func write(_ data: Data, to url: URL) throws(CacheError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: url.path, reason: error.localizedDescription)
        }
        let written: Bool
        do {
            written = try FileOutput.write([UInt8](data), toPath: url.path) { !Task.isCancelled }
        } catch {
            throw .writeFailed(path: url.path, reason: error.reason)
        }
        if !written { throw .cancelled }
    }

    /// Reads `url`; `nil` when it does not exist.
    static func read(_ url: URL) throws(CacheError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
    }
}
