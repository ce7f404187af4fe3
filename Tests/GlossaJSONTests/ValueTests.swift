import GlossaJSON
import Testing

@Suite("Values")
struct ValueTests {
    @Test("scalars parse to their cases")
    func scalarsParseToTheirCases() throws {
        #expect(try JSONValue(parsing: "null") == .null)
        #expect(try JSONValue(parsing: "true") == .bool(true))
        #expect(try JSONValue(parsing: " false ") == .bool(false))
        #expect(try JSONValue(parsing: "\"hi\"") == .string("hi"))
        #expect(try JSONValue(parsing: "-12").intValue == -12)
        #expect(try JSONValue(parsing: "[]") == .array([]))
        #expect(try JSONValue(parsing: "{}") == .object(JSONObject()))
    }

    @Test("objects keep key order")
    func objectsKeepKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"zebra": 1, "apple": 2, "mango": {"b": true, "a": null}}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(object.map(\.key) == ["zebra", "apple", "mango"])
        #expect(value["mango"]?.objectValue?.keys == ["b", "a"])
        #expect(object.count == 3)
        #expect(value == ["zebra": 1, "apple": 2, "mango": ["b": true, "a": nil]])
        #expect(value != ["apple": 2, "zebra": 1, "mango": ["b": true, "a": nil]])
    }

    @Test("accessors return nil for other kinds")
    func accessorsReturnNilForOtherKinds() throws {
        let value = try JSONValue(parsing: #"{"s": "x", "n": 2.5, "b": true, "a": [1, "two"], "o": {}}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["s"]?.intValue == nil)
        #expect(value["n"]?.doubleValue == 2.5)
        #expect(value["n"]?.intValue == nil)
        #expect(value["b"]?.boolValue == true)
        #expect(value["a"]?[1]?.stringValue == "two")
        #expect(value["a"]?[2] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(value["o"]?.objectValue?.isEmpty == true)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
        #expect(JSONValue.string("x")["key"] == nil)
        #expect(JSONValue.null.isNull)
    }

    @Test("numbers keep their literal text")
    func numbersKeepTheirLiteralText() throws {
        let value = try JSONValue(parsing: "[1.50, 0, -0, 1e3, 1E+03, -0.000, 12345678901234567890, 2.0, 1.5e-7]")
        let texts = try #require(value.arrayValue).compactMap { $0.numberValue?.text }
        #expect(texts == ["1.50", "0", "-0", "1e3", "1E+03", "-0.000", "12345678901234567890", "2.0", "1.5e-7"])
        #expect(value[0]?.doubleValue == 1.5)
        #expect(value[0]?.intValue == nil)
        #expect(value[3]?.intValue == 1000)
        #expect(value[6]?.intValue == nil)
        #expect(value[6]?.doubleValue == 1.2345678901234567e19)
        #expect(value[7]?.intValue == 2)
        #expect(JSONWriter().string(from: value) == "[1.50,0,-0,1e3,1E+03,-0.000,12345678901234567890,2.0,1.5e-7]")
    }

    @Test("number literals are validated")
    func numberLiteralsAreValidated() {
        #expect(JSONNumber("1.50")?.text == "1.50")
        #expect(JSONNumber("-0e-0") != nil)
        for invalid in ["", "+1", "01", "1.", ".5", "1e", "1e+", "--1", "1 ", "0x10", "NaN", "Infinity", "1.5.2"] {
            #expect(JSONNumber(invalid) == nil, "\(invalid)")
        }
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(0.1)?.text == "0.1")
        #expect(JSONNumber(42).text == "42")
        #expect(JSONNumber("1.0") != JSONNumber("1.00"))
    }

    @Test("object mutation keeps order")
    func objectMutationKeepsOrder() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object.set("b", 20)
        object.set("d", 4)
        #expect(object.keys == ["a", "b", "c", "d"])
        #expect(object["b"] == 20)
        #expect(object.remove("a") == 1)
        #expect(object.remove("zzz") == nil)
        #expect(object.keys == ["b", "c", "d"])
        #expect(object.contains("c"))
        #expect(!object.contains("a"))
    }

    @Test("large objects index their keys")
    func largeObjectsIndexTheirKeys() {
        var object = JSONObject()
        for index in 0..<1000 { object.append("key\(index)", .number(JSONNumber(index))) }
        #expect(object["key999"]?.intValue == 999)
        #expect(object["key0"]?.intValue == 0)
        object.remove("key500")
        #expect(object["key500"] == nil)
        #expect(object["key501"]?.intValue == 501)
        #expect(object.count == 999)
        object.set("key3", "three")
        #expect(object.keys[3] == "key3")
        #expect(object["key3"] == "three")
        object.sortKeys()
        #expect(object.keys.prefix(3) == ["key0", "key1", "key10"])
        #expect(object["key999"]?.intValue == 999)
    }

    @Test("keys compare by scalars, not canonical equivalence")
    func keysCompareByScalarsNotCanonicalEquivalence() throws {
        let value = try JSONValue(parsing: #"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(value["\u{E9}"]?.intValue == 1)
        #expect(value["e\u{301}"]?.intValue == 2)
        let document = try JSONParser().parseDocument(#"{"\u00e9": 1, "e\u0301": 2}"#)
        #expect(document.diagnostics.isEmpty)
    }

    @Test("duplicate keys are kept, reported, and lookup returns the last")
    func duplicateKeysAreKeptReportedAndLookupReturnsTheLast() throws {
        let text = """
            {
              "a": 1,
              "b": 2,
              "a": 3
            }
            """
        let document = try JSONParser().parseDocument(text)
        let object = try #require(document.value.objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == 3)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.kind == .duplicateKey("a"))
        #expect(
            document.diagnostics.first?.description
                == #"duplicate key "a" in object (lookup uses the last one) at line 4, column 3"#)
        #expect(JSONWriter().string(from: document.value) == #"{"a":1,"b":2,"a":3}"#)
        var mutable = object
        mutable.set("a", 30)
        #expect(mutable.values == [1, 2, 30])
        mutable.remove("a")
        #expect(mutable.keys == ["b"])
    }

    @Test("duplicates in large and nested objects are reported in document order")
    func duplicatesInLargeAndNestedObjectsAreReportedInDocumentOrder() throws {
        var text = "{"
        for index in 0..<20 { text += "\"k\(index)\": {\"x\": 1, \"x\": 2}, " }
        text += "\"k3\": 0}"
        let document = try JSONParser().parseDocument(text)
        #expect(document.diagnostics.count == 21)
        #expect(document.diagnostics.map(\.location.offset) == document.diagnostics.map(\.location.offset).sorted())
        #expect(document.diagnostics.last?.kind == .duplicateKey("k3"))
        #expect(document.value["k3"] == 0)
    }
}
