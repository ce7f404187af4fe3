import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// The integer fast path (``IntegerDigitsFormat``, written straight into a render's output) must show
/// every integer exactly as the general decimal format does, in every locale's digits and grouping.
@Suite struct IntegerDigitsFormatTests {
    /// Locales with different digits (Arabic-Indic, Persian, Bengali, Devanagari), grouping separators
    /// (non-breaking spaces, apostrophes, dots), group sizes (Indian 2-then-3), minimum grouping digits
    /// (Spanish, Polish) and minus signs (with direction marks).
    static let locales = [
        "en", "ru", "de", "fr", "es", "pl", "pt", "it", "de-CH", "hi", "en-IN", "ar", "ar-EG", "fa", "bn", "mr",
        "he", "th", "sv", "nb", "fi", "ja", "zh",
    ]

    static let edgeValues: [Int64] = [
        0, 1, 9, 10, 99, 100, 999, 1_000, 1_001, 9_999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000,
        1_234_567, 12_345_678, 123_456_789, 1_000_000_000, 9_007_199_254_740_993, Int64.max / 2 - 1,
    ]

    /// The general path's text for `value`: the digits of the number through ``DecimalFormat``.
    static func expected(_ value: Int64, symbols: NumberSymbols) -> String {
        let number = DecimalNumber(text: String(value)) ?? DecimalNumber(integer: 0, negative: false)
        return DecimalFormat.standard.format(number, symbols: symbols)
    }

    @Test(arguments: locales)
    func matchesTheGeneralFormat(locale: String) throws {
        let symbols = NumberSymbols.of(try LocaleIdentifier(parsing: locale))
        let format = IntegerDigitsFormat(symbols: symbols)
        var random = SeededGenerator(seed: 0x1D6)
        var values = Self.edgeValues
        for _ in 0..<300 {
            // Every length of number, so every grouping position is met.
            let digits = Int.random(in: 1...18, using: &random)
            values.append(Int64.random(in: 0..<Int64(pow(10, Double(digits))), using: &random))
        }
        for value in values {
            for negative in [false, true] where !(negative && value == 0) {
                let signed = negative ? -value : value
                let text = format.text(value.magnitude, negative: negative)
                #expect(text == Self.expected(signed, symbols: symbols), "\(locale) \(signed)")
                #expect(text.utf8.count <= format.capacity)
            }
        }
    }

    @Test func offsetsAndTheLimitOfTheFastPath() throws {
        let digits = IntegerDigitsFormat(symbols: NumberSymbols.of(.root))
        let limit = Int(Int64.max / 2)
        #expect(IntegerArgumentFormat.integer(MessageNumber(5), minus: 0)! == (5, false))
        #expect(IntegerArgumentFormat.integer(MessageNumber(-5), minus: 0)! == (5, true))
        #expect(IntegerArgumentFormat.integer(MessageNumber(1), minus: 3)! == (2, true))
        #expect(IntegerArgumentFormat.integer(MessageNumber(-2), minus: -7)! == (5, false))
        #expect(IntegerArgumentFormat.integer(MessageNumber(limit - 1), minus: 0)! == (UInt64(limit - 1), false))
        // At the limit and beyond, and for numbers with visible fraction digits, the general path formats.
        #expect(IntegerArgumentFormat.integer(MessageNumber(limit), minus: 0) == nil)
        #expect(IntegerArgumentFormat.integer(MessageNumber(-limit), minus: 0) == nil)
        #expect(IntegerArgumentFormat.integer(MessageNumber(UInt64.max), minus: 0) == nil)
        #expect(IntegerArgumentFormat.integer(MessageNumber(decimalText: "5.0")!, minus: 0) == nil)
        #expect(IntegerArgumentFormat.integer(MessageNumber(1.5), minus: 0) == nil)
        var output = PlainTextOutput()
        #expect(!IntegerArgumentFormat(digits: digits, offset: 0).append(MessageNumber(1.5), to: &output))
        #expect(output.text.isEmpty)
        #expect(IntegerArgumentFormat(digits: digits, offset: 2).append(MessageNumber(1_000), to: &output))
        #expect(output.text == "998")
    }

    /// Messages render integer arguments the same whether the integer is a number (the fast path) or
    /// decimal text (the general path), in `{n}`, `{n, number}` and `#` with and without offsets.
    @Test(arguments: locales)
    func integerArgumentsRenderAsDecimalTextDoes(locale: String) throws {
        let identifier = try LocaleIdentifier(parsing: locale)
        let compiler = ICUCompiler(locale: identifier, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let messages = [
            "{n, number} / {n, plural, other {#}} / {n, plural, offset:2 other {#}} / {n, plural, offset:-3 other {#}}",
            // The tree path (a non-ASCII name) must agree with the one pass.
            "{nä, number} / {nä, plural, other {#}} / {nä, plural, offset:2 =0 {zero} other {#}}",
        ]
        var random = SeededGenerator(seed: 0x1D7)
        // Decimal text minus an offset is computed in binary floating point (as ICU4C's PluralFormat
        // does), exact only below 2^53; integers are subtracted exactly.
        var values = Self.edgeValues.filter { $0 < 1 << 53 }.map { Int($0) }
        for _ in 0..<40 { values.append(Int.random(in: -10_000_000...10_000_000, using: &random)) }
        for pattern in messages {
            let message = compiler.compile(pattern)
            let name = message.argumentNames[0]
            for value in values + values.map({ -$0 }) {
                for format in [OutputFormat.text, .html] {
                    let fast = message.render(
                        RenderContext(arguments: [name: .number(MessageNumber(value))], locale: identifier),
                        format: format)
                    let general = message.render(
                        RenderContext(arguments: [name: .string(String(value))], locale: identifier),
                        format: format)
                    #expect(fast.text == general.text, "\(locale) \(pattern) \(value)")
                    #expect(fast.diagnostics.isEmpty)
                }
            }
        }
    }

    @Test func plainArgumentsShowIntegersGroupedAndOtherValuesAsTheyAre() throws {
        let compiler = ICUCompiler(locale: try LocaleIdentifier(parsing: "de"))
        let message = compiler.compile("{n} | {n, number}")
        func render(_ value: MessageValue) -> String {
            message.render(RenderContext(arguments: ["n": value], locale: .root)).text
        }
        #expect(render(.number(MessageNumber(1_234_567))) == "1.234.567 | 1.234.567")
        #expect(render(.number(MessageNumber(-1_234))) == "-1.234 | -1.234")
        #expect(render(.number(MessageNumber(1.5))) == "1,5 | 1,5")
        #expect(render(.string("abc")) == "abc | abc")
    }
}
