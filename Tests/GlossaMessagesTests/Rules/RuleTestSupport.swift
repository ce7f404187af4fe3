import Foundation

@testable import GlossaMessages

/// Shared helpers for the rules-engine tests.
enum RuleTestSupport {
    /// A fixed clock: 2024-05-15 12:30:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_715_776_200)

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }

    static func environment(_ variables: [String: RuleValue] = [:]) -> RuleEnvironment {
        RuleEnvironment(variables: variables, today: now, calendar: utc)
    }

    /// Evaluates the text form; `nil` on a parse or evaluation error.
    static func evaluate(_ source: String, _ variables: [String: RuleValue] = [:]) -> RuleValue? {
        guard let program = try? RuleProgram(parsing: source) else { return nil }
        return try? program.evaluate(in: environment(variables)).get()
    }

    /// Evaluates the pre-parsed form; `nil` on an error.
    static func evaluate(_ expression: RuleExpression, _ variables: [String: RuleValue] = [:]) -> RuleValue? {
        guard let program = try? RuleProgram(expression) else { return nil }
        return try? program.evaluate(in: environment(variables)).get()
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day)) ?? now
    }

    /// The directory of the fixture definitions (shared with the language-definition tests).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TML/Languages")

    static let definitionFiles = ["ruby-spec-en.json", "ruby-spec-ru.json", "js-test-en.json", "js-test-ru.json"]

    static func definition(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// Every (`conditions` or `operations`) string in a definition, with its `_expression` form if any.
    static func ruleStrings(in definition: Any) -> [(text: String, expression: Any?)] {
        var found: [(String, Any?)] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for key in ["conditions", "operations"] {
                    if let text = object[key] as? String { found.append((text, object[key + "_expression"])) }
                }
                for (_, child) in object { walk(child) }
            } else if let array = value as? [Any] {
                for child in array { walk(child) }
            }
        }
        walk(definition)
        return found
    }

    /// A JSONSerialization value as a ``RuleExpression`` (what the JSON module feeds the engine).
    static func expression(fromJSON value: Any) -> RuleExpression? {
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber:
            let double = number.doubleValue
            return double.rounded() == double ? .integer(number.intValue) : .number(double)
        case let array as [Any]:
            var items: [RuleExpression] = []
            for item in array {
                guard let expression = expression(fromJSON: item) else { return nil }
                items.append(expression)
            }
            return .list(items)
        default: return nil
        }
    }
}
