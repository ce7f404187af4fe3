import GlossaJSON
import Testing

@Suite("Syntax errors")
struct ErrorTests {
    /// Malformed inputs and the full description of the error each must produce.
    static let malformed: [(String, String)] = [
        ("", "expected value, found end of input at line 1, column 1"),
        ("   \n  ", "expected value, found end of input at line 2, column 3"),
        (
            "{\n  \"a\": 1,\n  \"b\": 2\n    \"c\": 3\n}",
            "expected ',' or '}' after object member, found '\"' at line 4, column 5"
        ),
        ("[1, 2 3]", "expected ',' or ']' after array element, found '3' at line 1, column 7"),
        ("[1, 2,]", "expected value, found ']' at line 1, column 7"),
        ("{\"a\": 1,}", "expected string key after ',' in object, found '}' at line 1, column 9"),
        ("{a: 1}", "expected string key or '}' after '{' in object, found 'a' at line 1, column 2"),
        ("{'a': 1}", "expected string key or '}' after '{' in object, found ''' at line 1, column 2"),
        ("{\"a\" 1}", "expected ':' after object key, found '1' at line 1, column 6"),
        ("{\"a\":}", "expected value, found '}' at line 1, column 6"),
        ("[tru]", "expected value, found 'tru' at line 1, column 2"),
        ("[True]", "expected value, found 'True' at line 1, column 2"),
        ("[nulll]", "expected value, found 'nulll' at line 1, column 2"),
        ("NaN", "expected value, found 'NaN' at line 1, column 1"),
        ("[01]", "expected '.', 'e' or the end of the number after a leading '0', found '1' at line 1, column 3"),
        ("[-]", "expected digit after '-', found ']' at line 1, column 3"),
        ("[+1]", "expected value, found '+' at line 1, column 2"),
        ("[1.]", "expected digit after '.' in number, found ']' at line 1, column 4"),
        ("[.5]", "expected value, found '.' at line 1, column 2"),
        ("[1e+]", "expected digit in exponent, found ']' at line 1, column 5"),
        ("\"abc", "expected '\"' to end string, found end of input at line 1, column 5"),
        ("\"ab\ncd\"", "expected '\"' to end string before end of line, found line break at line 1, column 4"),
        (
            "\"a\tb\"",
            "expected escaped control character in string (such as '\\u0009'), found U+0009 at line 1, column 3"
        ),
        (
            "\"\\x\"",
            "expected escape character ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\\', found 'x' at line 1, column 3"
        ),
        ("\"\\u12G4\"", "expected 4 hexadecimal digits after '\\u', found 'G4' at line 1, column 6"),
        (
            "[\"\\uD83D\"]",
            "expected '\\uDC00'…'\\uDFFF' after high surrogate '\\uD83D', found '\"' at line 1, column 9"
        ),
        (
            "[\"\\uD83D\\u0041\"]",
            "expected '\\uDC00'…'\\uDFFF' after high surrogate '\\uD83D', found '\\u0041' at line 1, column 9"
        ),
        ("\"\\uDE00\"", "expected a high surrogate before low surrogate '\\uDE00', found none at line 1, column 2"),
        ("{} {}", "expected end of input after top-level value, found '{' at line 1, column 4"),
        ("[1] x", "expected end of input after top-level value, found 'x' at line 1, column 5"),
        ("[1]]", "expected end of input after top-level value, found ']' at line 1, column 4"),
        ("[1, 2", "expected ',' or ']' after array element, found end of input at line 1, column 6"),
        ("{\"a\": 1", "expected ',' or '}' after object member, found end of input at line 1, column 8"),
        ("[1] // comment", "expected end of input after top-level value, found '/' at line 1, column 5"),
        ("{\"é\": \"ü\" \"x\"}", "expected ',' or '}' after object member, found '\"' at line 1, column 11"),
        ("[\u{00A0}1]", "expected value, found '\u{00A0}' at line 1, column 2"),
        ("[1,\r\n 2,\r 3 x]", "expected ',' or ']' after array element, found 'x' at line 3, column 4"),
        ("\u{FEFF}[1, x]", "expected value, found 'x' at line 1, column 5"),
        ("[\"😀\", \"e\u{301}\", x]", "expected value, found 'x' at line 1, column 12"),
    ]

    @Test("malformed input reports what was expected, what was found, and where", arguments: malformed)
    func malformedInput(_ input: String, _ expected: String) throws {
        let error = try #require(syntaxError(input))
        #expect(error.description == expected)
        #expect(error.description == "\(error.message) at line \(error.line), column \(error.column)")
    }

    @Test("offsets are bytes, columns are characters")
    func offsetsAreBytesColumnsAreCharacters() throws {
        let error = try #require(syntaxError("[\"é😀\", ?]"))
        #expect(error.line == 1)
        #expect(error.column == 8)
        #expect(error.offset == 11)
        #expect(error.location == JSONLocation(line: 1, column: 8, offset: 11))
    }

    @Test("errors are thrown with their type")
    func errorsAreThrownWithTheirType() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Array("{".utf8)) }
    }
}
