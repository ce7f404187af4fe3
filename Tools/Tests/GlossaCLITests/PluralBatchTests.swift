import Foundation
import Testing

@Suite("glossa plural --batch")
struct PluralBatchTests {
    @Test func answersEachLineInOrder() throws {
        let input = """
            {"locale":"ru","number":"21","type":"cardinal"}
            {"locale":"ru","number":"5"}
            {"locale":"en","number":"3","type":"ordinal"}

            """
        let result = try Glossa.run(["plural", "--batch"], standardInput: input)
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "")
        #expect(
            result.lines == [
                #"{"locale":"ru","number":"21","type":"cardinal","category":"one"}"#,
                #"{"locale":"ru","number":"5","type":"cardinal","category":"many"}"#,
                #"{"locale":"en","number":"3","type":"ordinal","category":"few"}"#,
            ]
        )
    }

    @Test func jsonNumbersKeepTheirLiteralText() throws {
        // As a Double, 1.0 would be 1 and select "one" in English.
        let input = """
            {"locale":"en","number":1.0}
            {"locale":"en","number":1}
            {"number":1.50,"locale":"ru"}
            """
        let result = try Glossa.run(["plural", "--batch"], standardInput: input)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                #"{"locale":"en","number":"1.0","type":"cardinal","category":"other"}"#,
                #"{"locale":"en","number":"1","type":"cardinal","category":"one"}"#,
                #"{"locale":"ru","number":"1.50","type":"cardinal","category":"other"}"#,
            ]
        )
    }

    /// A JSON number in scientific notation is its value (1.5e6 is 1500000, "other" in French);
    /// the compact exponent of CLDR is written in a string ("1.5c6" is "many").
    @Test func scientificNotationIsAValueNotACompactExponent() throws {
        let input = """
            {"locale":"fr","number":1.5e6}
            {"locale":"fr","number":"1.5c6"}
            {"locale":"en","number":1.0E0}
            {"locale":"en","number":10e-1}
            """
        let result = try Glossa.run(["plural", "--batch"], standardInput: input)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                #"{"locale":"fr","number":"1.5e6","type":"cardinal","category":"other"}"#,
                #"{"locale":"fr","number":"1.5c6","type":"cardinal","category":"many"}"#,
                #"{"locale":"en","number":"1.0E0","type":"cardinal","category":"other"}"#,
                #"{"locale":"en","number":"10e-1","type":"cardinal","category":"other"}"#,
            ]
        )
    }

    @Test func badLinesGetErrorObjectsAndTheRestAreAnswered() throws {
        let input = """
            {"locale":"ru","number":"1"}
            {"locale":"ru","number":
            {"locale":"ru","number":"2"}

            {"locale":"zz","number":"1"}
            {"locale":"ru","number":"abc"}
            {"locale":"ru"}
            {"locale":"ru","number":"1","type":"nominal"}
            {"locale":"ru","number":true}
            [1,2]
            {"locale":"en","number":"1","extra":{"nested":[1,{"a":null}]}}
            """
        let result = try Glossa.run(["plural", "--batch"], standardInput: input)
        #expect(result.status == 1)
        #expect(result.standardError == "glossa: 8 of 11 lines could not be answered\n")
        let lines = result.lines
        try #require(lines.count == 11, "\(result)")
        #expect(lines[0] == #"{"locale":"ru","number":"1","type":"cardinal","category":"one"}"#)
        #expect(
            lines[1]
                == #"{"line":2,"error":"malformed JSON: expected value, found end of input at column 25"}"#
        )
        #expect(lines[2] == #"{"locale":"ru","number":"2","type":"cardinal","category":"few"}"#)
        #expect(
            lines[3] == #"{"line":4,"error":"malformed JSON: empty line, expected a JSON object at column 1"}"#
        )
        #expect(
            lines[4]
                == #"{"line":5,"error":"field \"locale\": \"zz\" is not a known locale: CLDR has no language \"zz\"","#
                + #""locale":"zz","number":"1","type":"cardinal"}"#
        )
        #expect(lines[5].hasPrefix(#"{"line":6,"error":"field \"number\": \"abc\" is not a number: "#), "\(lines[5])")
        #expect(lines[5].hasSuffix(#""locale":"ru","number":"abc","type":"cardinal"}"#), "\(lines[5])")
        #expect(lines[6] == #"{"line":7,"error":"missing field \"number\"","locale":"ru","type":"cardinal"}"#)
        #expect(
            lines[7] == #"{"line":8,"error":"field \"type\" is \"nominal\", expected \"cardinal\" or \"ordinal\"","#
                + #""locale":"ru","number":"1","type":"nominal"}"#
        )
        #expect(
            lines[8] == #"{"line":9,"error":"field \"number\" must be a string or a number, found a boolean","#
                + #""locale":"ru"}"#
        )
        #expect(
            lines[9] == #"{"line":10,"error":"malformed JSON: expected a JSON object, found \"[\" at column 1"}"#
        )
        #expect(lines[10] == #"{"locale":"en","number":"1","type":"cardinal","category":"one"}"#)
    }

    @Test func malformedJSONIsReportedWithTheColumn() throws {
        let depth63 = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        let depth64 = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let input = """
            {"locale":"ru","locale":"en","number":"1"}
            {"locale":"ру","number":1,}
            {"locale":"ru","number":"1"} x
            {"locale":"ru","number":01}
            {"locale":"ru","number":"1","x":\(depth63)}
            {"locale":"ru","number":"1","x":\(depth64)}
            """
        let result = try Glossa.run(["plural", "--batch"], standardInput: input)
        #expect(result.status == 1)
        #expect(
            result.lines == [
                // A repeated field is an error (RFC 8259 allows it; a batch line has no use for it).
                #"{"line":1,"error":"malformed JSON: repeated field \"locale\" at column 16"}"#,
                // Columns count characters, not bytes: "ру" is two.
                #"{"line":2,"error":"malformed JSON: expected string key after ',' in object, found '}' at column 27"}"#,
                #"{"line":3,"error":"malformed JSON: expected end of input after top-level value, found 'x' at column 30"}"#,
                #"{"line":4,"error":"malformed JSON: expected '.', 'e' or the end of the number after a leading '0', "#
                    + #"found '1' at column 26"}"#,
                #"{"locale":"ru","number":"1","type":"cardinal","category":"one"}"#,
                #"{"line":6,"error":"malformed JSON: expected at most 64 nested arrays and objects, found more at column 96"}"#,
            ]
        )
    }

    @Test func thousandsOfLinesInOneProcess() throws {
        let count = 20_000
        var input = ""
        var expected: [String] = []
        let russian = ["many", "one", "few", "few", "few", "many", "many", "many", "many", "many"]
        for index in 0..<count {
            input += #"{"locale":"ru","number":"\#(index)"}"# + "\n"
            let category = (index % 100 >= 11 && index % 100 <= 14) ? "many" : russian[index % 10]
            expected.append(#"{"locale":"ru","number":"\#(index)","type":"cardinal","category":"\#(category)"}"#)
        }
        let clock = ContinuousClock()
        var result: Glossa.Result?
        let elapsed = try clock.measure { result = try Glossa.run(["plural", "--batch"], standardInput: input) }
        let output = try #require(result)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.lines == expected)
        // A debug build answers 20,000 lines in well under a second here; a process per line would take minutes.
        #expect(elapsed < .seconds(20), "20,000 batch lines took \(elapsed)")
    }
}
