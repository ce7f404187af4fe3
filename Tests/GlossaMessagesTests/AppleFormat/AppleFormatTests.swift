import Foundation
import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaMessages

/// Printf conversions, `.stringsdict` variables and `<cds-root>` units.
@Suite struct AppleFormatTests {
    static func render(
        _ message: AppleFormatMessage, _ arguments: [MessageValue], locale: String = "en",
        device: AppleDevice = .other, width: Int? = nil, localized: Bool = true
    ) throws -> RenderedMessage {
        let locale = try LocaleIdentifier(parsing: locale)
        let compiler = AppleFormatCompiler(
            locale: locale, device: device, presentationWidth: width, localizesNumbers: localized)
        var named: [String: MessageValue] = [:]
        for (index, value) in arguments.enumerated() { named[String(index + 1)] = value }
        return compiler.compile(message).render(RenderContext(arguments: MessageArguments(named), locale: locale))
    }

    static func text(_ format: String, _ arguments: [MessageValue], locale: String = "en", localized: Bool = true)
        throws -> String
    {
        try render(AppleFormatMessage(format: format), arguments, locale: locale, localized: localized).text
    }

    static let printfCases: [(String, [MessageValue], String)] = [
        ("%@ has %d items", ["Anna", 5], "Anna has 5 items"),
        ("%2$@ before %1$@", ["a", "b"], "b before a"),
        ("%1$lld, again %1$lld", [7], "7, again 7"),
        ("%ld %lld %i %u", [1, -2, 3, 4], "1 -2 3 4"),
        ("%5d|%-5d|%05d|%+d|% d", [42, 42, 42, 42, 42], "   42|42   |00042|+42| 42"),
        ("%.2f %f %.0f %.1f", [3.14159, 2.5, 2.5, 0.25], "3.14 2.500000 2 0.2"),
        ("%e %.2E %g %g %g", [1234.5, 0.000123, 0.0001, 100000, 1e6], "1.234500e+03 1.23E-04 0.0001 100000 1e+06"),
        ("%x %X %o %#x %08.3f", [255, 255, 8, 255, -3.14159], "ff FF 10 0xff -003.142"),
        ("%c%c %s %5.2s|", [72, 105, "str", "abc"], "Hi str    ab|"),
        ("100%% sure", [], "100% sure"),
    ]

    @Test(arguments: printfCases)
    func printfLikeC(format: String, arguments: [MessageValue], expected: String) throws {
        #expect(try Self.text(format, arguments, localized: false) == expected)
    }

    @Test func localizedNumbersUseTheLocale() throws {
        #expect(try Self.text("%d|%.2f", [1_234_567, 1234.5], locale: "en") == "1,234,567|1,234.50")
        #expect(try Self.text("%d|%.2f", [1_234_567, 1234.5], locale: "de") == "1.234.567|1.234,50")
        #expect(try Self.text("%d", [1_234_567], locale: "ar-EG") == "١٬٢٣٤٬٥٦٧")
        #expect(try Self.text("%lld", [1_234_567], locale: "ru") == "1\u{A0}234\u{A0}567")
    }

    @Test func matchesFoundationsStringFormatForPlainConversions() throws {
        // Foundation's String(format:) as an oracle (never used by Glossa itself).
        let cases: [(String, Int)] = [("%d", -42), ("%5d", 7), ("%-4d|", 3), ("%x", 48879), ("%o", 64), ("%+d", 9)]
        for (format, value) in cases {
            #expect(
                try Self.text(format, [.number(MessageNumber(value))], localized: false)
                    == String(format: format, value))
        }
        for (format, value) in [("%.3f", 2.0 / 3), ("%f", 1e-7), ("%.1e", 123456.0), ("%g", 0.5), ("%10.4f", -1.5)] {
            #expect(
                try Self.text(format, [.number(MessageNumber(value))], localized: false)
                    == String(format: format, value))
        }
    }

    @Test func missingArgumentsAndBadPercentSignsStayVisible() throws {
        let rendered = try Self.render(AppleFormatMessage(format: "Hi %@, %d% done %"), ["Anna"])
        #expect(rendered.text == "Hi Anna, %d% done %")
        // "% d" is a conversion (space flag, d), as in C; the final "%" starts none.
        #expect(rendered.diagnostics.map(\.kind) == [.missingArgument, .missingArgument, .unsupported])
        #expect(AppleFormatParser.parse("ok %").diagnostics.first?.location == SourceLocation(line: 1, column: 4))
    }

    @Test func aBadConversionQuotesTheWholeCharacterAfterThePercentSign() {
        // Greek capital beta is two bytes in UTF-8: the message quotes it, not its first byte ("�").
        let message = AppleFormatParser.parse("%Βρέθηκε %d").diagnostics.first?.message
        #expect(message == "\"%\" starts no conversion (found \"Β\"); write %% for a percent sign")
        #expect(AppleFormatParser.parse("50%🙂").diagnostics.first?.message.contains("\"🙂\"") == true)
    }

    static let filesInFolders = AppleFormatMessage(
        format: "%#@files@ in %#@folders@",
        variables: [
            "files": .plural(AppleFormatPlural(forms: ["zero": "No files", "one": "%d file", "other": "%d files"])),
            "folders": .plural(
                AppleFormatPlural(
                    forms: ["one": "%d folder", "few": "%d папки", "other": "%d folders"], valueType: "d")),
        ])

    @Test func stringsdictVariablesWithAppleZero() throws {
        #expect(try Self.render(Self.filesInFolders, [0, 1]).text == "No files in 1 folder")
        #expect(try Self.render(Self.filesInFolders, [1, 2]).text == "1 file in 2 folders")
        #expect(try Self.render(Self.filesInFolders, [21, 3], locale: "ru").text == "21 file in 3 папки")
    }

    @Test func positionalAndNestedVariables() throws {
        let message = AppleFormatMessage(
            format: "%2$#@people@ liked %1$#@posts@",
            variables: [
                "posts": .plural(AppleFormatPlural(forms: ["one": "one post", "other": "%1$lld posts"])),
                "people": .plural(AppleFormatPlural(forms: ["one": "%2$@ alone", "other": "%#@crowd@"])),
                "crowd": .plural(AppleFormatPlural(forms: ["other": "%2$lld people"], argument: 2)),
            ])
        #expect(try Self.render(message, [3, 1]).text == "1 alone liked 3 posts")
        #expect(try Self.render(message, [1, 12]).text == "12 people liked one post")
    }

    @Test func selfReferenceAndUnknownVariablesAreReported() throws {
        let message = AppleFormatMessage(
            format: "%#@loop@ %#@nothing@",
            variables: ["loop": .plural(AppleFormatPlural(forms: ["other": "again %#@loop@"]))])
        let rendered = try Self.render(message, [2, 3])
        #expect(rendered.text == "again %#@loop@ %#@nothing@")
        #expect(rendered.diagnostics.count == 2)
    }

    @Test func deviceAndWidthRules() throws {
        let message = AppleFormatMessage(
            format: "%#@device@ / %#@width@",
            variables: [
                "device": .device(["iphone": "Tap", "mac": "Click", "other": "Choose"]),
                "width": .width([1: "Hi", 20: "Hello", 50: "Greetings and salutations"]),
            ])
        #expect(try Self.render(message, [], device: .mac, width: 25).text == "Click / Hello")
        #expect(try Self.render(message, [], device: .ipad, width: 0).text == "Tap / Hi")
        #expect(try Self.render(message, [], device: .appletv, width: 100).text == "Choose / Greetings and salutations")
        #expect(try Self.render(message, []).text == "Choose / Greetings and salutations")
    }

    @Test func cdsRootSubstitutions() throws {
        let xml = """
            <cds-root><cds-unit id="substitutions">Found %1$#@arg1@ having %2$#@arg2@</cds-unit>
            <cds-unit id="substitutions.arg1.plural.one">%1$ld user</cds-unit>
            <cds-unit id="substitutions.arg1.plural.other">%1$ld users</cds-unit>
            <cds-unit id="substitutions.arg2.plural.one">%2$ld device</cds-unit>
            <cds-unit id="substitutions.arg2.plural.other">%2$ld devices &amp; more</cds-unit></cds-root>
            """
        #expect(CDSUnits.isCDSRoot(xml))
        let units = try CDSUnits(parsing: xml)
        #expect(try Self.render(units.message(), [1, 3]).text == "Found 1 user having 3 devices & more")
    }

    @Test func cdsRootDevicesWithFallback() throws {
        let xml = """
            <cds-root><cds-unit id="device.iphone">Σε iPhone</cds-unit><cds-unit id="device.other">Σε συσκευή</cds-unit>\
            <cds-unit id="device.mac.plural.one">%d Mac</cds-unit><cds-unit id="device.mac.plural.other">%d Macs</cds-unit></cds-root>
            """
        let units = try CDSUnits(parsing: xml)
        #expect(try Self.render(units.message(for: .ipad), []).text == "Σε iPhone")
        #expect(try Self.render(units.message(for: .applewatch), []).text == "Σε συσκευή")
        #expect(try Self.render(units.message(for: .mac), [2]).text == "2 Macs")
    }

    @Test(arguments: [
        ("<cds-root><cds-unit>x</cds-unit></cds-root>", 1, 21),
        ("<cds-root><cds-unit id=\"a\">x", 1, 29),
        ("<cds-root>\n<cds-unit id=\"a\">&bogus;</cds-unit></cds-root>", 2, 18),
        (
            "<cds-root>\n<cds-unit id=\"a\">ok &amp; fine</cds-unit>\n<cds-unit id=\"b\">Σε &#xZZ; x</cds-unit></cds-root>",
            3, 21
        ),
        ("<cds-root><cds-unit id=\"a&nope;\">x</cds-unit></cds-root>", 1, 26),
        ("<cds-root><cds-unit id=\"a\">AT&T rocks</cds-unit></cds-root>", 1, 30),
        ("<cds-root><cds-unit id=\"a\">&#0;</cds-unit></cds-root>", 1, 28),
        ("<cds-root></cds-root> trailing", 1, 23),
    ])
    func malformedCDSRootsSayWhere(xml: String, line: Int, column: Int) {
        #expect(throws: SyntaxDiagnostic.self) { try CDSUnits(parsing: xml) }
        do {
            _ = try CDSUnits(parsing: xml)
        } catch {
            #expect(error.location == SourceLocation(line: line, column: column), "\(error)")
            #expect("\(error)".hasPrefix("\(line):\(column): "), "\(error)")
        }
    }

    @Test func parsingTimeGrowsLinearlyWithConversions() {
        let format = { (count: Int) in (0..<count).map { "%\($0 % 9 + 1)$@ é" }.joined(separator: " ") }
        #expect(
            TimeScaling.ratio(small: 5_000, large: 20_000, input: format, work: { _ = AppleFormatParser.parse($0) })
                < TimeScaling.bound)
    }
}
