import Foundation
import Testing

@testable import GlossaMessages

/// ICU's own MessageFormat 2 tests (`Fixtures/MF2-ICU/`, see its `PROVENANCE.md`), read from the JSON
/// files as ICU publishes them: every test parses with the syntax and data model errors it expects
/// (at the position it gives, for syntax errors with `char`), and renders its expected text with its
/// expected errors. Tests that depend on what only ICU does, on ICU's data, or on an earlier draft of
/// the specification are listed in ``exclusions`` with the reason; the runner fails when one of them
/// passes, so the list cannot go stale.
@Suite struct MF2ICUConformanceTests {
    static let directory = MF2ConformanceSuite.fixtures.appendingPathComponent("MF2-ICU")

    /// Every file, relative to `Fixtures/MF2-ICU/`.
    static let files = [
        "alias-selector-annotations.json", "bidi.json", "currency-options.json", "duplicate-declarations.json",
        "icu-parser-tests.json", "icu-test-functions.json", "icu-test-previous-release.json",
        "icu-test-selectors.json", "invalid-number-literals-diagnostics.json", "invalid-options.json",
        "markup.json", "matches-whitespace.json", "more-data-model-errors.json", "more-functions.json",
        "more-syntax-errors.json", "normalization.json", "percent-options.json", "reserved-syntax.json",
        "resolution-errors.json", "runtime-errors.json", "syntax-errors-diagnostics.json",
        "syntax-errors-diagnostics-multiline.json", "syntax-errors-end-of-input.json", "tricky-declarations.json",
        "u-options.json", "unsupported-expressions.json", "valid-tests.json",
    ]

    /// Every test of every file, in order. A test that names no bidi strategy is formatted without
    /// isolation, as ICU's formatter does by default: ICU's copy of `bidi.json` expects no isolates
    /// where the working group's, which names the default strategy, expects them.
    static let cases = files.flatMap { MF2ConformanceSuite.cases(in: $0, directory: directory, bidiIsolation: "none") }

    /// ICU's tests assume its test harness's time zone.
    static let timeZone = TimeZone(identifier: "America/Los_Angeles") ?? .gmt

    /// Tests that are not expected to pass, by name (`file#index`), with the reason.
    static let exclusions = byName(MF2ICUExclusions.byReason)

    /// Syntax error tests whose error position differs from ICU's, by name, with the reason.
    static let positionDifferences = byName(MF2ICUExclusions.positions)

    static func byName(_ reasons: [String: [String]]) -> [String: String] {
        var byName: [String: String] = [:]
        for (reason, names) in reasons {
            for name in names { byName[name] = reason }
        }
        return byName
    }

    @Test func suiteIsPresent() {
        for file in Self.files {
            #expect(!MF2ConformanceSuite.cases(in: file, directory: Self.directory).isEmpty, "\(file)")
        }
        #expect(Self.cases.count >= 600)
        let names = Set(Self.cases.map(\.name))
        #expect(Set(Self.exclusions.keys).isSubset(of: names))
        #expect(Set(Self.positionDifferences.keys).isSubset(of: names))
        #expect(Set(Self.exclusions.keys).isDisjoint(with: Self.positionDifferences.keys))
    }

    /// What is wrong with the result of `test`, empty when it passes.
    static func problems(_ test: MF2ConformanceSuite.Case) -> [String] {
        let message = MF2Parser.parse(test.source)
        var reported = MF2ConformanceSuite.parseErrorTypes(message)
        var problems: [String] = []
        if reported != MF2ConformanceSuite.expectedParseErrorTypes(test), !test.expectsSomeError {
            problems.append(
                "parses with \(message.errors.map(\.description)), expected "
                    + "\(MF2ConformanceSuite.expectedParseErrorTypes(test).sorted())")
        }
        if let position = test.errorPosition,
            let error = message.errors.first(where: { $0.type == .syntaxError })
        {
            let found = icuPosition(of: error, in: test.source)
            let matches = found.line == position.line && found.character == position.character
            if !matches && positionDifferences[test.name] == nil {
                problems.append(
                    "syntax error at line \(found.line) char \(found.character), ICU says line "
                        + "\(position.line) char \(position.character)")
            } else if matches && positionDifferences[test.name] != nil {
                problems.append("listed as reporting another position than ICU, but reports ICU's: remove it")
            }
        }
        let checksRendering =
            test.expected != nil || (message.errors.isEmpty && (test.expectedErrors != nil || test.expectsSomeError))
        if checksRendering {
            let rendered = MF2ConformanceSuite.render(
                test, message: message, functions: .standard, timeZone: timeZone)
            reported.formUnion(rendered.errors)
            if let expected = test.expected, rendered.text != expected {
                problems.append("expected \(expected.debugDescription), got \(rendered.text.debugDescription)")
            }
            if test.expectsSomeError {
                if reported.isEmpty { problems.append("expected an error, got none") }
            } else if reported != Set(test.expectedErrors ?? []) {
                problems.append("expected errors \((test.expectedErrors ?? []).sorted()), got \(reported.sorted())")
            }
        } else if test.expectsSomeError && reported.isEmpty {
            problems.append("expected an error, got none")
        }
        return problems
    }

    /// Where `error` is as ICU counts: the line from 0, and the offset in that line from 0 in UTF-16
    /// code units.
    static func icuPosition(of error: MF2Error, in source: String) -> (line: Int, character: Int) {
        let before = String(decoding: source.utf8.prefix(error.range.utf8Offsets.lowerBound), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count - 1, lines.last.map { $0.utf16.count } ?? 0)
    }

    @Test func everyTestPassesOrIsAnExplainedExclusion() {
        var failures: [String] = []
        var excluded: [String: Int] = [:]
        var passed = 0
        var positions = 0
        for test in Self.cases {
            let problems = Self.problems(test)
            if let reason = Self.exclusions[test.name] {
                if problems.isEmpty {
                    failures.append("\(test): excluded (\(reason)) but passes: remove it from the list")
                } else {
                    excluded[reason, default: 0] += 1
                }
            } else if problems.isEmpty {
                passed += 1
                if Self.positionDifferences[test.name] != nil { positions += 1 }
            } else {
                failures.append("\(test): " + problems.joined(separator: "; "))
            }
        }
        let summary =
            "\(Self.cases.count) ICU tests: \(passed) pass, \(excluded.values.reduce(0, +)) excluded ("
            + excluded.sorted { $0.key < $1.key }.map { "\($0.value): \($0.key)" }.joined(separator: "; ")
            + "), \(failures.count) fail; \(positions) passing syntax error tests report another position "
            + "than ICU, for the reasons listed\n" + failures.map { String($0.prefix(400)) }.joined(separator: "\n")
        print("MF2 ICU conformance: " + summary)
        #expect(failures.isEmpty, Comment(rawValue: summary))
    }
}
