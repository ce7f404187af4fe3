import GlossaJSON
import Testing

@Suite("Hostile input")
struct LimitsTests {
    @Test("nesting deeper than the limit is an error, not a crash")
    func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(syntaxError(deep))
        #expect(error.description == "expected at most 512 nested arrays and objects, found more at line 1, column 513")
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(syntaxError(allowed) == nil)
        let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(syntaxError(objects)?.message == "expected at most 512 nested arrays and objects, found more")
    }

    @Test("the depth limit is configurable")
    func theDepthLimitIsConfigurable() throws {
        #expect(syntaxError("[[[1]]]", parser: JSONParser(maximumDepth: 2))?.column == 3)
        #expect(syntaxError("[[1]]", parser: JSONParser(maximumDepth: 2)) == nil)
        #expect(syntaxError("1", parser: JSONParser(maximumDepth: 0)) == nil)
        // No recursion: a very high limit with very deep input still cannot overflow the stack.
        let depth = 20_000
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONParser(maximumDepth: .max).parse(deep)
        var level = 0
        var current = value
        while let inner = current[0] {
            current = inner
            level += 1
        }
        #expect(level == depth - 1)
    }

    @Test("invalid UTF-8 is reported with its position")
    func invalidUTF8IsReportedWithItsPosition() throws {
        let inString = try #require(syntaxError(bytes: Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)))
        #expect(inString.description == "expected UTF-8 text, found invalid UTF-8 byte 0xFF at line 1, column 5")
        #expect(inString.offset == 4)
        let overlong = try #require(syntaxError(bytes: Array("\n\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8)))
        #expect(
            overlong.description == "expected UTF-8 text, found invalid UTF-8 sequence 0xC0 0xAF at line 2, column 2")
        let surrogate = try #require(syntaxError(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]))
        #expect(surrogate.message == "expected UTF-8 text, found invalid UTF-8 sequence 0xED 0xA0 0x80")
        let truncated = try #require(syntaxError(bytes: [0x22, 0xE2, 0x82]))
        #expect(truncated.message == "expected UTF-8 text, found invalid UTF-8 sequence 0xE2 0x82")
        let tooLarge = try #require(syntaxError(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]))
        #expect(tooLarge.offset == 1)
        let outside = try #require(syntaxError(bytes: [0x5B, 0x80, 0x5D]))
        #expect(outside.description == "expected value, found invalid UTF-8 byte 0x80 at line 1, column 2")
        #expect(try JSONValue(parsing: [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22] as [UInt8]) == .string("😀"))
    }

    @Test("a byte order mark is accepted and recorded")
    func aByteOrderMarkIsAcceptedAndRecorded() throws {
        let document = try JSONParser().parseDocument([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}\n".utf8))
        #expect(document.value == ["a": 1])
        #expect(document.hasByteOrderMark)
        #expect(document.endsWithNewline)
        #expect(try JSONValue(parsing: "\u{FEFF}true") == true)
        #expect(syntaxError("[\u{FEFF}]")?.message == "expected value, found '\u{FEFF}'")
    }

    @Test("a 10 MB single-line string parses and round-trips")
    func a10MBSingleLineStringParsesAndRoundTrips() throws {
        let payload = String(repeating: "abcdefghé\\\"", count: 1_000_000)
        let text = "{\"big\": \"" + payload + "\", \"after\": [1, 2]}"
        #expect(text.utf8.count > 10_000_000)
        let value = try JSONValue(parsing: text)
        #expect(value["big"]?.stringValue?.utf8.count == 11_000_000)
        #expect(value["after"]?[1] == 2)
        #expect(try JSONValue(parsing: JSONWriter().bytes(from: value)) == value)
        // An error at the very end of the line still reports its column.
        let error = try #require(syntaxError("[\"" + payload + "\" x]"))
        #expect(error.line == 1)
        #expect(error.column == 11_000_000 + 5)
    }

    @Test("many values on one line record positions in linear time")
    func manyValuesOnOneLineRecordPositionsInLinearTime() throws {
        let text = "[" + Array(repeating: "\"é\"", count: 200_000).joined(separator: ",") + "]"
        let document = try JSONParser().parseWithPositions(text)
        #expect(document.sourceMap?.location(at: [199_999])?.column == 199_999 * 4 + 2)
    }
}
