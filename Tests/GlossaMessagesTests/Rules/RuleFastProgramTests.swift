import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The fast form of context rules (`RuleFastProgram`) against the general evaluator: whenever the fast
/// form gives a value, it is the value the general evaluator gives for the same bindings.
@Suite struct RuleFastProgramTests {
    static let slotNames = ["@n", "@gender", "@value"]

    /// Random programs over the fast subset and beyond, with random bindings of three variables.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func fastFormAgreesWithTheGeneralEvaluator(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 0x5DEE_CE66_D1CE)
        var lowered = 0
        var decided = 0
        for _ in 0..<3000 {
            let expression = Self.expression(&random, depth: 0)
            guard let program = try? RuleProgram(expression) else { continue }
            guard let fast = RuleFastProgram(program, slotNames: Self.slotNames) else { continue }
            lowered += 1
            for _ in 0..<8 {
                var slots = RuleSlots()
                var variables: [String: RuleValue] = [:]
                for (index, name) in Self.slotNames.enumerated() {
                    guard let value = Self.value(&random) else { continue }
                    slots[index] = value
                    variables[name] = value
                }
                guard let value = fast.evaluate(slots) else { continue }
                decided += 1
                let general = program.evaluate(in: RuleTestSupport.environment(variables))
                switch general {
                case .success(let expected):
                    #expect(Self.same(value, expected), "\(program) with \(variables): \(value) ≠ \(expected)")
                case .failure(let error):
                    Issue.record("\(program) with \(variables): fast \(value), general \(error)")
                }
            }
        }
        #expect(lowered > 1000)
        #expect(decided > 5000)
    }

    /// The bundled contexts pick the same rule as the general evaluator over every kind of subject.
    @Test func bundledContextsMatchAsTheGeneralEvaluatorDoes() {
        let now = RuleTestSupport.now
        var subjects: [ContextSubject] = (-3...130).map { .integer($0) }
        subjects += ["1.5", "0.0", "21", "2.07", "-1", "abc"].compactMap { try? ContextNumber(parsing: $0) }.map {
            .number($0)
        }
        subjects += ["male", "female", "other", "unknown", ""].map { .gender($0) }
        subjects += [.genders([]), .genders(["male"]), .genders(["female", "male"]), .list(count: 1), .list(count: 3)]
        subjects += [.date(now), .date(now.addingTimeInterval(-86_400 * 3)), .date(now.addingTimeInterval(86_400 * 3))]
        subjects += ["Анна", "Михаил", "1", "2", "5", "мама", "ночь", "x"].map { .value($0) }
        for language in [LanguageDefinition.english, .russian] {
            for context in language.contexts {
                for subject in subjects {
                    let environment = context.makeEnvironment(
                        for: subject, today: now, calendar: RuleTestSupport.utc)
                    let expected = Self.referenceRule(context, subject, environment)?.keyword
                    let actual = context.matchingRule(for: subject, today: now, calendar: RuleTestSupport.utc)?.keyword
                    #expect(actual == expected, "\(language.locale) \(context.keyword) \(subject)")
                }
            }
        }
    }

    /// `matchingRule` as it was before the fast form: every condition through the general evaluator.
    static func referenceRule(_ context: LanguageContext, _ subject: ContextSubject, _ environment: RuleEnvironment)
        -> LanguageContextRule?
    {
        for rule in context.rules where !rule.isFallback {
            switch rule.condition {
            case nil:
                continue
            case .pluralCategory(let category, let pluralRules):
                guard let number = subject.number else { continue }
                if pluralRules.category(for: number.operands) == category { return rule }
            case .program(let program):
                if program.isSatisfied(in: environment) { return rule }
            }
        }
        return context.fallbackRule
    }

    static func same(_ a: RuleValue, _ b: RuleValue) -> Bool {
        if case .number(let x) = a, case .number(let y) = b, x.isNaN, y.isNaN { return true }
        return a == b
    }

    static let operators = [
        "=", "!=", "<", ">", "!", "not", "&&", "and", "||", "or", "if", "cond", "+", "-", "*", "/", "mod", "%",
        "in", "true", "false", "eq", "count", "match", "within", "let", "date", "quote", "car",
    ]
    static let atoms: [RuleExpression] = [
        .integer(0), .integer(1), .integer(-1), .integer(2), .integer(10), .integer(100), .integer(Int.max),
        .number(1.5), .number(0.0), .number(-2.5), .string("male"), .string("1"), .string(" 2 "), .string("1.0"),
        .string("abc"), .string(""), .string("2..4"), .string("5..9, 11..14, 1"), .string("a..c"),
        .string("aa..bz, x"), .string("1.5..2"), .symbol("@n"), .symbol("@gender"), .symbol("@value"),
        .symbol("n"), .symbol("@@n"), .symbol("@other"), .string("true"), .string("NaN"),
    ]

    static func expression(_ random: inout SeededGenerator, depth: Int) -> RuleExpression {
        if depth > 3 || Int.random(in: 0..<3, using: &random) == 0 {
            return atoms[Int.random(in: 0..<atoms.count, using: &random)]
        }
        let name = operators[Int.random(in: 0..<operators.count, using: &random)]
        let count = Int.random(in: 0...3, using: &random)
        var items: [RuleExpression] = [.symbol(name)]
        for _ in 0..<count { items.append(expression(&random, depth: depth + 1)) }
        return .list(items)
    }

    static func value(_ random: inout SeededGenerator) -> RuleValue? {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return nil
        case 1: return .integer(Int.random(in: -3...130, using: &random))
        case 2: return .integer([Int.max, Int.min, 0][Int.random(in: 0..<3, using: &random)])
        case 3: return .number([1.5, 2.0, -0.5, .nan, .infinity][Int.random(in: 0..<5, using: &random)])
        case 4:
            return .string(["male", "female", "1", "21", " 3 ", "b", "1e3", ""][Int.random(in: 0..<8, using: &random)])
        case 5: return .bool(Bool.random(using: &random))
        case 6: return .null
        case 7: return .list([.string("male"), .integer(1)])
        case 8: return .date(RuleTestSupport.now)
        case 9: return .time(RuleTestSupport.now)
        case 10: return .string("2024-05-15")
        default: return .integer(Int.random(in: 0...12, using: &random))
        }
    }
}
