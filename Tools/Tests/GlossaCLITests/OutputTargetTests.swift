import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where commands write: `-` is standard output, a FIFO or device is written through and stays what it
/// is (a FIFO stands in for `/dev/null`, which a test must never touch), a file is replaced.
@Suite("Output targets")
struct OutputTargetTests {
    /// Reads everything written to the FIFO at `path` on another thread.
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
            _ = done.wait(timeout: .now() + 30)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    @Test func convertWritesThroughAFIFOAndDashIsStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("en.strings", "\"hello\" = \"Hello\";\n")
        let fifo = directory.path + "/out.pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let result = try Glossa.run(["convert", input, fifo, "--to", "strings"])
        #expect(result.status == 0, "\(result)")
        #expect(reader.wait().contains("\"hello\" = \"Hello\";"))
        #expect(Self.isFIFO(fifo), "the FIFO was replaced by a file")

        let dash = try Glossa.run(["convert", input, "-", "--to", "strings"])
        #expect(dash.status == 0, "\(dash)")
        #expect(dash.standardOutput.contains("\"hello\" = \"Hello\";"))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }

    @Test func extractWritesThroughAFIFO() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/A.swift", "let a = String(localized: \"Greeting\")\n")
        let fifo = directory.path + "/out.pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = FIFOReader(fifo)
        let result = try Glossa.run(["extract", directory.path + "/Sources", "--format", "json", "-o", fifo, "--quiet"])
        #expect(result.status == 0, "\(result)")
        #expect(reader.wait().contains("Greeting"))
        #expect(Self.isFIFO(fifo), "the FIFO was replaced by a file")
    }
}
