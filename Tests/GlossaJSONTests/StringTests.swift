import GlossaJSON
import Testing

@Suite("Strings and escapes")
struct StringTests {
    static let escapes: [(String, String)] = [
        (#""plain""#, "plain"),
        (#""a\"b""#, "a\"b"),
        (#""back\\slash""#, "back\\slash"),
        (#""\/path\/""#, "/path/"),
        (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\u0000""#, "\u{0}"),
        (#""\uD83D\uDE00!""#, "😀!"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""é😀 中文""#, "é😀 中文"),
        (#""before \n after é""#, "before \n after é"),
        (#""\u2028""#, "\u{2028}"),
        (#""""#, ""),
    ]

    @Test("escapes decode", arguments: escapes)
    func escapeDecodes(_ literal: String, _ expected: String) throws {
        #expect(try JSONValue(parsing: literal) == .string(expected))
        #expect(
            try JSONValue(parsing: literal).stringValue?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
    }

    @Test("the writer escapes like JSONSerialization")
    func theWriterEscapesLikeJSONSerialization() {
        let text = "q\" b\\ s/ \u{08}\u{0C}\n\r\t \u{0}\u{1F}\u{7F} é😀\u{2028}"
        #expect(
            JSONWriter.quoted(text) == #""q\" b\\ s/ \b\f\n\r\t \u0000\u001f"# + "\u{7F} é😀\u{2028}\"")
        for style in [JSONWriter.Style.compact, .pretty(indent: 2), .xcode] {
            #expect(JSONWriter(style: style).string(from: .string(text)) == JSONWriter.quoted(text))
        }
    }

    @Test("strings with escapes round-trip")
    func stringsWithEscapesRoundTrip() throws {
        let text = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }) + "é😀"
        let written = JSONWriter().string(from: .string(text))
        #expect(try JSONValue(parsing: written) == .string(text))
    }
}

@Suite("String scanning at every alignment")
struct AlignmentTests {
    /// Characters that stop the eight-bytes-at-a-time scan, as JSON text and as decoded text.
    static let specials: [(String, String)] = [
        ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\\u0000", "\u{0}"), ("é", "é"), ("😀", "😀"),
        ("\\uD83D\\uDE00", "😀"), ("\u{7F}", "\u{7F}"), ("~", "~"), (" ", " "),
    ]

    @Test("a special character is found at every offset", arguments: 0..<20)
    func specialAtEveryOffset(_ offset: Int) throws {
        for (json, decoded) in Self.specials {
            let prefix = String(repeating: "a", count: offset)
            let suffix = String(repeating: "b", count: 19 - offset)
            let value = try JSONValue(parsing: "\"" + prefix + json + suffix + "\"")
            #expect(value == .string(prefix + decoded + suffix))
            #expect(try JSONValue(parsing: JSONWriter().string(from: value)) == value)
        }
    }

    @Test("a raw control character or invalid byte is reported at every offset", arguments: 0..<20)
    func errorAtEveryOffset(_ offset: Int) throws {
        let prefix = Array(repeating: UInt8(ascii: "a"), count: offset)
        for bad: UInt8 in [0x01, 0x1F, 0x0A, 0x80, 0xFF] {
            let input = [0x22] + prefix + [bad] + Array("bbbbbbbbbbbbbbbb\"".utf8)
            let error = try #require(syntaxError(bytes: input))
            #expect(error.offset == offset + 1)
            #expect(error.column == offset + 2)
        }
        let unterminated = try #require(syntaxError(bytes: [0x22] + prefix))
        #expect(unterminated.message == "expected '\"' to end string, found end of input")
        #expect(unterminated.offset == offset + 1)
    }
}
