import GlossaJSON
import Testing

@testable import GlossaServer

/// Reading a body back gives the entries ``ContentBody`` wrote, whatever they hold, and refuses
/// anything else (the caller then parses it as JSON).
@Suite("Content body reader")
struct ContentBodyReaderTests {
    static let awkward: [(key: String, string: String)] = [
        ("", ""), ("a", #"say "hi""#), ("b\\", #"ends with a backslash \"#), ("c", #"\\"quoted\\""#),
        ("d\"e", "line\nbreak\ttab\u{1}"), ("emoji", "🇫🇷 é ß ж 漢"), ("f", "}},{\"string\":\"x\"}"),
        ("g", "{???, plural, one {# x} other {# xs}}"), ("z", "/slash/"),
    ].sorted { $0.key < $1.key }

    @Test func readsBackWhatTheBodyWrote() throws {
        let bytes = ContentRenderer.body(Self.awkward)
        let entries = try #require(ContentBodyReader.entries(bytes))
        #expect(entries.map(\.key) == Self.awkward.map(\.key))
        #expect(entries.map(\.string) == Self.awkward.map(\.string))
        #expect(ContentBodyReader.isSorted(entries))
        // The same as a JSON parser reads.
        let parsed = try JSONParser().parse(bytes)
        for entry in entries { #expect(parsed["data"]?[entry.key]?["string"]?.stringValue == entry.string) }
        #expect(ContentBodyReader.entries(ContentRenderer.body([])) == [])
    }

    @Test(arguments: [
        "", "{}", #"{"data":{}"#, #"{"data": {}}"#, #"{"data":{"a":{"string":"x"}}"#,
        #"{"data":{"a":{"string":"x"},}}"#, #"{"data":{"a":{"string":"x"} ,"b":{"string":"y"}}}"#,
        #"{"data":{"a":{"string":"x","b":1}}}"#, #"{"data":{"a":{"text":"x"}}}"#, #"{"data":{"a":{"string":"x}}}"#,
        #"{"data":{"a":{"string":"x\"}}}"#, #"{"data":{"a":{"string":"\u12"}}}"#, #"{"data":{a:{"string":"x"}}}"#,
    ])
    func refusesAnyOtherText(text: String) {
        #expect(ContentBodyReader.entries(Array(text.utf8)) == nil, "\(text)")
    }

    @Test func tellsUnsortedAndRepeatedKeys() {
        func entries(_ keys: [String]) -> [ReleaseDiff.Entry] { keys.map { .init(key: $0, string: "") } }
        #expect(ContentBodyReader.isSorted(entries([])))
        #expect(ContentBodyReader.isSorted(entries(["a", "b", "é"])))
        #expect(!ContentBodyReader.isSorted(entries(["b", "a"])))
        #expect(!ContentBodyReader.isSorted(entries(["a", "a"])))
    }
}
