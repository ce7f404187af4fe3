import Foundation

/// Python's `http.server` serving a folder on a loopback port, as a CDN serves release archives:
/// the documentation's release-update example downloads from it. Stopped when released.
final class StaticFileServer {
    /// `http://127.0.0.1:<port>`.
    let url: URL
    private let process = Process()

    /// Serves `folder`.
    init(folder: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41234 (http://127.0.0.1:41234/) ..."
        var line = Data()
        var found: URL?
        while found == nil, let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
            if byte == Data([0x0A]) {
                let text = String(decoding: line, as: UTF8.self)
                if let range = text.range(of: " port "),
                    let port = text[range.upperBound...].split(separator: " ").first
                {
                    found = URL(string: "http://127.0.0.1:\(port)")
                }
                line.removeAll()
            } else {
                line.append(byte)
            }
        }
        guard let found else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.executableLoad)
        }
        url = found
    }

    deinit {
        // SIGKILL: a test process may ignore SIGTERM, and Python then inherits that and never stops.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
