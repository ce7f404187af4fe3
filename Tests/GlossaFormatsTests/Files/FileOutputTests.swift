import Foundation
import GlossaFormats
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Regular files are replaced atomically; devices and FIFOs are written through and stay what they
/// are. (A FIFO stands in for `/dev/null`: a test must never touch the real device.)
@Suite("FileOutput")
struct FileOutputTests {
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-output-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    static func fileType(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// Reads everything written to the FIFO at `path` on another thread; `wait()` returns it.
    final class FIFOReader: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var bytes = Data()

        init(_ path: String) {
            DispatchQueue.global().async {
                // Plain reads to the end of stream (Foundation's file reading stops early on a FIFO).
                let descriptor = open(path, O_RDONLY)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while descriptor >= 0 {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break }
                    self.bytes.append(contentsOf: buffer[..<count])
                }
                if descriptor >= 0 { close(descriptor) }
                self.done.signal()
            }
        }

        func wait() -> String {
            _ = done.wait(timeout: .now() + 10)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        try FileOutput.write(Array("through the pipe\n".utf8), toPath: fifo)
        #expect(reader.wait() == "through the pipe\n")
        #expect(Self.fileType(fifo) == S_IFIFO)
        #expect(!FileOutput.replacesFile(at: fifo))
        // Nothing was left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["pipe"])
    }

    @Test func aRegularFileIsReplacedAndANewOneCreated() throws {
        let scratch = try Scratch()
        let file = scratch.path("out.txt")
        #expect(FileOutput.replacesFile(at: file))
        try FileOutput.write(Array("one".utf8), toPath: file)
        try FileOutput.write(Array("two".utf8), toPath: file)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self) == "two")
        #expect(Self.fileType(file) == S_IFREG)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["out.txt"])
    }

    @Test func aRefusedCommitChangesNothing() throws {
        let scratch = try Scratch()
        let file = scratch.path("out.txt")
        try FileOutput.write(Array("kept".utf8), toPath: file)
        #expect(try !FileOutput.write(Array("dropped".utf8), toPath: file, shouldCommit: { false }))
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self) == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["out.txt"])
    }

    @Test func aDirectoryOrAMissingFolderIsAnError() throws {
        let scratch = try Scratch()
        #expect(throws: FileOutputError.self) { try FileOutput.write([1], toPath: scratch.url.path) }
        #expect(throws: FileOutputError.self) { try FileOutput.write([1], toPath: scratch.path("no/such/file")) }
    }
}
