import Foundation
import Testing

/// Help texts wrap at the terminal's width (80 columns when it is not known); an example wrapped in
/// the middle of a command cannot be pasted. Every line of an `Examples:` block keeps its indentation
/// at 80 columns, so none was wrapped.
@Suite("Help at 80 columns")
struct HelpWrappingTests {
    static let commands: [[String]] = [
        [], ["plural"], ["locale"], ["render"], ["extract"], ["lint"], ["pseudo"], ["generate"], ["generate", "swift"],
        ["stats"], ["push"], ["pull"], ["invalidate"], ["analytics"], ["bundle"], ["convert"], ["serve"], ["project"],
        ["project", "create"], ["project", "list"], ["project", "add-language"], ["project", "token"],
        ["project", "token", "create"], ["project", "token", "list"], ["project", "token", "revoke"],
        ["project", "token", "rotate"], ["project", "token", "expire"], ["user"], ["user", "add"], ["user", "list"],
        ["user", "disable"], ["release"], ["channel"],
    ]

    @Test(arguments: commands)
    func examplesAreNotWrappedMidCommand(_ command: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "80"
        let result = try Glossa.run(command + ["--help"], environment: environment)
        #expect(result.status == 0, "\(result)")
        var inExamples = false
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Example") && line.hasSuffix(":") {
                inExamples = true
            } else if line.isEmpty {
                inExamples = false
            } else if inExamples {
                #expect(line.hasPrefix(" "), "\(command): an example was wrapped before \(quoted(line))")
            }
        }
    }

    private func quoted(_ text: Substring) -> String { "\"\(text)\"" }
}
