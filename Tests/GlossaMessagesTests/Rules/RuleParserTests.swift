import Testing

@testable import GlossaMessages

@Suite struct RuleParserTests {
    @Test func parsesTheTextForm() throws {
        let program = try RuleProgram(parsing: "(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))")
        #expect(
            program.expression
                == .list([
                    .symbol("&&"),
                    .list([.symbol("="), .integer(1), .list([.symbol("mod"), .symbol("@n"), .integer(10)])]),
                    .list([.symbol("!="), .integer(11), .list([.symbol("mod"), .symbol("@n"), .integer(100)])]),
                ]))
        #expect(program.source == "(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))")
        #expect(program.description == program.source)
    }

    @Test func tokenizesLikeTmlRuby() throws {
        let table: [(String, RuleExpression)] = [
            ("(= 'male' @gender)", .list([.symbol("="), .string("male"), .symbol("@gender")])),
            ("(append \"'s\" @value)", .list([.symbol("append"), .string("'s"), .symbol("@value")])),
            ("(in '1..5, 10..22' 21)", .list([.symbol("in"), .string("1..5, 10..22"), .integer(21)])),
            ("(+ 1.5 2)", .list([.symbol("+"), .integer(1), .integer(5), .integer(2)])),
            ("(x n1 @n1 1_000 12abc)", .list([.symbol("x"), .integer(0), .integer(0), .integer(1000), .integer(12)])),
            ("(f ,.;ж @ a)", .list([.symbol("f"), .symbol("a")])),
            ("(f 'unterminated)", .list([.symbol("f"), .symbol("unterminated")])),
            ("(f 'a\nb')", .list([.symbol("f"), .symbol("a"), .symbol("b")])),
            (
                "(&&(!=1 2)(<= 3 4))",
                .list([
                    .symbol("&&"), .list([.symbol("!="), .integer(1), .integer(2)]),
                    .list([.symbol("<="), .integer(3), .integer(4)]),
                ])
            ),
            ("(match '/[ь]$/' @value)", .list([.symbol("match"), .string("/[ь]$/"), .symbol("@value")])),
            ("()", .list([])),
            ("  (true)\n\n", .list([.symbol("true")])),
            ("@value", .symbol("@value")),
            ("  @value \n", .symbol("@value")),
            ("male", .symbol("male")),
        ]
        for (source, expected) in table {
            #expect(try RuleProgram(parsing: source).expression == expected, "\(source)")
        }
    }

    @Test func syntaxErrorsCarryPositions() {
        let table: [(String, Int, String)] = [
            ("", 1, "empty"),
            ("   ", 1, "empty"),
            ("(= 1 @n", 1, "missing ')'"),
            ("(&& (= 1 @n)", 1, "missing ')'"),
            ("(= 1 (mod @n 10", 6, "missing ')'"),
            ("(= 1 @n))", 9, "unexpected text"),
            ("(= 1 @n) (= 2 @n)", 10, "unexpected text"),
            ("(", 1, "missing ')'"),
        ]
        for (source, position, message) in table {
            do {
                _ = try RuleProgram(parsing: source)
                Issue.record("\(source) parsed")
            } catch {
                #expect(error.position == position, "\(source): \(error)")
                #expect(error.message.contains(message), "\(source): \(error)")
                #expect(error.source == source)
            }
        }
        let deep = String(repeating: "(not ", count: 300) + "true" + String(repeating: ")", count: 300)
        #expect(throws: RuleSyntaxError.self) { _ = try RuleProgram(parsing: deep) }
        let fine = String(repeating: "(not ", count: 200) + "(true)" + String(repeating: ")", count: 200)
        #expect(throws: Never.self) { _ = try RuleProgram(parsing: fine) }
    }

    @Test func preParsedFormMatchesTheTextForm() throws {
        let json: RuleExpression = .list([
            .string("&&"),
            .list([.string("="), .integer(1), .list([.string("mod"), .string("@n"), .integer(10)])]),
            .list([.string("!="), .integer(11), .list([.string("mod"), .string("@n"), .integer(100)])]),
        ])
        let program = try RuleProgram(json)
        #expect(program.source == "(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))")
        let parsed = try RuleProgram(parsing: program.source)
        for n in [1, 2, 5, 11, 21, 111] {
            let environment = RuleTestSupport.environment(["@n": .integer(n)])
            #expect(program.isSatisfied(in: environment) == parsed.isSatisfied(in: environment))
        }
        #expect(try RuleProgram(.string("@value")).source == "@value")
        #expect(
            try RuleProgram(.list([.string("in"), .string("a, b"), .string("@v")])).source
                == "(in 'a, b' @v)")
        #expect(
            try RuleProgram(.list([.string("append"), .string("'s"), .string("@v")])).source
                == "(append \"'s\" @v)")
        var deep: RuleExpression = .list([.string("true")])
        for _ in 0..<300 { deep = .list([.string("not"), deep]) }
        #expect(throws: RuleSyntaxError.self) { _ = try RuleProgram(deep) }
    }

    @Test func equalProgramsHaveEqualExpressions() throws {
        #expect(try RuleProgram(parsing: "(= 1 @n)") == RuleProgram(parsing: "(=   1\t@n)"))
        #expect(try RuleProgram(parsing: "(= 1 @n)") != RuleProgram(parsing: "(= 2 @n)"))
        #expect(try Set([RuleProgram(parsing: "(true)"), RuleProgram(parsing: " (true) ")]).count == 1)
    }
}
