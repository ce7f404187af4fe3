import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Hostile programs and random input: evaluation always returns, within the step budget.
@Suite struct RuleBudgetTests {
    typealias Support = RuleTestSupport

    func failure(_ source: String, limits: RuleLimits = RuleLimits(), _ variables: [String: RuleValue] = [:])
        throws -> RuleEvaluationError?
    {
        var environment = Support.environment(variables)
        environment.limits = limits
        let (result, steps) = try RuleProgram(parsing: source).evaluateCountingSteps(in: environment)
        #expect(steps <= limits.maximumSteps + 64)
        guard case .failure(let error) = result else { return nil }
        return error
    }

    @Test func stepBudgetStopsRunawayPrograms() throws {
        let doubling = "(&& " + String(repeating: "(let @v (append @v @v)) ", count: 40) + ")"
        let error = try failure(doubling, ["@v": .string("abcdefgh")])
        #expect(error?.kind == .valueTooLarge || error?.kind == .stepLimitExceeded)

        let consing = "(&& " + String(repeating: "(let @l (cons @l @l)) ", count: 40) + "(= @l @l))"
        let listError = try failure(consing, ["@l": .list([.integer(1)])])
        #expect(listError?.kind == .valueTooLarge || listError?.kind == .stepLimitExceeded)

        let wide = "(&& " + String(repeating: "(= 1 1) ", count: 500) + ")"
        #expect(try failure(wide, limits: RuleLimits(maximumSteps: 100))?.kind == .stepLimitExceeded)
        #expect(try failure(wide) == nil)
    }

    @Test func depthLimit() throws {
        let nested = String(repeating: "(not ", count: 100) + "(true)" + String(repeating: ")", count: 100)
        #expect(try failure(nested, limits: RuleLimits(maximumDepth: 50))?.kind == .depthLimitExceeded)
        #expect(try failure(nested) == nil)
    }

    @Test func hostileRegexesAreBoundedByTheBudget() throws {
        let subject = String(repeating: "a", count: 50_000)
        let hostile = try failure("(match '/(a|a)*b/' @value)", ["@value": .string(subject)])
        #expect(hostile == nil || hostile?.kind == .stepLimitExceeded)
        let replace = try failure("(replace '/a(.*b)?/' 'x' @value)", ["@value": .string(subject)])
        #expect(replace?.kind == .stepLimitExceeded)
        #expect(try failure("(match '/(a+)+$/' @value)", ["@value": .string("aaaa!")]) == nil)
    }

    static let names = [
        "quote", "car", "cdr", "cons", "eq", "atom", "cond", "if", "let", "label", "set", "=", "!=", "<", ">", "+",
        "-", "*", "/", "%", "mod", "!", "not", "&&", "and", "||", "or", "true", "false", "in", "within", "match",
        "replace", "append", "prepend", "count", "all", "any", "date", "time", "today", "now", "nope",
    ]
    static let atoms: [RuleExpression] = [
        .integer(0), .integer(1), .integer(-7), .integer(Int.max), .number(2.5), .number(-0.0),
        .string("@n"), .string("@value"), .string("@genders"), .string("@v"), .string("male"), .string("1..5, 7"),
        .string("/(a+)+$/i"), .string("/[ь]$/"), .string("$1$2x"), .string("2011-01-01"), .string("((("),
        .string(""), .string("ё"),
    ]

    func randomExpression(depth: Int, using generator: inout SeededGenerator) -> RuleExpression {
        if depth == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
            return Self.atoms.randomElement(using: &generator) ?? .integer(0)
        }
        var items: [RuleExpression] = [.string(Self.names.randomElement(using: &generator) ?? "true")]
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            items.append(randomExpression(depth: depth - 1, using: &generator))
        }
        return .list(items)
    }

    @Test func randomNestedExpressionsAlwaysReturnWithinTheBudget() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let limits = RuleLimits(maximumSteps: 5_000)
        var environment = Support.environment([
            "@n": .integer(21), "@value": .string(String(repeating: "a", count: 200) + "ь"),
            "@genders": .list([.string("male"), .string("female")]), "@v": .list([.integer(1)]),
        ])
        environment.limits = limits
        var outcomes = (successes: 0, failures: 0)
        for _ in 0..<2_000 {
            let expression = randomExpression(depth: 6, using: &generator)
            let program = try RuleProgram(expression)
            let (result, steps) = program.evaluateCountingSteps(in: environment)
            #expect(steps <= limits.maximumSteps + 64, "\(program.source)")
            switch result {
            case .success: outcomes.successes += 1
            case .failure: outcomes.failures += 1
            }
            // The rendered text form parses back (integers and strings survive the round trip).
            _ = try? RuleProgram(parsing: program.source).evaluate(in: environment)
        }
        #expect(outcomes.successes > 100)
        #expect(outcomes.failures > 100)
    }

    @Test func randomTokenSoupsNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let pieces = [
            "(", "(", ")", ")", " ", "'", "\"", "@n", "@value", "1", "22", "1.5", "..", ",", "&&", "||", "!", "=",
            "!=", "<", ">", "mod", "in", "match", "replace", "append", "quote", "let", "count", "all", "'/(a+)+$/'",
            "'1..3'", "ж", "\n", "\\", "/", "%", "$1", "if", "cond", "today", "date", "'2011-01-01'",
        ]
        var parsed = 0
        for _ in 0..<3_000 {
            var source = Bool.random(using: &generator) ? "(" : ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                source += pieces.randomElement(using: &generator) ?? " "
                if Bool.random(using: &generator) { source += " " }
            }
            guard let program = try? RuleProgram(parsing: source) else { continue }
            parsed += 1
            var environment = Support.environment(["@n": .integer(5), "@value": .string("Анна")])
            environment.limits = RuleLimits(maximumSteps: 2_000)
            let (_, steps) = program.evaluateCountingSteps(in: environment)
            #expect(steps <= 2_000 + 64, "\(source)")
        }
        #expect(parsed > 100)
    }
}
