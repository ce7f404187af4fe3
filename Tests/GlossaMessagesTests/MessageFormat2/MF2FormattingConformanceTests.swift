import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

/// The formatting half of the conformance suite: every test that only needs what is implemented
/// renders its expected text and reports exactly its expected error types. Tests that need more are
/// skipped by rule, and the rules and counts are printed; tests that fail for what the engine cannot
/// do yet are listed by name in ``knownGaps``.
@Suite struct MF2FormattingConformanceTests {
    /// Functions the specification defines that the compiler does not implement yet.
    static let unimplementedFunctions: Set<String> = []

    /// Tests that fail because of what the engine cannot do yet, by name (`file#index`), with the
    /// reason. The runner fails when one of them passes, so the list cannot go stale.
    static let knownGaps: [String: String] = [:]

    /// Why `test` is not run, or `nil` when it is.
    static func skipReason(_ test: MF2ConformanceSuite.Case, message: MF2Message) -> String? {
        if test.expected == nil && test.expectedErrors == nil { return "expects nothing checkable" }
        if !message.errors.isEmpty { return "syntax or data model error (MF2SyntaxConformanceTests)" }
        if test.parameters.contains(where: { $0.type != nil && $0.type != "datetime" }) {
            return "typed parameters other than datetime"
        }
        let functions = Self.functions(in: message)
        if !functions.isDisjoint(with: unimplementedFunctions) { return "needs an unimplemented function" }
        return nil
    }

    /// The identifiers of every function the message names.
    static func functions(in message: MF2Message) -> Set<String> {
        var names = Set<String>()
        func add(_ expression: MF2Expression) {
            if let function = expression.function { names.insert(function.identifier.description) }
        }
        func add(_ pattern: MF2Pattern) {
            for case .expression(let expression) in pattern.parts { add(expression) }
        }
        for declaration in message.declarations { add(declaration.expression) }
        switch message.body {
        case .pattern(let pattern): add(pattern)
        case .matcher(let matcher): for variant in matcher.variants { add(variant.pattern) }
        }
        return names
    }

    @Test func implementedTestsFormatAsExpected() throws {
        var failures: [String] = []
        var skipped: [String: [String]] = [:]
        var gaps: [String] = []
        var passed = 0
        for test in MF2ConformanceSuite.cases where test.file != "syntax-errors.json" {
            let message = MF2Parser.parse(test.source)
            if let reason = Self.skipReason(test, message: message) {
                skipped[reason, default: []].append(test.name)
                continue
            }
            let rendered = MF2ConformanceSuite.render(
                test, message: message, functions: MF2TestFunction.registry, timeZone: .gmt)
            let reported = rendered.errors
            let expectedErrors = Set(test.expectedErrors ?? [])
            var problems: [String] = []
            if let expected = test.expected, rendered.text != expected {
                problems.append("expected \(expected.debugDescription), got \(rendered.text.debugDescription)")
            }
            if reported != expectedErrors {
                problems.append("expected errors \(expectedErrors.sorted()), got \(reported.sorted())")
            }
            if let gap = Self.knownGaps[test.name] {
                if problems.isEmpty {
                    failures.append("\(test): listed as a known gap (\(gap)) but passes: remove it from the list")
                } else {
                    gaps.append("\(test.name): \(gap)")
                }
            } else if problems.isEmpty {
                passed += 1
            } else {
                failures.append("\(test): " + problems.joined(separator: "; "))
            }
        }
        let skips = skipped.sorted { $0.key < $1.key }.map { "skipped \($0.value.count): \($0.key)" }
        let summary =
            "\(passed) of \(passed + gaps.count + failures.count) run tests pass, \(gaps.count) known gaps; "
            + "\(skips.joined(separator: "; "))\n" + (failures + gaps).prefix(120).joined(separator: "\n")
        print("MF2 formatting conformance: " + summary)
        #expect(failures.isEmpty, Comment(rawValue: summary))
    }
}
