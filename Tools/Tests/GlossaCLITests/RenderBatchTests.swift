import Foundation
import Testing

@Suite("glossa render --batch")
struct RenderBatchTests {
    @Test func answersGoodMalformedAndBadLocaleLinesInOrder() throws {
        let input = """
            {"locale":"en","label":"You have {count || message}","tokens":{"count":1}}
            {"locale":"en","label":"You have {count || message}","tokens":{"count":5}}
            {"locale":"ru","label":"You have {count || message}","tokens":{"count":2},"translations":[{"label":"У вас есть {count || сообщение, сообщения, сообщений}"}]}
            {"locale":"en","label":
            {"locale":"zz","label":"Hi"}

            {"locale":"en","label":"Hello {name}"}
            {"locale":"en","label":"Hi {user}","tokens":{"user":"<script>"},"format":"html","description":"greeting"}
            {"locale":"en","label":"Hi [bold: {user}]","tokens":{"user":"Anna"},"format":"text"}
            {"locale":"en","label":"Hi","format":"pdf"}
            {"label":"Hi"}
            {"locale":"en","label":"Hi","tokens":[1]}
            {"locale":"en","label":"Hi","translations":[{"label":"x","precedence":"high"}]}
            {"locale":"en","label":"Hi","locale":"ru"}
            {"locale":"ru","label":"You have {count || message}","tokens":{"count":21},"translations":{"results":{"2844c0e6ecf4635e242aa72c81ecd39e":[{"label":"У вас есть {count || сообщение, сообщения, сообщений}"}]}}}
            """
        let result = try Glossa.run(["render", "--batch"], standardInput: input)
        #expect(result.status == 1)
        #expect(result.standardError == "glossa: 8 of 15 lines could not be answered\n")
        let lines = result.lines
        try #require(lines.count == 15, "\(result)")
        #expect(lines[0] == #"{"output":"You have 1 message","diagnostics":[]}"#)
        #expect(lines[1] == #"{"output":"You have 5 messages","diagnostics":[]}"#)
        #expect(lines[2] == #"{"output":"У вас есть 2 сообщения","diagnostics":[]}"#)
        #expect(lines[3] == #"{"line":4,"error":"malformed JSON: expected value, found end of input at column 24"}"#)
        #expect(
            lines[4]
                == #"{"line":5,"error":"field \"locale\": \"zz\" is not a known locale: CLDR has no language \"zz\""}"#
        )
        #expect(lines[5] == #"{"line":6,"error":"malformed JSON: empty line, expected a JSON object at column 1"}"#)
        #expect(
            lines[6] == #"{"output":"Hello {name}","diagnostics":[{"line":1,"column":7,"kind":"missingArgument","#
                + #""reason":"no value for \"name\"","source":"{name}"}]}"#
        )
        #expect(lines[7] == #"{"output":"Hi &lt;script&gt;","diagnostics":[]}"#)
        #expect(lines[8] == #"{"output":"Hi Anna","diagnostics":[]}"#)
        #expect(lines[9] == #"{"line":10,"error":"field \"format\" is \"pdf\", expected \"text\" or \"html\""}"#)
        #expect(lines[10] == #"{"line":11,"error":"missing field \"locale\""}"#)
        #expect(
            lines[11]
                == #"{"line":12,"error":"field \"tokens\": expected a JSON object of token values, found an array"}"#
        )
        #expect(
            lines[12]
                == #"{"line":13,"error":"field \"translations\": translation 1: field \"precedence\" must be an integer, found \"high\""}"#
        )
        #expect(lines[13] == #"{"line":14,"error":"malformed JSON: repeated field \"locale\" at column 29"}"#)
        #expect(lines[14] == #"{"output":"У вас есть 21 сообщение","diagnostics":[]}"#)
    }

    @Test func strictFailsAtTheEndWhenALineHasDiagnostics() throws {
        let input = """
            {"locale":"en","label":"Hello {name}"}
            {"locale":"en","label":"Hello {name}","tokens":{"name":"Anna"}}
            """
        let lenient = try Glossa.run(["render", "--batch"], standardInput: input)
        #expect(lenient.status == 0, "\(lenient)")
        #expect(lenient.standardError == "")
        let strict = try Glossa.run(["render", "--batch", "--strict"], standardInput: input)
        #expect(strict.status == 1)
        #expect(strict.standardError == "glossa: 1 of 2 lines were rendered with diagnostics (--strict)\n")
        #expect(strict.lines == lenient.lines)
        #expect(strict.lines.count == 2)
        #expect(strict.lines[1] == #"{"output":"Hello Anna","diagnostics":[]}"#)
    }

    @Test func precedenceOrdersCandidates() throws {
        let input = """
            {"locale":"ru","label":"Hi","translations":[{"label":"Здравствуйте","precedence":2},{"label":"Привет","precedence":1}]}
            {"locale":"ru","label":"Hi","translations":[{"label":"Здравствуйте"},{"label":"Привет"}]}
            """
        let result = try Glossa.run(["render", "--batch"], standardInput: input)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                #"{"output":"Привет","diagnostics":[]}"#,
                #"{"output":"Здравствуйте","diagnostics":[]}"#,
            ]
        )
    }
}
