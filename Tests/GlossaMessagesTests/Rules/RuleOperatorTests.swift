import Testing

@testable import GlossaMessages

/// Every operator of “Rules engine” in the TMLSemantics article, mirroring tml-ruby's evaluator spec and the spec's
/// examples.
@Suite struct RuleOperatorTests {
    typealias Support = RuleTestSupport

    func value(_ source: String, _ variables: [String: RuleValue] = [:]) -> RuleValue? {
        Support.evaluate(source, variables)
    }

    func truthy(_ source: String, _ variables: [String: RuleValue] = [:]) -> Bool? {
        value(source, variables)?.isTruthy
    }

    func value(_ expression: RuleExpression) -> RuleValue? {
        Support.evaluate(expression)
    }

    @Test func lispPrimitives() {
        #expect(value("(quote (1 2 3))") == .list([.integer(1), .integer(2), .integer(3)]))
        #expect(value("(quote (a b c))") == .list([.string("a"), .string("b"), .string("c")]))
        #expect(value("(quote 'moves')") == .string("moves"))
        #expect(value("(car (+ 1 2))") == .integer(1))
        #expect(value("(cdr (+ 1 2))") == .list([.integer(1), .integer(2)]))
        #expect(value("(car (a))") == .null)
        #expect(value("(car @list)", ["@list": .list([.string("a"), .string("b")])]) == .string("b"))
        #expect(value("(cdr @list)", ["@list": .list([.string("a"), .string("b")])]) == .list([.string("b")]))
        #expect(value("(car 5)") == nil)
        #expect(value("(cons 1 (quote (2 3)))") == .list([.integer(1), .integer(2), .integer(3)]))
        #expect(value("(cons 1 2)") == nil)
        #expect(value("(eq 1 1)") == .bool(true))
        #expect(value("(eq 1 '1')") == .bool(false))
        #expect(value("(eq 'a' 'a')") == .bool(true))
        #expect(value(.list([.string("eq"), .integer(2), .number(2.0)])) == .bool(true))
        #expect(value("(atom 'hello')") == .bool(true))
        #expect(value("(atom 1)") == .bool(true))
        #expect(value(.list([.string("atom"), .number(1.4)])) == .bool(true))
        #expect(value("(atom (eq 1 1))") == .bool(false))
        #expect(value("(atom (quote (1)))") == .bool(false))
        #expect(value("(cond (eq 1 1) 1 0)") == .integer(1))
        #expect(value("(cond (eq 1 2) 1 0)") == .integer(0))
        #expect(value("(if (= 1 2) 1 0)") == .integer(0))
        #expect(value("(if (= 1 1) 'yes')") == .string("yes"))
        #expect(value("(if (= 1 2) 'yes')") == .null)
        #expect(value("(if (true) 1 (unknown))") == .integer(1))
    }

    @Test func bindings() {
        #expect(value("(let @n 5)") == .integer(5))
        #expect(value("(&& (let @n 11) (= 11 @n))") == .bool(true))
        #expect(value("(&& (label greeting 'hello world') (= greeting 'hello world'))") == .bool(true))
        #expect(value("(&& (set @x (+ 1 2)) (= @x 3))") == .bool(true))
        #expect(value("(&& (let @n 2) (= @n 2))", ["@n": .integer(1)]) == .bool(true))
        #expect(value("(let 5 5)") == nil)
        #expect(value("@n", ["@n": .integer(7)]) == .integer(7))
        #expect(value("@n", ["n": .integer(7)]) == .integer(7))
        #expect(value("@unbound") == .string("@unbound"))
    }

    @Test func equality() {
        #expect(truthy("(= '1' '1')") == true)
        #expect(truthy("(= '1' '2')") == false)
        #expect(truthy("(= 1 '1')") == true)
        #expect(truthy("(= 1 @value)", ["@value": .string("1")]) == true)
        #expect(truthy("(= 1 @value)", ["@value": .string("1.0")]) == true)
        #expect(truthy("(= '01' '1')") == false)
        #expect(truthy("(= 10 (/ 20 2))") == true)
        #expect(truthy("(= @n 1)", ["@n": .number(1.5)]) == false)
        #expect(truthy("(= 'male' @gender)", ["@gender": .string("male")]) == true)
        #expect(truthy("(= 'male' @gender)", ["@gender": .string("female")]) == false)
        #expect(truthy("(!= '2' '1')") == true)
        #expect(truthy("(!= '2' '2')") == false)
        #expect(truthy("(!= 11 (mod @n 100))", ["@n": .integer(111)]) == false)
        #expect(truthy("(= @l (quote (a b)))", ["@l": .list([.string("a"), .string("b")])]) == true)
        #expect(truthy("(= (true) (true))") == true)
    }

    @Test func ordering() {
        #expect(truthy("(> '2' '1')") == true)
        #expect(truthy("(> '1' '2')") == false)
        #expect(truthy("(< '2' '3')") == true)
        #expect(truthy("(< '3' '2')") == false)
        #expect(truthy("(< 2 10)") == true)
        #expect(truthy("(< '10' 9)") == false)
        #expect(truthy("(< 'apple' 'banana')") == true)
        #expect(truthy("(< 'я' 'а')") == false)
        #expect(value("(< 'a' (quote (1)))") == nil)
    }

    @Test func arithmetic() {
        #expect(value("(+ 1 2)") == .integer(3))
        #expect(value(.list([.string("+"), .integer(-1), .integer(2)])) == .integer(1))
        #expect(value("(- 2 1)") == .integer(1))
        #expect(value("(* 2 10)") == .integer(20))
        #expect(value("(/ 20 10)") == .number(2))
        #expect(value("(/ 1 4)") == .number(0.25))
        #expect(value("(/ 1 0)") == nil)
        #expect(value("(mod 23 10)") == .integer(3))
        #expect(value("(% 14 10)") == .integer(4))
        #expect(value(.list([.string("mod"), .number(2.3), .integer(10)])) == .number(2.3))
        #expect(value(.list([.string("mod"), .integer(-1), .integer(10)])) == .integer(9))
        #expect(value("(mod @n 10)", ["@n": .string("21")]) == .integer(1))
        #expect(value("(mod 5 0)") == nil)
        #expect(value("(+ 'a' 'b')") == .string("ab"))
        #expect(value("(* 'a' 2)") == nil)
        #expect(value(.list([.string("+"), .integer(Int.max), .integer(1)])) == .number(Double(Int.max) + 1))
    }

    @Test func logic() {
        #expect(truthy("(! (= '1' '2'))") == true)
        #expect(truthy("(not (true))") == false)
        #expect(truthy("(&& (= '1' '1') (= 10 (/ 20 2)))") == true)
        #expect(truthy("(and (= '1' '1') (= 10 (/ 20 2)))") == true)
        #expect(truthy("(|| (= '2' '1') (= 10 (/ 20 2)))") == true)
        #expect(truthy("(or (= '2' '1') (= 10 (/ 20 2)))") == true)
        #expect(truthy("(&& (false) (unknown))") == false)
        #expect(truthy("(|| (true) (unknown))") == true)
        #expect(truthy("(&& (true) (unknown))") == nil)
        #expect(truthy("(&&)") == true)
        #expect(truthy("(||)") == false)
        #expect(value("(true)") == .bool(true))
        #expect(value("(false)") == .bool(false))
        #expect(value("(if 0 1 2)") == .integer(1))
    }

    @Test func membership() {
        #expect(truthy("(in '1,2' '1')") == true)
        #expect(truthy("(in '1,2' 1)") == true)
        #expect(truthy("(in 'a,b,c' 'a')") == true)
        #expect(truthy("(in 'a..c, d..z' 'h')") == true)
        #expect(truthy("(in 'a..c' 'ab')") == false)
        #expect(truthy("(in '1..5, 10..22' 21)") == true)
        #expect(truthy("(in '1..5, 10..22' 22)") == true)
        #expect(truthy("(in '1..5, 10..22' 1)") == true)
        #expect(truthy("(in '1..5, 10..22' 23)") == false)
        #expect(truthy("(in '1..5, 10..22' '9')") == false)
        #expect(truthy("(in '2..4' @n)", ["@n": .number(2.5)]) == false)
        #expect(truthy("(in '2..4' @n)", ["@n": .number(3.0)]) == true)
        #expect(truthy("(in '2..4' ' 3 ')") == true)
        #expect(truthy("(in 'sheep,fish,series' @value)", ["@value": .string("fish")]) == true)
        #expect(truthy("(in 'а..я' 'ж')") == true)
        #expect(truthy("(within '1..3' 2)") == true)
        #expect(value(.list([.string("within"), .string("1..3"), .number(2.3)])) == .bool(true))
        #expect(value(.list([.string("within"), .string("1..3"), .number(3.3)])) == .bool(false))
        #expect(value(.list([.string("within"), .string("0.5..1.5"), .integer(1)])) == .bool(true))
        #expect(value("(within 'x' 2)") == nil)
    }

    @Test func regexFunctions() {
        #expect(truthy("(match '/hello/' 'hello world')") == true)
        #expect(truthy("(match 'hello' 'hello world')") == true)
        #expect(truthy("(match '/^h/' 'hello world')") == true)
        #expect(truthy("(match '/^e/' 'hello world')") == false)
        #expect(truthy("(match '/^h.*d$/' 'hello world')") == true)
        #expect(truthy("(match '/S$/i' 'BUS')") == true)
        #expect(truthy("(match '/s$/' 'BUS')") == false)
        #expect(truthy("(match '/^[аиоуыэАИОУЭ]/' @value)", ["@value": .string("Ольга")]) == true)
        #expect(truthy("(match '/(/' 'x')") == nil)
        #expect(truthy("(match @p 'abc')", ["@p": .string("/B/i")]) == true)
        #expect(value("(replace '/^hello/' 'hi' 'hello world')") == .string("hi world"))
        #expect(value("(replace 'world' 'hi' 'hello world')") == .string("hello hi"))
        #expect(value("(replace 'o' 'a' 'hello world')") == .string("hella warld"))
        #expect(value("(replace '/world$/' 'moon' 'hello moon')") == .string("hello moon"))
        #expect(value("(replace '/(x|ch|ss|sh)$/i' '$1es' 'box')") == .string("boxes"))
        #expect(value("(replace '/(ox)$/' '$1en' 'ox')") == .string("oxen"))
        #expect(value("(replace '/ь$/' 'я' @value)", ["@value": .string("Игорь")]) == .string("Игоря"))
        #expect(value("(replace 1 'first' @value)", ["@value": .string("1")]) == .string("first"))
    }

    @Test func textFunctions() {
        #expect(value("(append 'world' 'hello ')") == .string("hello world"))
        #expect(value("(prepend 'hello ' 'world')") == .string("hello world"))
        #expect(value("(append 'st' '1')") == .string("1st"))
        #expect(value("(append \"'s\" @value)", ["@value": .string("Michael")]) == .string("Michael's"))
        #expect(value("(append 'st' @n)", ["@n": .integer(21)]) == .string("21st"))
    }

    @Test func collections() {
        let one: [String: RuleValue] = ["@genders": .list([.string("male")])]
        let two: [String: RuleValue] = ["@genders": .list([.string("male"), .string("female")])]
        #expect(value("(count @genders)", two) == .integer(2))
        #expect(truthy("(&& (= 1 (count @genders)) (all @genders 'male'))", one) == true)
        #expect(truthy("(&& (= 1 (count @genders)) (all @genders 'male'))", two) == false)
        #expect(truthy("(all @genders 'male')", two) == false)
        #expect(truthy("(any @genders 'female')", two) == true)
        #expect(truthy("(any @genders 'unknown')", two) == false)
        #expect(truthy("(all @genders 'male')", ["@genders": .string("male")]) == false)
        #expect(truthy("(any @missing 'male')") == false)
        #expect(value("(count @missing)") == nil)
        #expect(value("(count (quote (1 2 3)))") == .integer(3))
    }

    @Test func dates() {
        #expect(value("(date '2011-01-01')") == .date(Support.day(2011, 1, 1)))
        #expect(value("(today)") == .date(Support.day(2024, 5, 15)))
        #expect(value("(now)") == .time(Support.now))
        #expect(
            value("(time '2011-01-01 10:9:8')")
                == .time(Support.day(2011, 1, 1).addingTimeInterval(10 * 3600 + 9 * 60 + 8)))
        #expect(truthy("(> (date '3014-01-01') (today))") == true)
        #expect(truthy("(< (date '2011-01-01') (today))") == true)
        #expect(truthy("(= (date '2024-05-15') (today))") == true)
        #expect(truthy("(= @date (today))", ["@date": .time(Support.now.addingTimeInterval(3600))]) == true)
        #expect(truthy("(< @date (today))", ["@date": .date(Support.day(2024, 5, 14))]) == true)
        #expect(truthy("(> @date (today))", ["@date": .string("2024-06-01")]) == true)
        #expect(truthy("(< (now) (time '2024-05-15 13:00:00'))") == true)
        #expect(value("(date '2011-02-30')") == nil)
        #expect(value("(date 'yesterday')") == nil)
        #expect(value("(append '' (date '2011-01-01'))") == .string("2011-01-01"))
    }

    @Test func unknownFunctionsAndArityAreErrors() throws {
        let environment = Support.environment()
        let unknown = try RuleProgram(parsing: "(frobnicate 1)").evaluate(in: environment)
        guard case .failure(let error) = unknown else {
            Issue.record("no error")
            return
        }
        #expect(error.kind == .unknownFunction)
        #expect(error.description.contains("frobnicate"))
        let arity = try RuleProgram(parsing: "(in 'a')").evaluate(in: environment)
        guard case .failure(let arityError) = arity else {
            Issue.record("no error")
            return
        }
        #expect(arityError.kind == .wrongArgumentCount)
        #expect(try !RuleProgram(parsing: "(frobnicate 1)").isSatisfied(in: environment))
        #expect(value("((= 1 1) 2)") == nil)
        #expect(value("()") == nil)
    }
}
