import Testing

@Suite("glossa --help")
struct HelpTests {
    @Test(arguments: [
        ["--help"], ["plural", "--help"], ["locale", "--help"], ["render", "--help"], ["extract", "--help"],
        ["lint", "--help"], ["pseudo", "--help"], ["generate", "--help"], ["generate", "swift", "--help"],
        ["stats", "--help"], ["push", "--help"], ["pull", "--help"], ["invalidate", "--help"],
        ["analytics", "--help"],
        ["bundle", "--help"], ["release", "--help"], ["channel", "--help"],
    ])
    func helpHasExamplesAndExitStatuses(arguments: [String]) throws {
        let result = try Glossa.run(arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("Examples:"))
        #expect(result.standardOutput.contains("glossa "))
        #expect(result.standardOutput.contains("Exit status: 0 success; 1 bad input"))
        #expect(result.standardOutput.contains("64 usage"))
    }

    @Test func noSubcommandShowsUsage() throws {
        let result = try Glossa.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Usage: glossa"), "\(result)")
    }
}
