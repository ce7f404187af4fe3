import GlossaCLDR
import Testing

@testable import GlossaMessages

/// A plain localized `%d` answers the engine's ``IntegerFormattingTransform`` capability, so the
/// resolver writes its integers itself; what it writes must be what the conversion writes.
@Suite struct PrintfIntegerFormatTests {
    static let locales = ["en", "ru", "de", "fr", "ar", "hi"]
    static let values: [Int] = [
        0, 1, -1, 7, 42, 999, 1_000, -1_000, 1_234, 12_345, -12_345, 123_456, 1_234_567, -1_234_567,
        Int(Int32.max), Int.max / 4, Int.max, Int.min + 1,
    ]

    static func conversion(_ format: String) -> PrintfConversion? {
        guard case .conversion(let conversion) = AppleFormatParser.parse(format).nodes.first else { return nil }
        return conversion
    }

    /// Rendering `%d`/`%i` (written by the resolver) gives the conversion's own text, made without
    /// the capability, for integers of every size and sign in locales with different grouping.
    @Test(arguments: locales)
    func renderedIntegersAreTheConversionsText(localeName: String) throws {
        let locale = try LocaleIdentifier(parsing: localeName)
        let symbols = NumberSymbols.of(locale)
        for format in ["%d", "%i", "%ld", "%1$d"] {
            let conversion = try #require(Self.conversion(format))
            let reference = PrintfTransform(conversion: conversion, symbols: symbols)
            #expect(reference.integerFormat == nil)
            let message = AppleFormatCompiler(locale: locale).compile(AppleFormatMessage(format: format))
            #expect(message.program.arguments.first?.integerFormat != nil, "\(format) answers the capability")
            for value in Self.values {
                let number = MessageValue.number(MessageNumber(value))
                let expected = reference.formatted(String(value), of: number)
                let rendered = message.render(RenderContext(arguments: ["1": number], locale: locale))
                #expect(rendered.text == expected, "\(format) of \(value) in \(localeName)")
                #expect(rendered.diagnostics.isEmpty)
            }
        }
    }

    /// Conversions whose text the format does not write (flags, width, precision, other
    /// conversions, C's unlocalized digits) keep going through the transform.
    @Test func otherConversionsDoNotAnswer() throws {
        let locale = try LocaleIdentifier(parsing: "ru")
        for format in ["%5d", "%+d", "%.3d", "%u", "%x", "%@", "%f", "%-4i", "%'d"] {
            let message = AppleFormatCompiler(locale: locale).compile(AppleFormatMessage(format: format))
            #expect(message.program.arguments.first?.integerFormat == nil, "\(format)")
        }
        let conversion = try #require(Self.conversion("%d"))
        let digits = IntegerDigitsFormat(symbols: .posix)
        #expect(PrintfTransform(conversion: conversion, symbols: nil, digits: digits).integerFormat == nil)
    }

    /// ICU's number arguments and `#` reach the resolver through the same capability: the program
    /// asks the transform, the ICU front end no longer sets the format itself.
    @Test func icuNumberArgumentsAnswerTheCapability() throws {
        let english = try LocaleIdentifier(parsing: "en")
        let message = ICUCompiler(locale: english).compile(
            "{n} {n, plural, offset:1 one {# one} other {# others}} {n, number}")
        // The two `#`s share one entry.
        #expect(message.program.arguments.map { $0.integerFormat?.offset } == [0, 1, 0])
        let rendered = message.render(RenderContext(arguments: ["n": 1_235], locale: english))
        #expect(rendered.text == "1,235 1,234 others 1,235")
    }
}
