import Foundation
import Testing

@Suite("glossa render --syntax mf2")
struct RenderMF2Tests {
    static let files = ".input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}"

    @Test func singleMessagesWithTheirBidiStrategy() throws {
        let plural = try Glossa.run([
            "render", "--syntax", "mf2", "--locale", "ru", "--bidi-isolation", "none", "--arguments", #"{"n": 22}"#,
            Self.files,
        ])
        #expect(plural.standardOutput == "22 файла\n", "\(plural)")
        #expect(plural.status == 0)
        let isolated = try Glossa.run([
            "render", "--syntax", "mf2", "--locale", "en", "--arguments", #"{"name": "שלום"}"#, "Hi {$name}!",
        ])
        // A value of unknown direction is isolated with FSI … PDI.
        #expect(isolated.standardOutput == "Hi \u{2068}שלום\u{2069}!\n", "\(isolated)")
        let html = try Glossa.run([
            "render", "--syntax", "mf2", "--locale", "en", "--format", "html", "--bidi-isolation", "none",
            "--arguments", #"{"name": "<b>"}"#, "Hi {$name}",
        ])
        #expect(html.standardOutput == "Hi &lt;b&gt;\n", "\(html)")
    }

    @Test func diagnosticsNameTheSpecificationsErrorType() throws {
        let missing = try Glossa.run([
            "render", "--syntax", "mf2", "--locale", "en", "--bidi-isolation", "none", "--strict", "Hi {$name}!",
        ])
        #expect(missing.status == 1)
        #expect(missing.standardOutput == "Hi {$name}!\n", "\(missing)")
        #expect(missing.standardError.hasPrefix("glossa: 1:4: unresolved-variable: "), "\(missing)")
        // Every data model error is reported, each where it is, quoting the first line of its piece.
        let broken = try Glossa.run([
            "render", "--syntax", "mf2", "--locale", "en", ".match $x\n1 {{one}}\n1 {{again}}",
        ])
        #expect(broken.status == 0)
        #expect(broken.standardError.hasSuffix("for every key (*) (.match $x…)\n"), "\(broken)")
        #expect(
            broken.standardError.split(separator: "\n").map { $0.prefix(48) } == [
                "glossa: 1:8: missing-selector-annotation: the se", "glossa: 3:1: duplicate-variant: another variant ",
                "glossa: 1:1: missing-fallback-variant: no varian",
            ], "\(broken)")
    }

    @Test func optionsOfOtherSyntaxesAreRefused() throws {
        let bidi = try Glossa.run(["render", "--syntax", "icu", "--locale", "en", "--bidi-isolation", "none", "Hi"])
        #expect(bidi.status == 64, "\(bidi)")
        let batch = try Glossa.run(["render", "--syntax", "mf2", "--batch", "--bidi-isolation", "none"])
        #expect(batch.status == 64, "\(batch)")
        let tokens = try Glossa.run(["render", "--syntax", "mf2", "--locale", "en", "--tokens", "{}", "Hi"])
        #expect(tokens.status == 64, "\(tokens)")
    }

    @Test func batchLinesAreAnsweredAsICUsAreWithTypedDiagnostics() throws {
        let result = try Glossa.run(
            ["render", "--syntax", "mf2", "--batch"],
            standardInput: """
                {"locale":"ru","message":"\(Self.files)","arguments":{"n":3},"bidiIsolation":"none"}
                {"locale":"en","message":"Hi {$name}!","bidiIsolation":"none"}
                {"locale":"en","message":"{$a :number} {$b :nope}","arguments":{"a":"x","b":1},"bidiIsolation":"none"}
                {"locale":"en","message":"{{unclosed","arguments":{}}
                {"locale":"en","message":"Hi {$name}","arguments":{"name":"Anna"},"bidiIsolation":"sideways"}
                {"locale":"en","message":["Hi"]}
                {"locale":"en","message":
                {"locale":"en","message":"Hi {$name}","arguments":{"name":"Anna"},"format":"html"}
                {"locale":"ar","message":"مرحبا {$name}","arguments":{"name":"Anna"}}
                """)
        let lines = result.lines
        try #require(lines.count == 9, "\(result)")
        #expect(lines[0] == #"{"output":"3 файла","diagnostics":[]}"#)
        #expect(
            lines[1]
                == #"{"output":"Hi {$name}!","diagnostics":[{"line":1,"column":4,"type":"unresolved-variable","#
                + #""category":"resolution","kind":"missingArgument","reason":"no value for \"name\"","source":"{$name}"}]}"#
        )
        #expect(lines[2].contains(#""type":"unknown-function","category":"resolution""#), "\(lines[2])")
        #expect(lines[2].contains(#""type":"bad-operand","category":"formatting""#), "\(lines[2])")
        #expect(lines[2].hasPrefix(#"{"output":"{$a} {$b}","#), "\(lines[2])")
        #expect(lines[3].contains(#""type":"syntax-error","category":"syntax""#), "\(lines[3])")
        #expect(lines[3].hasPrefix(#"{"output":"{{unclosed","#), "\(lines[3])")
        #expect(
            lines[4]
                == #"{"line":5,"error":"field \"bidiIsolation\" is \"sideways\", expected \"default\" or \"none\""}"#)
        #expect(lines[5] == #"{"line":6,"error":"field \"message\" must be a string, found an array"}"#)
        #expect(lines[6].hasPrefix(#"{"line":7,"error":"malformed JSON: "#), "\(lines[6])")
        // A string argument has no known direction: it is isolated with FSI … PDI, in HTML too.
        #expect(lines[7] == "{\"output\":\"Hi \u{2068}Anna\u{2069}\",\"diagnostics\":[]}")
        #expect(lines[8] == "{\"output\":\"مرحبا \u{2068}Anna\u{2069}\",\"diagnostics\":[]}")
        #expect(result.status == 1)
        #expect(result.standardError == "glossa: 3 of 9 lines could not be answered\n")
    }

    /// What only a render finds is answered with its type too: an option whose argument is missing
    /// (left out, `spec/formatting.md` "Option Resolution"), a Bad Option a function ignores, a
    /// declaration's Bad Operand and the Bad Selector it causes, each beside the output.
    @Test func batchDiagnosticsTypeWhatARenderFinds() throws {
        let match = ".input {$n :number} .match $n 1 {{one}} * {{other}}"
        let result = try Glossa.run(
            ["render", "--syntax", "mf2", "--batch"],
            standardInput: """
                {"locale":"en","message":"hello {4.2 :number minimumFractionDigits=$foo}","bidiIsolation":"none"}
                {"locale":"en","message":"{$x :number minimumFractionDigits=$d}","arguments":{"x":5,"d":"many"}}
                {"locale":"en","message":"\(match)","arguments":{"n":"horse"}}
                """)
        let lines = result.lines
        try #require(lines.count == 3, "\(result)")
        #expect(lines[0].hasPrefix(#"{"output":"hello 4.2","diagnostics":[{"line":1,"column":7,"#), "\(lines[0])")
        #expect(lines[0].contains(#""type":"unresolved-variable","category":"resolution""#), "\(lines[0])")
        #expect(lines[0].contains(#""type":"bad-option","category":"formatting""#), "\(lines[0])")
        #expect(lines[1].hasPrefix(#"{"output":"5","diagnostics":[{"line":1,"column":1,"type":"bad-option""#))
        #expect(lines[1].components(separatedBy: #""type":"#).count == 2, "\(lines[1])")
        #expect(lines[2].hasPrefix(#"{"output":"other","#), "\(lines[2])")
        #expect(lines[2].contains(#""type":"bad-operand","category":"formatting""#), "\(lines[2])")
        #expect(lines[2].contains(#""type":"bad-selector","category":"selection""#), "\(lines[2])")
        #expect(result.status == 0, "\(result)")
    }

    /// Hostile lines get an answer, never a crash or a hang: a megabyte of braces, 100,000 selectors,
    /// arguments nested past the reader's depth, a line of garbage bytes.
    @Test func hostileLinesAreAnsweredPromptly() throws {
        let braces = String(repeating: "{", count: 1_000_000)
        let declarations = (1..<20_000).map { ".local $v\($0) = {$v\($0 - 1) :number}" }.joined(separator: " ")
        let match =
            ".input {$v0 :number} " + declarations + " .match " + (0..<20_000).map { "$v\($0)" }.joined(separator: " ")
            + " "
            + String(repeating: "* ", count: 20_000) + "{{x}}"
        let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let input = [
            #"{"locale":"en","message":""# + braces + #""}"#,
            #"{"locale":"en","message":""# + match + #""}"#,
            #"{"locale":"en","message":"{$a}","arguments":{"a":"# + nested + "}}",
            "\u{1}\u{2}garbage",
        ].joined(separator: "\n")
        let started = Date()
        let result = try Glossa.run(["render", "--syntax", "mf2", "--batch"], standardInput: input)
        let lines = result.lines
        try #require(lines.count == 4, "\(result.standardError)")
        #expect(lines[0].contains(#""type":"syntax-error""#))
        #expect(lines[1].hasPrefix(#"{"output":"#), "\(lines[1].prefix(300))")
        #expect(lines[2].hasPrefix(#"{"line":3,"error":"#), "\(lines[2])")
        #expect(lines[3].hasPrefix(#"{"line":4,"error":"malformed JSON"#), "\(lines[3])")
        // Generous for a loaded machine: linear work on 2 MB takes well under a second.
        #expect(Date().timeIntervalSince(started) < 60)
    }
}
