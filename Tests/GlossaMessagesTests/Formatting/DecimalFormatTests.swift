import GlossaCLDR
import Testing

@testable import GlossaMessages

/// Negative numbers that round to zero keep their minus sign where the references show it: ICU4C's
/// `UNUM_SIGN_AUTO` shows a sign "on negative zero, including negative numbers that round to zero",
/// which `UNUM_SIGN_NEGATIVE` (ICU 69) hides, as `UNUM_SIGN_EXCEPT_ZERO` and `UNUM_SIGN_NEVER` do
/// (`unumberformatter.h` of ICU4C 69, as vendored in nodejs/node at 5aa45ae7, `deps/icu-small`).
/// JavaScript's `Intl.NumberFormat` and C's `printf("%.0f", -0.4)` show `-0` too.
@Suite struct DecimalFormatTests {
    static let en = NumberSymbols.of(.root)

    static func format(_ text: String, fractionDigits: Int = 0, sign: DecimalFormat.SignDisplay = .auto) -> String {
        var format = DecimalFormat.standard
        format.maximumFractionDigits = fractionDigits
        format.signDisplay = sign
        return DecimalNumber(text: text).map { format.format($0, symbols: en) } ?? "not a number"
    }

    @Test func aNegativeNumberRoundedToZeroShowsItsSignUnlessTheDisplayHidesIt() {
        #expect(Self.format("-0.4") == "-0")
        #expect(Self.format("-0.0004", fractionDigits: 3) == "-0")
        #expect(Self.format("-0.004", fractionDigits: 2) == "-0")
        #expect(Self.format("-0.4", sign: .always) == "-0")
        #expect(Self.format("-0.4", sign: .negative) == "0")
        #expect(Self.format("-0.4", sign: .exceptZero) == "0")
        #expect(Self.format("-0.4", sign: .never) == "0")
        #expect(Self.format("0.4", sign: .always) == "+0")
        #expect(Self.format("-1.4", sign: .negative) == "-1")
        // Zero as written has no sign; a number that does not round to zero keeps its own.
        #expect(Self.format("-0") == "0")
        #expect(Self.format("-0.0", fractionDigits: 1) == "0")
        #expect(Self.format("-0.6") == "-1")
    }

    @Test func everyRoundingKeepsTheSignOfZero() {
        var format = DecimalFormat.standard
        format.minimumFractionDigits = 1
        format.maximumFractionDigits = 1
        format.roundingIncrement = 5
        #expect(DecimalNumber(text: "-0.02").map { format.format($0, symbols: Self.en) } == "-0.0")
        format = .standard
        format.significantDigits = 1...1
        format.roundingPriority = .lessPrecision
        format.maximumFractionDigits = 0
        #expect(DecimalNumber(text: "-0.3").map { format.format($0, symbols: Self.en) } == "-0")
        var number = DecimalNumber(text: "-0.4")
        number?.round(fractionDigits: 0)
        #expect(number?.plainText == "-0")
        #expect(number?.isZero == true)
        #expect(number?.isBelowZero == false)
    }

    @Test func icuMessageFormatShowsNegativeZero() throws {
        func render(_ pattern: String, _ value: Double) throws -> String {
            try ICURenderingTests.render(pattern, ["n": .number(MessageNumber(value))]).text
        }
        #expect(try render("{n, number, integer}", -0.4) == "-0")
        #expect(try render("{n}", -0.0004) == "-0")
        #expect(try render("{n, number, ::.0}", -0.04) == "-0.0")
        #expect(try render("{n, number, ::sign-negative .0}", -0.04) == "0.0")
        #expect(try render("{n, number, ::+- .0}", -0.04) == "0.0")
        #expect(try render("{n, number, ::sign-except-zero .0}", -0.04) == "0.0")
        // Selection does not depend on the sign of zero: `=0` compares the argument (-0.0004 is not
        // 0, as in ICU4C), the category is that of the digits shown; `#` shows `-0`.
        #expect(try render("{n, plural, =0 {none} one {# item} other {# items}}", -0.0004) == "-0 items")
    }

    @Test func messageFormat2ShowsNegativeZeroAndSelectsZero() throws {
        func render(_ source: String) throws -> String {
            try MF2NumericFunctionTests.render(source, ["n": -0.4]).text
        }
        #expect(try render("{$n :integer}") == "-0")
        #expect(try render("{$n :number maximumFractionDigits=0}") == "-0")
        #expect(try render("{$n :number maximumFractionDigits=0 signDisplay=always}") == "-0")
        #expect(try render("{$n :number maximumFractionDigits=0 signDisplay=negative}") == "0")
        #expect(try render("{$n :number maximumFractionDigits=0 signDisplay=exceptZero}") == "0")
        #expect(try render("{$n :number maximumFractionDigits=0 signDisplay=never}") == "0")
        #expect(try render("{$n :number signDisplay=negative}") == "-0.4")
        // Exact keys compare with the value's serialization, whose integers have no `-0`.
        #expect(try render(".input {$n :integer} .match $n 0 {{zero {$n}}} * {{other {$n}}}") == "zero -0")
        #expect(try render(".input {$n :integer select=exact} .match $n 0 {{zero}} * {{other}}") == "zero")
    }

    @Test func appleFormatsShowNegativeZeroAsPrintfDoes() throws {
        #expect(try AppleFormatTests.text("%.0f", [.number(MessageNumber(-0.4))]) == "-0")
        #expect(try AppleFormatTests.text("%.1f", [.number(MessageNumber(-0.04))]) == "-0.0")
        #expect(try AppleFormatTests.text("%.0f", [.number(MessageNumber(-0.4))], localized: false) == "-0")
        // An integer conversion converts to an integer first: 0 has no sign.
        #expect(try AppleFormatTests.text("%d", [.number(MessageNumber(-0.4))]) == "0")
    }
}
