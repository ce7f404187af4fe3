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
