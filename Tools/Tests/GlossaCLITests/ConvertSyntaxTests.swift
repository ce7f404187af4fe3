import Foundation
import Testing

/// `glossa convert --to-syntax mf2`: a catalog of ICU MessageFormat values written in MessageFormat 2.
@Suite("glossa convert --to-syntax mf2")
struct ConvertSyntaxTests {
    typealias Scratch = ConvertCommandTests.Scratch

    @Test func aCatalogsValuesAreWrittenInMessageFormat2() throws {
        let scratch = try Scratch()
        let input = try scratch.write(
            "de.json",
            #"{"files": "{count, plural, one {# Datei} other {# Dateien}}", "hello": "Hallo '{'{name}'}'"}"#)
        let result = try Glossa.run(["convert", input, scratch.path("out.json"), "--to-syntax", "mf2"])
        #expect(result.status == 0, "\(result)")
        let output = try scratch.read("out.json")
        #expect(
            output.contains(
                #""files": ".input {$count :number roundingMode=halfEven}\n.match $count\none {{{$count} Datei}}\n* {{{$count} Dateien}}""#
            ),
            "\(output)")
        #expect(output.contains(#""hello": "Hallo \\{{$name}\\}""#), "\(output)")
        // The converted catalog renders as the ICU one did.
        let values = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: String]
        let original =
            try JSONSerialization.jsonObject(with: Data(try scratch.read("de.json").utf8)) as? [String: String]
        #expect(values?.count == 2 && original?.count == 2)
        for count in [1, 2, 1000] {
            for key in ["files", "hello"] {
                let arguments = #"{"count": \#(count), "name": "Ada"}"#
                let icu = try Glossa.run([
                    "render", "--syntax", "icu", "--locale", "de", "--arguments", arguments, original?[key] ?? "",
                ])
                let mf2 = try Glossa.run([
                    "render", "--syntax", "mf2", "--locale", "de", "--bidi-isolation", "none", "--arguments", arguments,
                    values?[key] ?? "",
                ])
                #expect(mf2.status == 0 && icu.status == 0, "\(mf2)\n\(icu)")
                #expect(mf2.standardOutput == icu.standardOutput, "\(key) \(count): \(mf2)\n\(icu)")
            }
        }
    }

    @Test func malformedOrUnconvertibleValuesAreErrorsAndNothingIsWritten() throws {
        let scratch = try Scratch()
        let input = try scratch.write(
            "en.json",
            #"{"ok": "{n}", "broken": "You have\n{count, plural, one {# file}", "due": "{d, date, yyyy-MM-dd}"}"#)
        let result = try Glossa.run(["convert", input, scratch.path("out.json"), "--to-syntax", "mf2"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.standardError.contains(
                "en.json: error: key \"broken\", locale en, 2:29: not converted to MessageFormat 2: expected \"}\" "
                    + "to close the plural argument, found the end"), "\(result)")
        #expect(result.standardError.contains("key \"due\", locale en, 1:1: not converted"), "\(result)")
        #expect(result.standardError.contains("glossa: nothing written to"), "\(result)")
        #expect(!scratch.exists("out.json"))
    }

    @Test func anUnknownSyntaxIsAUsageError() throws {
        let scratch = try Scratch()
        let input = try scratch.write("en.json", #"{"a": "b"}"#)
        let result = try Glossa.run(["convert", input, scratch.path("out.json"), "--to-syntax", "icu"])
        #expect(result.status == 64, "\(result)")
        #expect(result.standardError.contains("the one supported is mf2"), "\(result)")
    }
}
