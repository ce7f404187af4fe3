import Foundation
import GlossaJSON
import Testing

@Suite("Writer")
struct WriterTests {
    static let sample: JSONValue = [
        "name": "Glossa", "one": .number(JSONNumber("1.50") ?? JSONNumber(0)), "list": [1, true, nil, []], "empty": [:],
        "nested": ["a": ["b": "c"]],
    ]

    @Test("compact writes no whitespace")
    func compactWritesNoWhitespace() {
        #expect(
            JSONWriter(style: .compact).string(from: Self.sample)
                == #"{"name":"Glossa","one":1.50,"list":[1,true,null,[]],"empty":{},"nested":{"a":{"b":"c"}}}"#)
    }

    @Test("pretty indents and separates keys with ': '")
    func prettyIndentsAndSeparatesKeysWith() {
        let expected = """
            {
              "name": "Glossa",
              "one": 1.50,
              "list": [
                1,
                true,
                null,
                []
              ],
              "empty": {},
              "nested": {
                "a": {
                  "b": "c"
                }
              }
            }
            """
        #expect(JSONWriter(style: .pretty(indent: 2)).string(from: Self.sample) == expected)
        #expect(
            JSONWriter(style: .pretty(indent: 4)).string(from: ["a": [1]]) == "{\n    \"a\": [\n        1\n    ]\n}")
        #expect(JSONWriter(style: .pretty(indent: 2), finalNewline: true).string(from: [1]) == "[\n  1\n]\n")
    }

    @Test("xcode writes ' : ' and empty containers around an empty line")
    func xcodeLayout() {
        let expected = """
            {
              "name" : "Glossa",
              "one" : 1.50,
              "list" : [
                1,
                true,
                null,
                [

                ]
              ],
              "empty" : {

              },
              "nested" : {
                "a" : {
                  "b" : "c"
                }
              }
            }
            """
        #expect(JSONWriter(style: .xcode).string(from: Self.sample) == expected)
        #expect(JSONWriter(style: .xcode).string(from: [:]) == "{\n\n}")
        #expect(JSONWriter(style: .xcode).string(from: []) == "[\n\n]")
        #expect(JSONWriter(style: .xcode).string(from: "top") == "\"top\"")
    }

    /// A catalog as Xcode writes one with strings nobody has translated yet (`"" : {\n\n    }`). No
    /// fixture has an empty container; the layout is that of swift-foundation's `JSONWriter` with
    /// `.prettyPrinted` (a newline after the opening bracket, then a newline and the indented closing one).
    @Test("xcode round-trips a catalog with untranslated, empty entries")
    func xcodeEmptyEntries() throws {
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "" : {

                },
                "Done" : {
                  "comment" : "Tabs\tand \"quotes\" and a/slash",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fertig – ✓"
                      }
                    }
                  },
                  "shouldTranslate" : false
                },
                "Later" : {
                  "localizations" : {

                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let value = try JSONValue(parsing: catalog)
        #expect(value["strings"]?[""] == [:])
        #expect(value["strings"]?["Done"]?["shouldTranslate"] == false)
        #expect(JSONWriter(style: .xcode).string(from: value) == catalog)
    }

    @Test("sorted keys sort by Unicode scalars and keep duplicates in order")
    func sortedKeysSortByUnicodeScalarsAndKeepDuplicatesInOrder() throws {
        let value = try JSONValue(parsing: #"{"b": 1, "a": {"z": 1, "Z": 2, "é": 3, "e": 4}, "b": 2, "A": 0}"#)
        #expect(
            JSONWriter(sortedKeys: true).string(from: value)
                == #"{"A":0,"a":{"Z":2,"e":4,"z":1,"é":3},"b":1,"b":2}"#)
        #expect(JSONWriter().string(from: value) == #"{"b":1,"a":{"z":1,"Z":2,"é":3,"e":4},"b":2,"A":0}"#)
    }

    @Test("values describe themselves as compact JSON")
    func descriptions() {
        #expect(Self.sample.description == JSONWriter().string(from: Self.sample))
        let object: JSONObject = ["a": [1, "x"]]
        #expect(String(describing: object) == #"{"a":[1,"x"]}"#)
        #expect("\(JSONValue.string("q\""))" == #""q\"""#)
    }

    @Test("the fixtures are all present")
    func theFixturesAreAllPresent() {
        #expect(Fixtures.catalogNames.count == 10)
    }

    @Test("Xcode String Catalogs re-write byte for byte", arguments: Fixtures.catalogNames)
    func xcodeRoundTrip(_ name: String) throws {
        let original = try Fixtures.bytes(name)
        let document = try JSONParser().parseDocument(original)
        #expect(document.diagnostics.isEmpty)
        let writer = JSONWriter(style: .xcode, finalNewline: document.endsWithNewline)
        let written = writer.bytes(from: document.value)
        #expect(written == original, "\(name) differs from the catalog Xcode wrote")
        #expect(document.value["sourceLanguage"] == "en")
        #expect(document.value["version"] == "1.0")
    }

    @Test("compact and pretty round trips preserve the catalogs", arguments: Fixtures.catalogNames)
    func compactAndPrettyRoundTrip(_ name: String) throws {
        let value = try JSONValue(parsing: Fixtures.bytes(name))
        for writer in [JSONWriter(), JSONWriter(style: .pretty(indent: 2)), JSONWriter(style: .pretty(indent: 0))] {
            #expect(try JSONValue(parsing: writer.bytes(from: value)) == value)
        }
        // Compact output agrees with Foundation's reading of the catalog.
        let fromFoundation = try JSONSerialization.jsonObject(with: Data(JSONWriter().bytes(from: value)))
        let original = try JSONSerialization.jsonObject(with: Data(Fixtures.bytes(name)))
        #expect((fromFoundation as? NSDictionary)?.isEqual(original) == true)
    }
}
