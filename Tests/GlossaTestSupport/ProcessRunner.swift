import Foundation

/// Runs a command found on the `PATH` (through `/usr/bin/env`) and captures what it prints: the tests
/// that check Glossa against another tool (`swiftc`, Python oracles).
public enum ProcessRunner {
    /// Runs `arguments` (the command first) and returns its exit status and its standard output and
    /// standard error, interleaved.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
