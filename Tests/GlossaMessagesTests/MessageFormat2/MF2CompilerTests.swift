import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Compiling into the engine: selection, formatting, fallbacks, isolation and what is reported.
@Suite struct MF2CompilerTests {
    static func render(
        _ source: String, _ arguments: MessageArguments = [:], locale: String = "en",
        bidiIsolation: MF2BidiIsolation = .none
    ) throws -> RenderedMessage {
        let locale = try LocaleIdentifier(parsing: locale)
        return MF2Compiler(locale: locale, bidiIsolation: bidiIsolation).compile(source)
            .render(RenderContext(arguments: arguments, locale: locale))
    }

    /// Placeholders of one variable share the program's entry, each still reported where it is.
    @Test func aVariableShownTwiceIsReportedAtEachPlaceholder() throws {
        let rendered = try Self.render("{$x} and {$x}")
        #expect(rendered.text == "{$x} and {$x}")
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument, .missingArgument])
        #expect(
            rendered.diagnostics.map(\.location) == [
                SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 10),
            ])
        let declared = try Self.render(".input {$x :number}\n{{{$x} and {$x}}}", ["x": 3])
        #expect(declared.text == "3 and 3")
        #expect(declared.diagnostics.isEmpty)
    }

    @Test func pluralSelectionPrefersExactMatchesThenCategories() throws {
        let source = """
            .input {$n :number}
            .match $n
            1 {{exactly one}}
            one {{{$n} one}}
            few {{{$n} few}}
            * {{{$n} other}}
            """
        #expect(try Self.render(source, ["n": 1], locale: "ru").text == "exactly one")
        #expect(try Self.render(source, ["n": 21], locale: "ru").text == "21 one")
        #expect(try Self.render(source, ["n": 3], locale: "ru").text == "3 few")
        #expect(try Self.render(source, ["n": 1.5], locale: "ru").text == "1,5 other")
        #expect(try Self.render(source, ["n": "22"], locale: "ru").text == "22 few")
    }

    @Test func ordinalAndExactSelection() throws {
        let ordinal = ".input {$n :integer select=ordinal} .match $n one {{st}} two {{nd}} few {{rd}} * {{th}}"
        #expect(
            try [1, 2, 3, 4, 11, 22].map { try Self.render(ordinal, ["n": $0]).text } == [
                "st", "nd", "rd", "th", "th", "nd",
            ])
        let exact = ".input {$n :number select=exact} .match $n 1 {{one}} * {{other}}"
        #expect(try Self.render(exact, ["n": 1]).text == "one")
        #expect(
            try Self.render(".input {$n :number select=exact} .match $n one {{one}} * {{other}}", ["n": 1]).text
                == "other")
    }

    @Test func severalSelectorsRankLexicographically() throws {
        let source = """
            .input {$a :string} .input {$b :string}
            .match $a $b
            x y {{x y}}
            x * {{x *}}
            * y {{* y}}
            * * {{* *}}
            """
        #expect(try Self.render(source, ["a": "x", "b": "y"]).text == "x y")
        #expect(try Self.render(source, ["a": "x", "b": "z"]).text == "x *")
        #expect(try Self.render(source, ["a": "z", "b": "y"]).text == "* y")
        #expect(try Self.render(source, ["a": "z", "b": "z"]).text == "* *")
    }

    @Test func numberOptionsAndInheritance() throws {
        #expect(try Self.render("{12345.678 :number}").text == "12,345.678")
        #expect(try Self.render("{12345.678 :number useGrouping=never maximumFractionDigits=1}").text == "12345.7")
        #expect(try Self.render("{5 :number signDisplay=always minimumIntegerDigits=3}").text == "+005")
        #expect(try Self.render("{1.5 :integer}").text == "2")
        let inherited = ".input {$n :number minimumFractionDigits=2} .local $m = {$n :number} {{{$m}}}"
        #expect(try Self.render(inherited, ["n": 3]).text == "3.00")
        #expect(try Self.render("{$n :number minimumFractionDigits=$d}", ["n": 3, "d": 1]).text == "3.0")
    }

    @Test func failuresShowTheFallbackAndAreReportedWithTheirType() throws {
        let unknown = try Self.render("a {$x :nope} b {|lit| :nope} c {:nope}", ["x": 1])
        #expect(unknown.text == "a {$x} b {|lit|} c {:nope}")
        #expect(
            unknown.diagnostics.compactMap(MF2ErrorType.init(diagnostic:)) == [
                .unknownFunction, .unknownFunction, .unknownFunction,
            ])
        let missing = try Self.render("hi {$name}")
        #expect(missing.text == "hi {$name}")
        #expect(missing.diagnostics.compactMap(MF2ErrorType.init(diagnostic:)) == [.unresolvedVariable])
        let badOperand = try Self.render("{|a\\|b| :number}")
        #expect(badOperand.text == "{|a\\|b|}")
        #expect(badOperand.diagnostics.first?.location == SourceLocation(line: 1, column: 1))
    }

    @Test func messagesWithErrorsRenderTheirSourceAndReportTheFirst() throws {
        let rendered = try Self.render(".input {$x :number} .match $x 1 {{one}}")
        #expect(rendered.text == ".input {$x :number} .match $x 1 {{one}}")
        #expect(rendered.diagnostics.compactMap(MF2ErrorType.init(diagnostic:)) == [.missingFallbackVariant])
    }

    @Test func defaultBidiStrategyIsolatesPlaceholders() throws {
        #expect(
            try Self.render("{$s} {$n}", ["s": "abc", "n": 5], bidiIsolation: .default).text == "\u{2068}abc\u{2069} 5")
        #expect(
            try Self.render("{$n :number}", ["n": 5], locale: "ar", bidiIsolation: .default).text.hasPrefix("\u{2066}"))
        #expect(try Self.render("{#b}bold{/b}", bidiIsolation: .default).text == "bold")
    }

    @Test func arbitraryMessagesNeverCrash() throws {
        var random = SeededGenerator(seed: 0x3F2)
        let alphabet = [
            "{", "}", "{{", "}}", ".input", ".local", ".match", " ", "\n", "$x", "$y", "|a|", "|", "\\", "*", "1",
            "one", ":number", ":integer", ":string", ":f", "=", "@a", "#b", "/b", "\u{200F}", "é", "x",
        ]
        for _ in 0..<3_000 {
            var source = ""
            for _ in 0..<random.int(0...25) { source += random.pick(alphabet) }
            let rendered = try Self.render(source, ["x": 1, "y": "one"], bidiIsolation: .default)
            #expect(rendered.text.utf8.count <= source.utf8.count * 4 + 64)
        }
    }
}
