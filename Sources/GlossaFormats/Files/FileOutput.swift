import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files safely for every kind of target.
///
/// A regular file (or a path where nothing exists yet) is replaced atomically: the bytes go to a
/// temporary file in the same directory, which is then renamed over the target, so a reader sees the
/// old file or the new one, never a part. Anything else that exists — a character device such as
/// `/dev/null` or `/dev/stdout`, a FIFO, a socket — is written through in place and never replaced:
/// renaming over `/dev/null` would turn the device into a regular file, which, run as root, breaks it
/// for the whole machine.
///
/// ```swift
/// try FileOutput.write(Array("hello\n".utf8), toPath: "out.txt")      // atomic
/// try FileOutput.write(Array("hello\n".utf8), toPath: "/dev/null")    // written through, still a device
/// ```
public enum FileOutput {
    /// Writes `bytes` to `path` (see ``FileOutput``). `shouldCommit` is asked once the bytes are ready
    /// and before the target changes; when it answers false, nothing is changed and the temporary file
    /// is removed, and `write` returns false.
    ///
    /// - Throws: ``FileOutputError`` when the target is a directory or cannot be written.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], toPath path: String, shouldCommit: () -> Bool = { true }
    ) throws(FileOutputError) -> Bool {
        var status = stat()
        if stat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            if type == S_IFDIR { throw FileOutputError(path: path, reason: "it is a directory") }
            if type != S_IFREG {
                guard shouldCommit() else { return false }
                try writeThrough(bytes, toPath: path)
                return true
            }
        }
        return try replace(path, with: bytes, shouldCommit: shouldCommit)
    }

    /// Whether writing to `path` replaces a file (it is a regular file or does not exist) rather than
    /// writing through to a device, FIFO or socket.
    public static func replacesFile(at path: String) -> Bool {
        var status = stat()
        return stat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
    }

    private static func replace(_ path: String, with bytes: [UInt8], shouldCommit: () -> Bool) throws(FileOutputError)
        -> Bool
    {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileOutputError(path: path, reason: error.localizedDescription)
        }
        guard shouldCommit() else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FileOutputError(path: path, reason: reason)
        }
        return true
    }

    private static func writeThrough(_ bytes: [UInt8], toPath path: String) throws(FileOutputError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw FileOutputError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Darwin)
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Musl.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw FileOutputError(path: path, reason: String(cString: strerror(errno))) }
            offset += written
        }
    }
}

/// Why ``FileOutput`` could not write a file.
public struct FileOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The target.
    public var path: String
    /// What the system said.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `<path>: cannot be written (<reason>)`.
    public var description: String { "\(path): cannot be written (\(reason))" }
}
