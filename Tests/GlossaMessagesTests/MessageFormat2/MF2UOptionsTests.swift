import GlossaCLDR
import Testing

@testable import GlossaMessages

/// `u:dir` and `u:id`, handled by the compiler for every function, custom ones included.
@Suite struct MF2UOptionsTests {
    static func render(_ source: String, _ arguments: MessageArguments = [:], locale: String = "en") throws
        -> (text: String, errors: [String])
    {
        let rendered = try MF2CompilerTests.render(source, arguments, locale: locale, bidiIsolation: .default)
        return (rendered.text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    @Test func uDirSetsTheDirectionAndIsolates() throws {
        #expect(try Self.render("{$x :number u:dir=rtl}", ["x": 5]) == ("\u{2067}5\u{2069}", []))
        #expect(try Self.render("{$x :number u:dir=ltr}", ["x": 5]) == ("\u{2066}5\u{2069}", []))
        #expect(try Self.render("{$x :number u:dir=inherit}", ["x": 5]) == ("5", []))
        #expect(try Self.render(".local $d = {rtl} {{{a :string u:dir=$d}}}") == ("\u{2067}a\u{2069}", []))
        #expect(try Self.render("{a :string u:dir=up}") == ("\u{2068}a\u{2069}", ["bad-option"]))
        // The direction belongs to the value, not to what another function makes of it.
        #expect(try Self.render(".local $n = {5 :number u:dir=rtl} {{{$n :integer}}}") == ("5", []))
    }

    @Test func uDirFromAnArgumentIsReadAtEachRender() throws {
        let source = "{$x :string u:dir=$d}"
        #expect(try Self.render(source, ["x": "a", "d": "rtl"]) == ("\u{2067}a\u{2069}", []))
        #expect(try Self.render(source, ["x": "a", "d": "ltr"]) == ("\u{2066}a\u{2069}", []))
        #expect(try Self.render(source, ["x": "a", "d": "auto"]) == ("\u{2068}a\u{2069}", []))
        // `inherit`, a bad value and a missing argument leave the value's own direction (unknown for
        // a string): isolated as any placeholder. The bad value is a Bad Option, the missing
        // argument an Unresolved Variable and the option left out a Bad Option, as for a literal.
        #expect(try Self.render(source, ["x": "a", "d": "inherit"]) == ("\u{2068}a\u{2069}", []))
        #expect(try Self.render(source, ["x": "a", "d": "up"]) == ("\u{2068}a\u{2069}", ["bad-option"]))
        #expect(
            try Self.render(source, ["x": "a"]) == ("\u{2068}a\u{2069}", ["unresolved-variable", "bad-option"]))
        // A number is left to right: isolated only when `u:dir` asks for it.
        #expect(try Self.render("{$x :number u:dir=$d}", ["x": 5, "d": "rtl"]) == ("\u{2067}5\u{2069}", []))
        #expect(try Self.render("{$x :number u:dir=$d}", ["x": 5, "d": "inherit"]) == ("5", []))
        #expect(try Self.render("{$x :number u:dir=$d}", ["x": 5, "d": "bad"]) == ("5", ["bad-option"]))
        #expect(try Self.render("{$x :number u:dir=$d}", ["x": 5]) == ("5", ["unresolved-variable", "bad-option"]))
        // Through a declaration, and on a literal operand (then the argument of `u:dir` is the one read).
        let declared = ".input {$d} {{{$x :string u:dir=$d}}}"
        #expect(try Self.render(declared, ["x": "a", "d": "rtl"]) == ("\u{2067}a\u{2069}", []))
        #expect(try Self.render(declared, ["x": "a", "d": "ltr"]) == ("\u{2066}a\u{2069}", []))
        #expect(try Self.render("{a :string u:dir=$d}", ["d": "rtl"]) == ("\u{2067}a\u{2069}", []))
        #expect(try Self.render("{a :string u:dir=$d}", ["d": "nope"]) == ("\u{2068}a\u{2069}", ["bad-option"]))
        // The direction belongs to the value, not to what another function makes of it.
        #expect(
            try Self.render(".local $n = {$x :number u:dir=$d} {{{$n :integer}}}", ["x": 5, "d": "rtl"]) == ("5", []))
    }

    @Test func uIdFromAnArgumentIsReadAtEachRender() throws {
        // A string (or a number, which resolves to one) is ignored when formatting to a string.
        #expect(try Self.render("{$x :number u:id=$i}", ["x": 1, "i": "one"]) == ("1", []))
        #expect(try Self.render("{$x :string u:id=$i}", ["x": "a", "i": 7]) == ("\u{2068}a\u{2069}", []))
        // A value that is not a string is a Bad Option, and a missing argument an Unresolved
        // Variable and a Bad Option, as for `u:dir`; the placeholder still formats.
        #expect(try Self.render("{$x :number u:id=$i}", ["x": 1, "i": .null]) == ("1", ["bad-option"]))
        #expect(try Self.render("{$x :number u:id=$i}", ["x": 1]) == ("1", ["unresolved-variable", "bad-option"]))
        // On a literal operand, and through a declaration that reads an argument.
        #expect(try Self.render("{a :string u:id=$i}", ["i": true]) == ("\u{2068}a\u{2069}", ["bad-option"]))
        #expect(try Self.render("{a :string u:id=$i}", ["i": "x"]) == ("\u{2068}a\u{2069}", []))
        let declared = ".input {$i} {{{$x :string u:id=$i}}}"
        #expect(try Self.render(declared, ["x": "a", "i": "x"]) == ("\u{2068}a\u{2069}", []))
        #expect(try Self.render(declared, ["x": "a", "i": .null]) == ("\u{2068}a\u{2069}", ["bad-option"]))
        // Each render reads its own value: the same compiled message, good then bad.
        let locale = try LocaleIdentifier(parsing: "en")
        let compiled = MF2Compiler(locale: locale).compile("{$x :string u:id=$i}")
        #expect(compiled.render(RenderContext(arguments: ["x": "a", "i": "x"], locale: locale)).diagnostics.isEmpty)
        #expect(
            compiled.render(RenderContext(arguments: ["x": "a", "i": .null], locale: locale)).diagnostics.count == 1)
    }

    @Test func uIdIsCheckedAndIgnoredInStrings() throws {
        #expect(try Self.render("{1 :number u:id=one}") == ("1", []))
        #expect(try Self.render("{#b u:id=x}bold{/b}") == ("bold", []))
        #expect(try Self.render("{#b u:dir=rtl}bold{/b}") == ("bold", ["bad-option"]))
        // Other `u:` options are not passed to the function.
        #expect(try Self.render("{1 :number u:foo=bar}") == ("1", []))
    }
}
