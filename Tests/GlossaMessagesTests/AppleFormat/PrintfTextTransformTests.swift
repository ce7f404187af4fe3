import GlossaCLDR
import Testing

@testable import GlossaMessages

/// Text conversions (`%@`, `%s`, `%S`) applied to a value's display text, and the flags and localized
/// floats of other conversions.
@Suite struct PrintfTextTransformTests {
    static func conversion(_ format: String) -> PrintfConversion? {
        for case .conversion(let conversion) in AppleFormatParser.parse(format).nodes { return conversion }
        return nil
    }

    @Test func textConversionsAreDisplayTextTransforms() throws {
        for format in ["%@", "%s", "%S", "%5@", "%-4s", "%.2s", "%1$@"] {
            let conversion = try #require(Self.conversion(format))
            #expect(PrintfTextTransform.transform(for: conversion, symbols: nil, digits: nil) is PrintfTextTransform)
        }
        for format in ["%d", "%f", "%c", "%x", "%lld"] {
            let conversion = try #require(Self.conversion(format))
            #expect(PrintfTextTransform.transform(for: conversion, symbols: nil, digits: nil) is PrintfTransform)
        }
    }

    /// Texts and objects, read in place, and numbers, through the general path: padded, cut and
    /// escaped alike.
    @Test func textConversionsOfEveryValue() throws {
        let en = try LocaleIdentifier(parsing: "en")
        let compiler = AppleFormatCompiler(locale: en)
        func render(_ format: String, _ value: MessageValue, html: Bool = false) -> String {
            compiler.compile(format).render(
                RenderContext(arguments: ["1": value], locale: en), format: html ? .html : .text
            )
            .text
        }
        #expect(render("[%@]", "Anna") == "[Anna]")
        #expect(render("[%6@]", "Anna") == "[  Anna]")
        #expect(render("[%-6s]", "Anna") == "[Anna  ]")
        #expect(render("[%.2s]", "Anna") == "[An]")
        #expect(render("[%.2@]", "Anna") == "[Anna]")
        #expect(render("[%@]", .object(MessageObject(displayText: "Bob", gender: .male))) == "[Bob]")
        #expect(render("[%5@]", .number(MessageNumber(42))) == "[   42]")
        #expect(render("[%@]", "<b>", html: true) == "[&lt;b&gt;]")
        #expect(render("[%@]", .safeString("<b>"), html: true) == "[<b>]")
    }

    @Test func flagsAreReadOnce() {
        #expect(PrintfFlags("-+ 0#'") == [.leftJustified, .plusSign, .spaceSign, .zeroPadded, .alternate, .grouped])
        #expect(PrintfFlags("") == [])
        #expect(PrintfFlags("0-") == [.zeroPadded, .leftJustified])
    }

    /// Floats in the locale's digits and separators, grouped in fixed notation only; C's grouping
    /// under `'` when not localized.
    @Test func localizedFloats() throws {
        #expect(
            try AppleFormatTests.text("%.2f|%e|%#.0f", [1_234_567.891, 1234.5, 2], locale: "de")
                == "1.234.567,89|1,234500e+03|2,")
        #expect(try AppleFormatTests.text("%.1f|%g", [-1_234.25, 1e-5], locale: "en") == "-1,234.2|1e-05")
        #expect(
            try AppleFormatTests.text("%'.1f|%.1f", [1_234_567.5, 1_234_567.5], locale: "en", localized: false)
                == "1,234,567.5|1234567.5")
        #expect(try AppleFormatTests.text("%.1f", [1_234.5], locale: "ar-EG") == "١٬٢٣٤٫٥")
    }
}
