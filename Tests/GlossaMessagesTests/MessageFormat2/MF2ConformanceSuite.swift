import Foundation
import GlossaCLDR
import GlossaJSON

@testable import GlossaMessages

/// Conformance tests read from their JSON files as they are published: the working group's suite
/// (`Fixtures/MF2/`) and ICU's (`Fixtures/MF2-ICU/`, see each directory's `PROVENANCE.md`), each
/// test with its file's default properties applied.
///
/// ICU's files extend the working group's schema (`testdata/message2/README.txt` in unicode-org/icu),
/// and the reader takes those extensions as they are meant: a file may be a bare array of tests, and
/// a test a bare string (a message that must be a syntax error); `src` may be an array of strings (or
/// `srcs`), concatenated; `params` may be an object of names and values, and a value
/// `{"decimal": "…"}` a number given by its digits; `expErrors: true` expects some error of any
/// type; `char` and `line` (0-based, in UTF-16 code units) give where a syntax error is, and a test
/// with `char` expects a syntax error; `errors` is the older name of `expErrors`.
/// `ignoreJava`/`ignoreCpp` (tests ICU4J or ICU4C fail) and `comment` change nothing: those tests run.
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
        /// Whether the test expects some error without saying which (ICU's `expErrors: true`).
        let expectsSomeError: Bool
        /// Where the syntax error is, as ICU gives it (`line` and `char`, from 0, in UTF-16 code
        /// units), `nil` when the test does not say.
        let errorPosition: (line: Int, character: Int)?
        let bidiIsolation: String
        let tags: [String]
        let hasExpectedParts: Bool

        var name: String { "\(file)#\(index)" }
    }

    /// Every file of the working group's suite, relative to `Fixtures/MF2/`.
    static let files = [
        "syntax-errors.json", "data-model-errors.json", "syntax.json", "fallback.json", "pattern-selection.json",
        "bidi.json", "u-options.json", "functions/string.json", "functions/number.json", "functions/integer.json",
        "functions/offset.json", "functions/percent.json", "functions/currency.json", "functions/date.json",
        "functions/time.json", "functions/datetime.json",
    ]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The working group's suite.
    static let directory = fixtures.appendingPathComponent("MF2")

    /// Every test of every file of the working group's suite, in order.
    static let cases: [Case] = files.flatMap { cases(in: $0) }

    /// The error types of the specification's earlier drafts that ICU's older tests still name, and
    /// what the current specification makes of them: reserved and private-use annotations and
    /// statements were removed from the grammar (LDML 46), so they are syntax errors now.
    static let retiredErrorTypes = [
        "unsupported-annotation": "syntax-error", "unsupported-expression": "syntax-error",
        "unsupported-statement": "syntax-error", "reserved-error": "syntax-error",
    ]

    /// The tests of `file` in `directory` (by default the working group's suite), with
    /// `bidiIsolation` for the tests that do not name a strategy.
    static func cases(in file: String, directory: URL = directory, bidiIsolation: String = "default") -> [Case] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
            let json = try? JSONParser().parse(data)
        else { return [] }
        let defaults = json["defaultTestProperties"]
        let tests = json.arrayValue ?? json["tests"]?.arrayValue ?? []
        return tests.enumerated().map { index, test in
            func property(_ key: String) -> JSONValue? { test[key] ?? defaults?[key] }
            let source: String
            if let text = test.stringValue {
                source = text
            } else if let parts = (property("src") ?? property("srcs"))?.arrayValue {
                source = parts.compactMap(\.stringValue).joined()
            } else {
                source = property("src")?.stringValue ?? ""
            }
            let position = property("char")?.doubleValue.map { character in
                (line: Int(property("line")?.doubleValue ?? 0), character: Int(character))
            }
            let errors = property("expErrors") ?? property("errors")
            var expectedErrors = errors?.arrayValue?.compactMap { error in
                error["type"]?.stringValue.map { retiredErrorTypes[$0] ?? $0 }
            }
            if expectedErrors == nil, test.stringValue != nil || position != nil { expectedErrors = ["syntax-error"] }
            return Case(
                file: file, index: index,
                description: "\(file)#\(index) \(source.debugDescription)"
                    + ((test["description"] ?? test["comment"])?.stringValue.map { " (\($0))" } ?? ""),
                source: source, locale: property("locale")?.stringValue ?? "en-US",
                parameters: parameters(property("params")), expected: property("exp")?.stringValue,
                expectedErrors: expectedErrors, expectsSomeError: errors?.boolValue == true,
                errorPosition: position, bidiIsolation: property("bidiIsolation")?.stringValue ?? bidiIsolation,
                tags: property("tags")?.arrayValue?.compactMap(\.stringValue) ?? [],
                hasExpectedParts: property("expParts") != nil)
        }
    }

    /// A test's parameters, given as an array of `name`/`value`/`type` objects or as one object.
    static func parameters(_ json: JSONValue?) -> [(name: String, value: JSONValue, type: String?)] {
        if case .object(let object) = json {
            return object.members.map { (name: $0.key, value: $0.value, type: nil) }
        }
        return (json?.arrayValue ?? []).map { parameter in
            (
                name: parameter["name"]?.stringValue ?? "", value: parameter["value"] ?? .null,
                type: parameter["type"]?.stringValue
            )
        }
    }

    /// The test's parameters as arguments; a `"type": "datetime"` parameter is an ISO 8601 string
    /// passed as a `Date`, read as JSON date arguments are (without an offset, in UTC: the runners
    /// format in a fixed zone, so its fields show as written), and `{"decimal": "…"}` is a number
    /// with those digits.
    static func arguments(_ test: Case) -> MessageArguments {
        var values: [String: MessageValue] = [:]
        for parameter in test.parameters {
            if parameter.value.isNull {
                values[parameter.name] = .null
            } else if parameter.type == "datetime" {
                values[parameter.name] = MessageValue(argumentJSON: .object(JSONObject([("date", parameter.value)])))
            } else if case .object(let object) = parameter.value, object.count == 1,
                let digits = object["decimal"]?.stringValue, let number = MessageNumber(decimalText: digits)
            {
                values[parameter.name] = .number(number)
            } else {
                values[parameter.name] = MessageValue(argumentJSON: parameter.value)
            }
        }
        return MessageArguments(values)
    }

    /// The syntax and data model error types the parser reports for the test's message.
    static func parseErrorTypes(_ message: MF2Message) -> Set<String> {
        Set(message.errors.map(\.type).filter { $0 == .syntaxError || $0.isDataModelError }.map(\.rawValue))
    }

    /// The syntax and data model error types the test expects.
    static func expectedParseErrorTypes(_ test: Case) -> Set<String> {
        Set(
            (test.expectedErrors ?? []).filter {
                $0 == MF2ErrorType.syntaxError.rawValue || MF2ErrorType(rawValue: $0)?.isDataModelError == true
            })
    }

    /// Renders the test's message with `functions`, showing dates in `timeZone`: its text and the
    /// error types reported.
    static func render(
        _ test: Case, message: MF2Message, functions: MF2FunctionRegistry, timeZone: TimeZone
    ) -> (text: String, errors: Set<String>) {
        let locale = (try? LocaleIdentifier(parsing: test.locale)) ?? .root
        let compiler = MF2Compiler(
            locale: locale, bidiIsolation: test.bidiIsolation == "none" ? .none : .default, functions: functions,
            timeZone: timeZone)
        let rendered = compiler.compile(message).render(RenderContext(arguments: arguments(test), locale: locale))
        return (rendered.text, Set(rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue }))
    }
}
