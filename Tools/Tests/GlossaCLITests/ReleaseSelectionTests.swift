import Foundation
import Testing

/// `glossa pull` and `glossa bundle` choose a release of Glossa's server with the same options
/// (`ReleaseSelection`): the same checks, the same messages, the same help.
@Suite("Release selection of pull and bundle")
struct ReleaseSelectionTests {
    /// Each command with its output, ready for the release options.
    static func commands(_ directory: TemporaryDirectory) -> [[String]] {
        [["pull", "-o", directory.path + "/Out/txstrings.json"], ["bundle", "-o", directory.path + "/Out"]]
    }

    @Test(arguments: [
        (["--release", "1", "--channel", "production"], "Give --release or --channel: one of them, not both."),
        (["--release", "0"], "--release must be a release number (1 or more)."),
        (["--channel", "Production"], "--channel must be a channel name"),
        (
            ["--channel", "production", "--app-version", "2.x"],
            #"--app-version must be a version such as 2.1 or 2.1.3, not "2.x"."#
        ),
        (["--release", "1", "--app-version", "2.1"], "--app-version goes with --channel."),
        (["--channel", "production", "--project", "demo"], "--project goes with --release."),
    ])
    func badOptionsAreRefusedAlikeBeforeAnythingIsFetched(options: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        // A host that cannot answer: the options must be refused before it is asked.
        environment["GLOSSA_HOST"] = "http://127.0.0.1:9"
        environment["GLOSSA_TOKEN"] = "test-token"
        for command in Self.commands(directory) {
            let result = try Glossa.run(command + options, environment: environment)
            #expect(result.status == 64, "\(command + options): \(result)")
            #expect(result.standardError.contains(message), "\(command + options): \(result)")
            #expect(!result.standardError.contains("127.0.0.1:9"), "\(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/Out"))
    }

    @Test func aReleaseWithoutAProjectSaysSo() throws {
        let directory = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_HOST"] = "http://127.0.0.1:9"
        environment["GLOSSA_TOKEN"] = "test-token"
        environment["GLOSSA_SECRET"] = "test-secret"
        environment["GLOSSA_PROJECT"] = nil
        for command in Self.commands(directory) {
            let result = try Glossa.run(command + ["--release", "2"], environment: environment)
            #expect(result.status == 1, "\(command): \(result)")
            #expect(result.standardError.contains("no project: give --project or set GLOSSA_PROJECT"), "\(result)")
        }
    }

    @Test func bothHelpsListEachReleaseOptionOnce() throws {
        for command in ["pull", "bundle"] {
            let result = try Glossa.run([command, "--help"])
            #expect(result.status == 0, "\(result)")
            let lines = result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for option in ["--release <number>", "--channel <name>", "--app-version <version>", "--project <id>"] {
                let described = lines.filter { $0.hasPrefix(option) }
                #expect(described.count == 1, "\(command): \(option) is described \(described.count) times")
            }
            // The help wraps at the terminal's width: compare the words.
            let words = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("A release of Glossa's server, by number (needs --project)."), "\(command)")
            #expect(words.contains("The release this channel of Glossa's server serves."), "\(command)")
        }
    }
}
