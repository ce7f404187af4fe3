import Foundation
import Testing

@Suite("glossa render --syntax icu|apple|expressions|placeholders")
struct RenderSyntaxTests {
    @Test func eachSyntaxFromTheCommandLine() throws {
        let icu = try Glossa.run([
            "render", "--syntax", "icu", "--locale", "ru", "--arguments", #"{"count": 22}"#,
            "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}",
        ])
        #expect(icu.standardOutput == "22 файла\n", "\(icu)")
        let apple = try Glossa.run([
            "render", "--syntax", "apple", "--locale", "de", "--arguments", #"["Anna", 1234]"#, "%1$@ hat %2$lld Dinge",
        ])
        #expect(apple.standardOutput == "Anna hat 1.234 Dinge\n", "\(apple)")
        let expressions = try Glossa.run([
            "render", "--syntax", "expressions", "--locale", "en", "--arguments", #"{"x": 1}"#, "--fitting-width",
            "150", #"{"ie:x=1": {"@100": "One car", "@200": "You've got one car"}, "ie:x>1": "%d cars"}"#,
        ])
        #expect(expressions.standardOutput == "One car\n", "\(expressions)")
        let placeholders = try Glossa.run([
            "render", "--syntax", "placeholders", "--locale", "en", "--format", "html", "--arguments",
            #"{"%a%": "<A>", "{{b}}": "B"}"#, "<i>%a% {{b}}</i>",
        ])
        #expect(placeholders.standardOutput == "<i>&lt;A&gt; B</i>\n", "\(placeholders)")
    }

    @Test func syntaxErrorsAreReportedWithPositionsAndStrictFails() throws {
        let result = try Glossa.run([
            "render", "--syntax", "icu", "--locale", "en", "--strict", "{n, plural, one {# file}}",
        ])
        #expect(result.status == 1)
        #expect(result.standardOutput == "{n, plural, one {# file}}\n")
        #expect(
            result.standardError.hasPrefix("glossa: 1:1: the plural argument has no \"other\" variant"), "\(result)")
    }

    @Test func appleFloatsAsCWritesThemAndCDSRootErrorsSayWhere() throws {
        let floats = try Glossa.run([
            "render", "--syntax", "apple", "--locale", "en", "--arguments", "[2.675, 3, 0.1]", "%.2f %a %.20e",
        ])
        #expect(floats.standardOutput == "2.67 0x1.8p+1 1.00000000000000005551e-01\n", "\(floats)")
        let message = #"<cds-root>\n<cds-unit id=\"a\">Tap &bogus;</cds-unit></cds-root>"#
        let broken = try Glossa.run(
            ["render", "--syntax", "apple", "--batch"], standardInput: #"{"locale":"en","message":""# + message + #""}"#
        )
        #expect(broken.lines.count == 1, "\(broken)")
        #expect(broken.lines.first?.contains("2:22: unknown entity &bogus;") == true, "\(broken)")
    }

    @Test func tmlOptionsAreRefusedForOtherSyntaxes() throws {
        let result = try Glossa.run(["render", "--syntax", "icu", "--locale", "en", "--tokens", "{}", "Hi"])
        #expect(result.status == 64, "\(result)")
        let badArguments = try Glossa.run(["render", "--syntax", "icu", "--locale", "en", "--arguments", "5", "Hi"])
        #expect(badArguments.status == 1, "\(badArguments)")
    }

    @Test func batchLinesForEverySyntax() throws {
        let icu = try Glossa.run(
            ["render", "--syntax", "icu", "--batch"],
            standardInput: """
                {"locale":"en","message":"{n, plural, one {# item} other {# items}}","arguments":{"n":3}}
                {"locale":"en","message":"Hi {name}"}
                {"locale":"en"}
                {"locale":"fr","message":"{d, date, long}","arguments":{"d":{"date":0}},"format":"html"}
                """)
        let lines = icu.lines
        try #require(lines.count == 4, "\(icu)")
        #expect(lines[0] == #"{"output":"3 items","diagnostics":[]}"#)
        #expect(
            lines[1].hasPrefix(#"{"output":"Hi {name}","diagnostics":[{"line":1,"column":4,"kind":"missingArgument""#))
        #expect(lines[2] == #"{"line":3,"error":"missing field \"message\""}"#)
        #expect(lines[3].contains("1970"), "\(lines[3])")
        #expect(icu.status == 1)

        let expressions = try Glossa.run(
            ["render", "--syntax", "expressions", "--batch"],
            standardInput: """
                {"locale":"ru","message":{"one":"%d машина","few":"%d машины","many":"%d машин"},"arguments":{"x":22}}
                {"locale":"en","message":{"ten":"ten!","other":"%d"},"arguments":{"x":10},"expressions":{"base":{"ten":"ie:x=10"}}}
                {"locale":"en","message":{"@100":"Short","@300":"Much longer"},"fittingWidth":299}
                {"locale":"en","message":{"a":1}}
                """)
        #expect(
            expressions.lines == [
                #"{"output":"22 машины","diagnostics":[]}"#, #"{"output":"ten!","diagnostics":[]}"#,
                #"{"output":"Short","diagnostics":[]}"#,
                #"{"line":4,"error":"message: the value of \"a\" must be a string or an object of @widths"}"#,
            ], "\(expressions)")

        let apple = try Glossa.run(
            ["render", "--syntax", "apple", "--batch"],
            standardInput: """
                {"locale":"en","message":"%2$@ / %1$.2f","arguments":[3.14159,"pi"]}
                {"locale":"en","message":"<cds-root><cds-unit id=\\"device.other\\">Tap</cds-unit></cds-root>"}
                """)
        #expect(apple.lines == [#"{"output":"pi / 3.14","diagnostics":[]}"#, #"{"output":"Tap","diagnostics":[]}"#])

        let placeholders = try Glossa.run(
            ["render", "--syntax", "placeholders", "--batch"],
            standardInput: #"{"locale":"en","message":"Hello, $(Name)!","arguments":{"Name":"Anna"}}"#)
        #expect(placeholders.lines == [#"{"output":"Hello, Anna!","diagnostics":[]}"#])
    }
}
