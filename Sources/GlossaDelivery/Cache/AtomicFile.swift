import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that a reader sees the old file or the new one, never a part: the bytes go to a
/// temporary file in the same directory, which is then renamed over the target.
enum AtomicFile {
    /// Writes `data` to `url`, creating the directory. If the task is cancelled before the rename,
    /// the temporary file is removed and the target is untouched.
    static func write(_ data: Data, to url: URL) throws(CacheError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: url.path, reason: error.localizedDescription)
        }
        if Task.isCancelled {
            try? FileManager.default.removeItem(at: temporary)
            throw .cancelled
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .writeFailed(path: url.path, reason: reason)
        }
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
