import Foundation
import GlossaJSON

/// The working group's conformance tests (`Fixtures/MF2/`, see its `PROVENANCE.md`), read from the
/// JSON files as they are published: each test with the file's default properties applied.
enum MF2ConformanceSuite {
    /// One test of the suite.
    struct Case: CustomStringConvertible {
        let file: String
        let index: Int
        let description: String
        let source: String
        let locale: String
        let parameters: [(name: String, value: JSONValue, type: String?)]
        let expected: String?
        /// The error types expected, `nil` when the test does not say.
        let expectedErrors: [String]?
        let bidiIsolation: String
        let tags: [String]
        let hasExpectedParts: Bool

        var name: String { "\(file)#\(index)" }
    }

    /// Every file of the suite, relative to `Fixtures/MF2/`.
    static let files = [
        "syntax-errors.json", "data-model-errors.json", "syntax.json", "fallback.json", "pattern-selection.json",
        "bidi.json", "u-options.json", "functions/string.json", "functions/number.json", "functions/integer.json",
        "functions/offset.json", "functions/percent.json", "functions/currency.json", "functions/date.json",
        "functions/time.json", "functions/datetime.json",
    ]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MF2")

    /// Every test of every file, in order.
    static let cases: [Case] = files.flatMap { cases(in: $0) }

    static func cases(in file: String) -> [Case] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
            let json = try? JSONParser().parse(data)
        else { return [] }
        let defaults = json["defaultTestProperties"]
        return (json["tests"]?.arrayValue ?? []).enumerated().map { index, test in
            func property(_ key: String) -> JSONValue? { test[key] ?? defaults?[key] }
            let source = property("src")?.stringValue ?? ""
            let parameters = (property("params")?.arrayValue ?? []).map { parameter in
                (
                    name: parameter["name"]?.stringValue ?? "", value: parameter["value"] ?? .null,
                    type: parameter["type"]?.stringValue
                )
            }
            return Case(
                file: file, index: index,
                description: "\(file)#\(index) \(source.debugDescription)"
                    + (test["description"]?.stringValue.map { " (\($0))" } ?? ""),
                source: source, locale: property("locale")?.stringValue ?? "en-US", parameters: parameters,
                expected: property("exp")?.stringValue,
                expectedErrors: property("expErrors")?.arrayValue?.compactMap { $0["type"]?.stringValue },
                bidiIsolation: property("bidiIsolation")?.stringValue ?? "default",
                tags: property("tags")?.arrayValue?.compactMap(\.stringValue) ?? [],
                hasExpectedParts: property("expParts") != nil)
        }
    }
}
