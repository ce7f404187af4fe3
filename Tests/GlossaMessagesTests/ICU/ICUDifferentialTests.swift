import Foundation
import GlossaCLDR
import GlossaJSON
import Testing

@testable import GlossaMessages

/// The ICU differential suite: every case of `Fixtures/ICU/differential.json` (messages × arguments ×
/// locales, expected outputs produced by ICU itself through PyICU, see
/// `Tests/Oracles/icu_differential_generate.py`) rendered by Glossa.
@Suite struct ICUDifferentialTests {
    struct Case: CustomStringConvertible {
        let locale: String
        let message: String
        let arguments: [String: MessageValue]
        let argumentsJSON: String
        /// What Glossa must render: ICU's output, or the deliberate difference.
        let expected: String?
        /// ICU refused the pattern: Glossa must report at least one diagnostic.
        let error: String?
        let note: String?

        var description: String { "[\(locale)] \(message) \(argumentsJSON)" }
    }

    static let fixture: (icuVersion: String, cases: [Case]) = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ICU/differential.json")
        guard let data = try? Data(contentsOf: url), let json = try? JSONParser().parse(data) else {
            return ("?", [])
        }
        let cases = (json["cases"]?.arrayValue ?? []).map { item in
            let arguments = item["arguments"] ?? .object(JSONObject())
            return Case(
                locale: item["locale"]?.stringValue ?? "",
                message: item["message"]?.stringValue ?? "",
                arguments: MessageValue.arguments(fromJSON: arguments) ?? [:],
                argumentsJSON: arguments.description,
                expected: item["glossa"]?.stringValue ?? item["expected"]?.stringValue,
                error: item["error"]?.stringValue,
                note: item["note"]?.stringValue)
        }
        return (json["icuVersion"]?.stringValue ?? "?", cases)
    }()

    static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func fixtureHasEnoughCases() {
        #expect(Self.fixture.cases.count >= 300)
        #expect(Self.fixture.icuVersion != "?")
    }

    @Test func glossaRendersWhatICURenders() throws {
        var failures: [String] = []
        for testCase in Self.fixture.cases {
            let locale = try LocaleIdentifier(parsing: testCase.locale)
            let message = ICUCompiler(locale: locale, timeZone: Self.utc).compile(testCase.message)
            let rendered = message.render(
                RenderContext(arguments: MessageArguments(testCase.arguments), locale: locale))
            if testCase.error != nil {
                if rendered.diagnostics.isEmpty {
                    failures.append("\(testCase): ICU refuses it (\(testCase.error ?? "")), Glossa reported nothing")
                }
            } else if let expected = testCase.expected, rendered.text != expected {
                failures.append(
                    "\(testCase): expected \(expected.debugDescription), got \(rendered.text.debugDescription)"
                        + (rendered.diagnostics.isEmpty ? "" : " \(rendered.diagnostics)"))
            }
        }
        let summary =
            "\(failures.count) of \(Self.fixture.cases.count) cases differ from ICU \(Self.fixture.icuVersion):\n"
            + failures.prefix(60).joined(separator: "\n")
        #expect(failures.isEmpty, Comment(rawValue: summary))
    }
}
