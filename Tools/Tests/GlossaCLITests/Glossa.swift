import Foundation

/// Runs the built `glossa` binary, as a user would, and captures what it prints.
///
/// The binary is the one `swift build` puts beside this test bundle (`<build>/debug/glossa`); set
/// `GLOSSA_EXECUTABLE` to test another one.
enum Glossa {
    struct Result: CustomStringConvertible {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// Standard output split into lines, without the final newline.
        var lines: [String] {
            var lines = standardOutput.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return lines
        }

        var description: String {
            "exit status \(status)\nstdout:\n\(standardOutput)\nstderr:\n\(standardError)"
        }
    }

    static let executableURL: URL = {
        if let override = ProcessInfo.processInfo.environment["GLOSSA_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        return buildDirectory.appendingPathComponent("glossa")
    }()

    /// The directory of the running test executable: on Linux, the `.xctest` executable itself; on macOS,
    /// the `.xctest` bundle loaded into the test runner.
    static let buildDirectory: URL = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path).deletingLastPathComponent()
            }
        #endif
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    /// Runs `glossa arguments...` with `standardInput` (empty if nil) and `environment` (the test's own if
    /// nil), and waits for it to exit; `executable` runs another program instead (such as `script`).
    static func run(
        _ arguments: [String],
        standardInput: String? = nil,
        environment: [String: String]? = nil,
        executable: URL = executableURL
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glossa-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data((standardInput ?? "").utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let input = try FileHandle(forReadingFrom: inputURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? input.close()
            try? output.close()
            try? error.close()
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }
}
