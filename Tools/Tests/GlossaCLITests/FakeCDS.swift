import Foundation

/// The fake CDS host in `Fixtures/fake_cds.py`, started on a free loopback port for one test and stopped
/// when released (its standard input closes).
final class FakeCDS {
    let host: String
    private let process = Process()
    private let input = Pipe()

    static let token = "test-token"
    static let secret = "test-secret"

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fake_cds.py").path
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data([0x0A]) {
            line.append(byte)
        }
        host = "http://127.0.0.1:" + String(decoding: line, as: UTF8.self)
    }

    /// The environment of a `glossa` run with the fake host's credentials.
    var credentials: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = Self.token
        environment["GLOSSA_SECRET"] = Self.secret
        return environment
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
