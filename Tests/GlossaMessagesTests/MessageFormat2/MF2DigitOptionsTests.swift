import GlossaCLDR
import Testing

@testable import GlossaMessages

/// The rounding and trailing zero options of `:number`, `:percent` and `:currency`
/// (`spec/functions/number.md`: `roundingMode`, `roundingIncrement`, `roundingPriority`,
/// `trailingZeroDisplay`, and the digit options of `:currency`). The options are JavaScript's
/// `Intl.NumberFormat` options; every expected text here is what Node 20's `Intl.NumberFormat` shows
/// for the same number, locale and options.
@Suite struct MF2DigitOptionsTests {
    static func render(_ source: String, locale: String = "en-US") throws -> (text: String, errors: [String]) {
        try MF2NumericFunctionTests.render(source, locale: locale)
    }

    @Test func roundingModesSayWhereDigitsAndTiesGo() throws {
        let values = ["2.5", "-2.5", "2.4", "-2.6", "3.5", "-3.5"]
        let expected: [String: [String]] = [
            "ceil": ["3", "-2", "3", "-2", "4", "-3"],
            "floor": ["2", "-3", "2", "-3", "3", "-4"],
            "expand": ["3", "-3", "3", "-3", "4", "-4"],
            "trunc": ["2", "-2", "2", "-2", "3", "-3"],
            "halfCeil": ["3", "-2", "2", "-3", "4", "-3"],
            "halfFloor": ["2", "-3", "2", "-3", "3", "-4"],
            "halfExpand": ["3", "-3", "2", "-3", "4", "-4"],
            "halfTrunc": ["2", "-2", "2", "-3", "3", "-3"],
            "halfEven": ["2", "-2", "2", "-3", "4", "-4"],
        ]
        #expect(Set(expected.keys) == Set(MF2DigitOptions.roundingModes.keys))
        for (mode, texts) in expected {
            for (value, text) in zip(values, texts) {
                let source = "{\(value) :number maximumFractionDigits=0 roundingMode=\(mode)}"
                #expect(try Self.render(source) == (text, []), "\(source)")
            }
        }
        #expect(try Self.render("{0.12345 :percent maximumFractionDigits=1 roundingMode=floor}").text == "12.3%")
        #expect(try Self.render("{0.125 :percent roundingMode=halfExpand}").text == "13%")
        #expect(try Self.render("{-0.125 :percent roundingMode=ceil}").text == "-12%")
        #expect(try Self.render("{2.345 :currency currency=EUR roundingMode=floor}").text == "€2.34")
        #expect(try Self.render("{-2.345 :currency currency=EUR roundingMode=floor}").text == "-€2.35")
        #expect(try Self.render("{2.345 :currency currency=USD roundingMode=halfExpand}").text == "$2.35")
        #expect(try Self.render("{2.345 :currency currency=USD roundingMode=halfEven}").text == "$2.34")
    }

    @Test func roundingIncrementsRoundAtTheLastFractionDigit() throws {
        #expect(
            try Self.render("{1.23 :number minimumFractionDigits=2 maximumFractionDigits=2 roundingIncrement=5}")
                == ("1.25", []))
        // Without fraction digit options the maximum is the minimum, 0.
        #expect(try Self.render("{7 :number roundingIncrement=5}").text == "5")
        #expect(try Self.render("{8 :number roundingIncrement=5}").text == "10")
        #expect(try Self.render("{1234 :number roundingIncrement=250}").text == "1,250")
        #expect(try Self.render("{1.26 :number minimumFractionDigits=1 roundingIncrement=5}").text == "1.5")
        #expect(try Self.render("{1.234 :number minimumFractionDigits=1 roundingIncrement=25}").text == "0.0")
        #expect(try Self.render("{1.23 :currency currency=USD roundingIncrement=5}").text == "$1.25")
        #expect(try Self.render("{1.27 :currency currency=CHF roundingIncrement=5}").text == "CHF\u{A0}1.25")
        #expect(try Self.render("{1.5 :currency currency=JPY roundingIncrement=5}").text == "¥0")
        #expect(try Self.render("{3 :currency currency=JPY roundingIncrement=5}").text == "¥5")
        // :percent does not define it: ignored.
        #expect(try Self.render("{0.5 :percent roundingIncrement=5}") == ("50%", []))
    }

    @Test func roundingPriorityChoosesBetweenSignificantAndFractionDigits() throws {
        let options = "maximumSignificantDigits=2 maximumFractionDigits"
        #expect(try Self.render("{1.23456 :number \(options)=3 roundingPriority=morePrecision}").text == "1.235")
        #expect(try Self.render("{1.23456 :number \(options)=3 roundingPriority=lessPrecision}").text == "1.2")
        #expect(try Self.render("{123.456 :number \(options)=1 roundingPriority=morePrecision}").text == "123.5")
        #expect(try Self.render("{123.456 :number \(options)=1 roundingPriority=lessPrecision}").text == "120")
        #expect(try Self.render("{123.456 :number \(options)=1 roundingPriority=auto}").text == "120")
        #expect(
            try Self.render("{1.5 :number minimumSignificantDigits=3 roundingPriority=lessPrecision}").text == "1.5")
        #expect(try Self.render("{0.000123 :number roundingPriority=morePrecision}").text == "0.000123")
        #expect(try Self.render("{0.000123 :number roundingPriority=lessPrecision}").text == "0")
        #expect(try Self.render("{0.12345 :percent \(options)=1 roundingPriority=morePrecision}").text == "12.3%")
        #expect(try Self.render("{0.12345 :percent \(options)=1 roundingPriority=lessPrecision}").text == "12%")
        let currency = "{1.2345 :currency currency=USD maximumSignificantDigits=2 roundingPriority"
        #expect(try Self.render("\(currency)=morePrecision}").text == "$1.23")
        #expect(try Self.render("\(currency)=lessPrecision}").text == "$1.2")
    }

    @Test func trailingZerosOfIntegersCanBeLeftOut() throws {
        let strip = "trailingZeroDisplay=stripIfInteger"
        #expect(try Self.render("{5 :number minimumFractionDigits=2 \(strip)}").text == "5")
        #expect(try Self.render("{5.01 :number minimumFractionDigits=2 \(strip)}").text == "5.01")
        #expect(try Self.render("{4.999 :number minimumFractionDigits=2 maximumFractionDigits=2 \(strip)}").text == "5")
        #expect(try Self.render("{5 :number minimumFractionDigits=2 trailingZeroDisplay=auto}").text == "5.00")
        #expect(try Self.render("{0.5 :percent minimumFractionDigits=2 \(strip)}").text == "50%")
        // The specification's example.
        #expect(try Self.render("{5.00 :currency currency=USD \(strip)}").text == "$5")
        #expect(try Self.render("{5.01 :currency currency=USD \(strip)}").text == "$5.01")
        #expect(try Self.render("{99.995 :currency currency=USD \(strip)}").text == "$100")
        #expect(try Self.render("{42 :currency currency=JPY \(strip)}").text == "¥42")
        #expect(try Self.render("{1.005 :currency currency=BHD \(strip) roundingMode=trunc}").text == "BHD\u{A0}1.005")
    }

    @Test func currencyTakesTheDigitOptions() throws {
        #expect(try Self.render("{1234.5 :currency currency=USD maximumSignificantDigits=2}").text == "$1,200")
        #expect(try Self.render("{1.5 :currency currency=USD minimumSignificantDigits=4}").text == "$1.500")
        #expect(try Self.render("{5 :currency currency=USD minimumIntegerDigits=3}").text == "$005.00")
        #expect(
            try Self.render("{1234.5 :currency currency=EUR minimumIntegerDigits=6}", locale: "de-DE").text
                == "001.234,50\u{A0}€")
        // Options passed on by a :currency operand.
        #expect(
            try Self.render(
                ".local $p = {5 :currency currency=USD trailingZeroDisplay=stripIfInteger} {{{$p :currency currencySign=accounting}}}"
            ).text == "$5")
    }

    @Test func badValuesAreBadOptionsAndIgnored() throws {
        for source in [
            "{1 :currency currency=USD roundingMode=up}", "{1 :currency currency=USD trailingZeroDisplay=never}",
            "{1 :currency currency=USD roundingPriority=most}", "{1 :currency currency=USD roundingIncrement=3}",
            "{1 :currency currency=USD roundingIncrement=05}", "{1 :currency currency=USD minimumSignificantDigits=x}",
            "{1 :currency currency=USD minimumIntegerDigits=-1}",
        ] {
            #expect(try Self.render(source) == ("$1.00", ["bad-option"]), "\(source)")
        }
        // roundingIncrement with significant digits, another rounding priority, or fraction digit
        // limits that differ: a Bad Option (ECMA-402 throws), and it is ignored.
        #expect(
            try Self.render("{1234.5 :currency currency=USD maximumSignificantDigits=2 roundingIncrement=5}")
                == ("$1,200", ["bad-option"]))
        #expect(try Self.render("{1.5 :number maximumFractionDigits=2 roundingIncrement=5}") == ("1.5", ["bad-option"]))
        #expect(
            try Self.render("{1.26 :number minimumFractionDigits=1 roundingPriority=lessPrecision roundingIncrement=5}")
                == ("1.26", ["bad-option"]))
        #expect(try Self.render("{2.5 :percent roundingMode=sideways}") == ("250%", ["bad-option"]))
        #expect(try Self.render("{2.5 :number trailingZeroDisplay=always}") == ("2.5", ["bad-option"]))
    }

    /// `useGrouping`: `auto` groups as the locale does (Spanish from five digits), `always` from four
    /// digits in any locale, `min2` from five, `never` not at all.
    @Test func useGroupingSaysFromHowManyDigitsToGroup() throws {
        #expect(try Self.render("{4201 :number}", locale: "es").text == "4201")
        #expect(try Self.render("{4201 :number useGrouping=auto}", locale: "es").text == "4201")
        #expect(try Self.render("{4201 :number useGrouping=always}", locale: "es").text == "4.201")
        #expect(try Self.render("{42010 :number useGrouping=min2}", locale: "es").text == "42.010")
        #expect(try Self.render("{4201 :integer useGrouping=always}", locale: "es").text == "4.201")
        #expect(try Self.render("{4201 :number useGrouping=auto}").text == "4,201")
        #expect(try Self.render("{4201 :number useGrouping=min2}").text == "4201")
        #expect(try Self.render("{42010 :number useGrouping=min2}").text == "42,010")
        #expect(try Self.render("{4201 :number useGrouping=never}").text == "4201")
        #expect(try Self.render("{42.01 :percent useGrouping=min2}").text == "4201%")
    }

    @Test func theDefaultRoundingModeIsHalfExpand() throws {
        // `spec/functions/number.md` (unicode-org/message-format-wg at 7ee93b83): `halfExpand`
        // (default); Node 20's `Intl.NumberFormat` rounds so without a `roundingMode`.
        #expect(try Self.render("{2.5 :number maximumFractionDigits=0}").text == "3")
        #expect(try Self.render("{-2.5 :number maximumFractionDigits=0}").text == "-3")
        #expect(try Self.render("{0.125 :number maximumFractionDigits=2}").text == "0.13")
        #expect(try Self.render("{2.0005 :number}").text == "2.001")
        #expect(try Self.render("{2.5 :integer}").text == "3")
        #expect(try Self.render("{0.125 :percent minimumFractionDigits=1 maximumFractionDigits=1}").text == "12.5%")
        #expect(try Self.render("{0.0125 :percent maximumFractionDigits=1}").text == "1.3%")
        #expect(try Self.render("{0.005 :percent}").text == "1%")
        #expect(try Self.render("{1.005 :currency currency=USD}").text == "$1.01")
        #expect(try Self.render("{2.5 :currency currency=JPY}").text == "¥3")
        // ICU's default, asked for: what the MF1 → MF2 converter writes.
        #expect(try Self.render("{2.5 :number maximumFractionDigits=0 roundingMode=halfEven}").text == "2")
        #expect(try Self.render("{1.005 :currency currency=USD roundingMode=halfEven}").text == "$1.00")
        #expect(try Self.render("{2.5 :currency currency=JPY roundingMode=halfEven}").text == "¥2")
        // Selection reads the number as shown.
        let match = ".input {$n :integer} .match $n 3 {{three}} * {{other {$n}}}"
        #expect(try MF2NumericFunctionTests.render(match, ["n": 2.5]).text == "three")
        // A number without a function shows as ICU MessageFormat's `{n}` does: half-even.
        #expect(try MF2NumericFunctionTests.render("{$n}", ["n": 2.0005]).text == "2")
    }
}
