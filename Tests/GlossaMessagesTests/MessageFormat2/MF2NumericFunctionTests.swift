import GlossaCLDR
import Testing

@testable import GlossaMessages

/// `:percent`, `:currency` and `:offset`: what they show and select, beyond the suite (whose tests
/// of them mostly check that no error is reported, as formatting is locale data).
@Suite struct MF2NumericFunctionTests {
    static func render(_ source: String, _ arguments: MessageArguments = [:], locale: String = "en-US") throws
        -> (text: String, errors: [String])
    {
        let rendered = try MF2CompilerTests.render(source, arguments, locale: locale)
        return (rendered.text, rendered.diagnostics.compactMap { MF2ErrorType(diagnostic: $0)?.rawValue })
    }

    @Test func percentMultipliesBy100ForFormattingAndSelection() throws {
        #expect(try Self.render("{0.12345678 :percent maximumFractionDigits=1}").text == "12.3%")
        #expect(try Self.render("{0.12 :percent minimumFractionDigits=1}").text == "12.0%")
        #expect(try Self.render("{$x :percent}", ["x": 0.99]).text == "99%")
        #expect(try Self.render("{0.5 :percent}", locale: "fr").text.hasPrefix("50"))
        #expect(try Self.render(".local $n = {42 :integer minimumIntegerDigits=3} {{{$n :percent}}}").text == "4,200%")
        let match = ".input {$n :percent} .match $n 100 {{all}} one {{one}} * {{other}}"
        #expect(try Self.render(match, ["n": 1]).text == "all")
        #expect(try Self.render(match, ["n": 0.01]).text == "one")
        #expect(try Self.render(match, ["n": 0.5]).text == "other")
        #expect(try Self.render("{foo :percent}") == ("{|foo|}", ["bad-operand"]))
    }

    @Test func currencyNeedsACurrencyAndDoesNotSelect() throws {
        #expect(try Self.render("{42 :currency currency=EUR}").text == "€42.00")
        #expect(try Self.render("{42 :currency currency=eur fractionDigits=0}").text == "€42")
        #expect(try Self.render("{42 :currency currency=USD currencyDisplay=code}").text.contains("USD"))
        #expect(try Self.render("{1234.5 :currency currency=USD currencyDisplay=never}").text == "1,234.50")
        #expect(try Self.render("{$x :currency currency=JPY}", ["x": 41]).text == "¥41")
        #expect(try Self.render("{-42 :currency currency=USD currencySign=accounting}").text == "($42.00)")
        #expect(try Self.render("{42 :currency currency=USD currencySign=accounting}").text == "$42.00")
        #expect(try Self.render("{42 :currency currency=USD currencySign=red}").errors == ["bad-option"])
        #expect(try Self.render(".local $n = {42 :currency currency=EUR} {{{$n :currency}}}").text == "€42.00")
        #expect(try Self.render("{42 :currency}") == ("{|42|}", ["bad-operand"]))
        #expect(try Self.render("{42 :currency currency=EURO}") == ("{|42|}", ["bad-option"]))
        #expect(try Self.render("{$x :currency currency=EURO}", ["x": 1]) == ("{$x}", ["bad-option"]))
        #expect(
            try Self.render(".local $n = {42 :currency currency=EUR} {{{$n :currency currency=USD}}}")
                == ("€42.00", ["bad-option"]))
        #expect(
            try Self.render(".input {$n :currency currency=EUR} .match $n 42 {{exact}} * {{other}}", ["n": 42])
                == ("other", ["bad-selector"]))
    }

    @Test func offsetKeepsItsOperandsFunction() throws {
        let source = """
            .input {$count :integer}
            .local $others = {$count :offset subtract=1}
            .match $count $others
            0 * {{nobody}}
            1 * {{{$name}}}
            * one {{{$name} and {$others} other}}
            * * {{{$name} and {$others} others}}
            """
        #expect(try Self.render(source, ["count": 0, "name": "Ann"]).text == "nobody")
        #expect(try Self.render(source, ["count": 1, "name": "Ann"]).text == "Ann")
        #expect(try Self.render(source, ["count": 2, "name": "Ann"]).text == "Ann and 1 other")
        #expect(try Self.render(source, ["count": 1002, "name": "Ann"]).text == "Ann and 1,001 others")
        #expect(try Self.render("{2.5 :offset add=1}").text == "3.5")
        // `:integer` rounds half-expand (2.5 → 3), and `:offset` takes the integer it shows.
        #expect(try Self.render(".local $x = {2.5 :integer} {{{$x :offset add=1}}}").text == "4")
        #expect(try Self.render("{42 :offset add=1 subtract=1}") == ("{|42|}", ["bad-option"]))
        #expect(try Self.render("{$x :offset add=$a}", ["x": 1, "a": 2]).text == "3")
    }
}
