import Testing

@testable import GlossaMessages

/// The syntax and data model half of the conformance suite: every test of every file parses with
/// exactly the syntax and data model errors it expects (none, for the tests that expect none of
/// those: the formatting tests must parse cleanly too).
@Suite struct MF2SyntaxConformanceTests {
    @Test func suiteIsPresent() {
        #expect(MF2ConformanceSuite.cases.count >= 450)
        #expect(MF2ConformanceSuite.cases(in: "syntax-errors.json").count >= 130)
        #expect(MF2ConformanceSuite.cases(in: "data-model-errors.json").count >= 20)
    }

    @Test func everyTestParsesWithTheErrorsItExpects() {
        var failures: [String] = []
        var checked = 0
        for test in MF2ConformanceSuite.cases {
            let expected = MF2ConformanceSuite.expectedParseErrorTypes(test)
            let message = MF2Parser.parse(test.source)
            let reported = MF2ConformanceSuite.parseErrorTypes(message)
            checked += 1
            if reported != expected {
                failures.append(
                    "\(test): expected \(expected.sorted()), got \(message.errors.map(\.description))")
            }
        }
        let summary =
            "\(checked - failures.count) of \(checked) tests parse as expected; failing:\n"
            + failures.prefix(80).joined(separator: "\n")
        #expect(failures.isEmpty, Comment(rawValue: summary))
    }
}
