import GlossaCLDR
import Testing

@testable import GlossaMessages

/// Errors found at render time, beyond the working group's suite: an option whose variable has no
/// value (`spec/formatting.md`, "Option Resolution"), and what functions report when they format or
/// select with the render's arguments, each with the specification's error type and the fallback
/// shown where a value cannot be formatted.
@Suite struct MF2RenderErrorsTests {
    static func render(_ source: String, _ arguments: MessageArguments = [:]) throws -> (
        text: String, errors: [String]
    ) {
        let rendered = try MF2CompilerTests.render(source, arguments)
        return (rendered.text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    /// "If `rv` is a fallback value: emit a Bad Option error, if supported" and the option is
    /// "intentionally omitted from the mapping of resolved options"; the variable's resolution has
    /// already emitted an Unresolved Variable. The expression itself does not fail.
    @Test func anOptionWhoseArgumentIsMissingIsLeftOut() throws {
        let literal = "hello {4.2 :number minimumFractionDigits=$foo}"
        #expect(try Self.render(literal) == ("hello 4.2", ["unresolved-variable", "bad-option"]))
        #expect(try Self.render(literal, ["foo": 2]) == ("hello 4.20", []))
        let argument = "{$x :number minimumFractionDigits=$digits}"
        #expect(try Self.render(argument, ["x": 4.2]) == ("4.2", ["unresolved-variable", "bad-option"]))
        #expect(try Self.render(argument, ["x": 4.2, "digits": 3]) == ("4.200", []))
        // Both missing: the operand's absence fails the expression.
        #expect(try Self.render(argument).text == "{$x}")
        #expect(try Self.render(argument).errors.contains("unresolved-variable"))
    }

    @Test func anOptionLeftOutStillLetsTheValueSelect() throws {
        let match = ".input {$n :number minimumFractionDigits=$d} .match $n 1 {{one {$n}}} * {{other {$n}}}"
        #expect(try Self.render(match, ["n": 1]) == ("one 1", ["unresolved-variable", "bad-option"]))
        #expect(try Self.render(match, ["n": 1, "d": 1]) == ("other 1.0", []))
    }

    @Test func anOptionWhoseDeclarationFailedIsLeftOut() throws {
        // Known when compiling: the declaration's Bad Operand, then the option's Bad Option.
        let compiled = ".local $d = {|x| :number} {{{4.2 :number minimumFractionDigits=$d}}}"
        #expect(try Self.render(compiled) == ("4.2", ["bad-operand", "bad-option"]))
        // Found at render.
        let rendered = ".input {$d :number} {{{4.2 :number minimumFractionDigits=$d}}}"
        #expect(try Self.render(rendered, ["d": "x"]) == ("4.2", ["bad-operand", "bad-option"]))
        #expect(try Self.render(rendered, ["d": 1]) == ("4.2", []))
    }

    @Test func aFunctionsErrorsAtRenderHaveTheirTypeAndPlace() throws {
        let source = "total: {$x :number minimumFractionDigits=$d}"
        let rendered = try MF2CompilerTests.render(source, ["x": 5, "d": "many"])
        #expect(rendered.text == "total: 5")
        #expect(rendered.diagnostics.map { MF2ErrorType(diagnostic: $0) } == [.badOption])
        #expect(rendered.diagnostics.first?.location.column == 8)
        #expect(rendered.diagnostics.first?.source == "{$x}")
        let horse = try MF2CompilerTests.render(source, ["x": "horse", "d": 1])
        #expect(horse.text == "total: {$x}")
        #expect(horse.diagnostics.map { MF2ErrorType(diagnostic: $0) } == [.badOperand])
        // The function's own words, not the engine's.
        #expect(horse.diagnostics.first?.reason.hasPrefix("bad-operand: ") == true)
        #expect(horse.diagnostics.first?.reason.contains("does not apply") == false)
    }

    @Test func aDeclarationsErrorsAtRenderAreReportedOnceAtTheDeclaration() throws {
        let source = ".input {$x :number}\n.local $y = {$x :integer}\n{{{$x} and {$y} and {$x}}}"
        let rendered = try MF2CompilerTests.render(source, ["x": "horse"])
        #expect(rendered.text == "{$x} and {$y} and {$x}")
        #expect(rendered.diagnostics.map { MF2ErrorType(diagnostic: $0) } == [.badOperand])
        #expect(rendered.diagnostics.first?.location.line == 1)
        // An unused declaration's errors are not reported.
        #expect(try Self.render(".input {$x :number} {{nothing}}", ["x": "horse"]) == ("nothing", []))
    }

    @Test func aSelectorWithoutAValueChoosesTheCatchAllAndSaysWhy() throws {
        let match = ".input {$n :number} .match $n 1 {{one}} * {{other}}"
        #expect(try Self.render(match) == ("other", ["unresolved-variable", "bad-operand", "bad-selector"]))
        #expect(try Self.render(match, ["n": "horse"]) == ("other", ["bad-operand", "bad-selector"]))
        #expect(try Self.render(match, ["n": 1]) == ("one", []))
    }
}
