import Foundation
import Testing

@testable import GlossaMessages

/// The rule strings of the TML SDKs' English and Russian test definitions (see Fixtures/PROVENANCE.md).
@Suite struct RuleDefinitionFixtureTests {
    typealias Support = RuleTestSupport

    @Test(arguments: RuleTestSupport.definitionFiles)
    func everyRuleStringParsesAndEvaluates(file: String) throws {
        let rules = Support.ruleStrings(in: try Support.definition(file))
        #expect(rules.count > 10)
        let environment = Support.environment([
            "@n": .integer(3), "@value": .string("value"), "@gender": .string("female"),
            "@genders": .list([.string("male")]), "@count": .integer(1), "@date": .date(Support.now),
        ])
        for (text, expression) in rules {
            let program = try RuleProgram(parsing: text)
            guard case .success = program.evaluate(in: environment) else {
                Issue.record("\(file): \(text) failed to evaluate")
                continue
            }
            guard let expression, let converted = Support.expression(fromJSON: expression) else { continue }
            let preParsed = try RuleProgram(converted)
            // The two forms agree, except where tml-ruby's Russian data has a Latin "a" in the string form.
            if !text.contains("'a'") {
                #expect(preParsed.source == program.expression.description, "\(file): \(text)")
            }
        }
    }

    func numberRule(_ keyword: String, in file: String) throws -> RuleProgram {
        let definition = try Support.definition(file)
        let contexts = definition["contexts"] as? [String: Any]
        let number = contexts?["number"] as? [String: Any]
        let rules = number?["rules"] as? [String: Any]
        let rule = rules?[keyword] as? [String: Any]
        return try RuleProgram(parsing: try #require(rule?["conditions"] as? String))
    }

    /// The keyword of the first satisfied number rule, `other` as the fallback.
    func category(_ n: RuleValue, in file: String) throws -> String {
        let environment = Support.environment(["@n": n])
        for keyword in ["one", "few", "many"] where try numberRule(keyword, in: file).isSatisfied(in: environment) {
            return keyword
        }
        return "other"
    }

    @Test(arguments: ["ruby-spec-ru.json", "js-test-ru.json"])
    func russianNumberRules(file: String) throws {
        let expected: [(Int, String)] = [
            (1, "one"), (2, "few"), (5, "many"), (11, "many"), (21, "one"), (22, "few"), (111, "many"),
            (0, "many"), (4, "few"), (12, "many"), (14, "many"), (101, "one"), (1000, "many"),
        ]
        for (n, keyword) in expected {
            #expect(try category(.integer(n), in: file) == keyword, "\(n)")
        }
        #expect(try category(.number(1.5), in: file) == "other")
        #expect(try category(.number(2.5), in: file) == "other")
    }

    @Test func englishNumberRule() throws {
        let one = try numberRule("one", in: "ruby-spec-en.json")
        #expect(one.isSatisfied(in: Support.environment(["@n": .integer(1)])))
        #expect(!one.isSatisfied(in: Support.environment(["@n": .integer(2)])))
        #expect(!one.isSatisfied(in: Support.environment(["@n": .number(1.5)])))
    }

    /// Applies a language case the way tml-ruby does for one unit: the first rule whose conditions hold
    /// gives the operations' value; no matching rule leaves the value unchanged.
    func apply(_ caseKey: String, to value: String, in file: String, gender: String = "unknown") throws -> String {
        let definition = try Support.definition(file)
        let cases = definition["cases"] as? [String: Any]
        let languageCase = try #require(cases?[caseKey] as? [String: Any])
        let rules = try #require(languageCase["rules"] as? [[String: Any]])
        let environment = Support.environment(["@value": .string(value), "@gender": .string(gender)])
        for rule in rules {
            if let conditions = try program("conditions", in: rule), !conditions.isSatisfied(in: environment) {
                continue
            }
            let operations = try #require(try program("operations", in: rule))
            return try operations.evaluate(in: environment).get().text
        }
        return value
    }

    /// A rule's program, from the pre-parsed `_expression` form when present (as the SDKs do).
    func program(_ key: String, in rule: [String: Any]) throws -> RuleProgram? {
        if let json = rule[key + "_expression"], let expression = Support.expression(fromJSON: json) {
            return try RuleProgram(expression)
        }
        guard let text = rule[key] as? String else { return nil }
        return try RuleProgram(parsing: text)
    }

    @Test(arguments: ["ruby-spec-en.json", "js-test-en.json"])
    func englishCases(file: String) throws {
        let plural: [(String, String)] = [
            ("message", "messages"), ("person", "people"), ("box", "boxes"), ("child", "children"),
            ("sheep", "sheep"), ("city", "cities"), ("wife", "wives"), ("mouse", "mice"), ("ox", "oxen"),
            ("bus", "buses"), ("quiz", "quizzes"), ("match", "matches"), ("analysis", "analyses"),
        ]
        for (singular, expected) in plural {
            #expect(try apply("plural", to: singular, in: file) == expected, "\(singular)")
        }
        #expect(try apply("singular", to: "people", in: file) == "person")
        #expect(try apply("singular", to: "boxes", in: file) == "box")
        #expect(try apply("pos", to: "Michael", in: file) == "Michael's")
        #expect(try apply("pos", to: "James", in: file) == "James'")
        for (number, expected) in [
            ("1", "1st"), ("2", "2nd"), ("3", "3rd"), ("11", "11th"), ("22", "22nd"),
            ("113", "113th"), ("101", "101st"),
        ] {
            #expect(try apply("ord", to: number, in: file) == expected, "\(number)")
        }
        #expect(try apply("times", to: "1", in: file) == "once")
        #expect(try apply("times", to: "2", in: file) == "twice")
        #expect(try apply("times", to: "5", in: file) == "5 times")
        #expect(try apply("ordinal", to: "1", in: file) == "first")
        #expect(try apply("ordinal", to: "3", in: file) == "third")
    }

    @Test func russianCases() throws {
        #expect(try apply("gen", to: "Михаил", in: "ruby-spec-ru.json", gender: "male") == "Михаила")
        #expect(try apply("dat", to: "Анна", in: "ruby-spec-ru.json", gender: "female") == "Анне")
        #expect(try apply("gen", to: "Игорь", in: "js-test-ru.json", gender: "male") == "Игоря")
    }
}
