import GlossaJSON
import Testing

@Suite("Positions")
struct PositionTests {
    static let text = """
        {
          "strings" : {
            "greeting" : {
              "one" : 1.50,
              "a/b~c" : [ true, "é", { } ]
            }
          },
          "version" : "1.0"
        }
        """

    @Test("values and keys are located by JSON Pointer")
    func valuesAndKeysAreLocatedByJSONPointer() throws {
        let document = try JSONParser().parseWithPositions(Self.text)
        let map = try #require(document.sourceMap)
        #expect(map.location(at: "") == JSONLocation(line: 1, column: 1, offset: 0))
        #expect(map.location(at: "/strings")?.description == "line 2, column 15")
        #expect(map.keyLocation(at: "/strings")?.description == "line 2, column 3")
        #expect(map.keyLocation(at: "/strings/greeting/one")?.description == "line 4, column 7")
        #expect(map.location(at: "/strings/greeting/one")?.description == "line 4, column 15")
        #expect(map.location(at: "/strings/greeting/a~1b~0c/1")?.description == "line 5, column 25")
        #expect(map.location(at: ["strings", "greeting", "a/b~c", 2])?.description == "line 5, column 30")
        #expect(map.keyLocation(at: ["strings", "greeting", "a/b~c", 2]) == nil)
        #expect(map.location(at: "/version")?.description == "line 8, column 15")
        #expect(map.location(at: "/missing") == nil)
        #expect(
            map.pointers == [
                "", "/strings", "/strings/greeting", "/strings/greeting/one", "/strings/greeting/a~1b~0c",
                "/strings/greeting/a~1b~0c/0", "/strings/greeting/a~1b~0c/1", "/strings/greeting/a~1b~0c/2",
                "/version",
            ])
        #expect(map["/version"]?.key?.line == 8)
    }

    @Test("a plain parse records no positions")
    func aPlainParseRecordsNoPositions() throws {
        #expect(try JSONParser().parseDocument(Self.text).sourceMap == nil)
        #expect(try JSONParser().parseDocument(Self.text, recordingPositions: true).sourceMap != nil)
    }

    @Test("positions agree with the value")
    func positionsAgreeWithTheValue() throws {
        let document = try JSONParser().parseWithPositions(Array(Self.text.utf8))
        #expect(document.value == (try JSONValue(parsing: Self.text)))
        #expect(document.diagnostics.isEmpty)
        #expect(!document.endsWithNewline)
    }

    @Test("duplicate keys locate the last member")
    func duplicateKeysLocateTheLastMember() throws {
        let map = try #require(try JSONParser().parseWithPositions("{\"a\": 1,\n \"a\": 2}").sourceMap)
        #expect(map.location(at: "/a")?.description == "line 2, column 7")
        #expect(map.pointers == ["", "/a"])
    }

    @Test("pointers escape '~' and '/'")
    func pointersEscapeAnd() {
        #expect(JSONSourceMap.pointer(for: ["a/b", "c~d", 3, ""]) == "/a~1b/c~0d/3/")
        #expect(JSONSourceMap.pointer(for: []) == "")
    }

    @Test("columns count characters, not bytes")
    func columnsCountCharactersNotBytes() throws {
        let map = try #require(try JSONParser().parseWithPositions("{\"é😀\": \"x\", \"e\u{301}\": 2}").sourceMap)
        #expect(map.location(at: "/é😀")?.column == 8)
        #expect(map.keyLocation(at: "/e\u{301}")?.column == 13)
        #expect(map.location(at: "/e\u{301}")?.offset == 23)
    }
}
