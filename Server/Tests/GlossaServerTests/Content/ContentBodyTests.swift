import GlossaJSON
import NIOCore
import Testing

@testable import GlossaServer

@Suite("Content bodies and their patches")
struct ContentBodyTests {
    /// Keys that need escaping or sort unusually: quotes, backslashes, controls, non-ASCII, empty.
    static let awkwardKeys = ["", "\"quoted\"", "back\\slash", "tab\there", "line\nfeed", "é", "z", "日本", "a.b"]

    /// What `JSONWriter` writes for the entries (the body content had before it could be patched).
    static func written(_ entries: [(key: String, string: String)]) -> [UInt8] {
        var data = JSONObject()
        for entry in entries { data.append(entry.key, .object(["string": .string(entry.string)])) }
        return JSONWriter().bytes(from: .object(["data": .object(data)]))
    }

    static func sortedEntries(_ table: [String: String]) -> [(key: String, string: String)] {
        table.map { ($0.key, $0.value) }.sorted { $0.key < $1.key }
    }

    @Test func aBodyIsWhatTheJSONWriterWrites() {
        let entries = Self.sortedEntries(
            Dictionary(uniqueKeysWithValues: Self.awkwardKeys.map { ($0, "value of \($0) \u{1}") }))
        let body = ContentBody(entries: entries)
        #expect(Array(body.bytes.readableBytesView) == Self.written(entries))
        #expect((0..<body.count).map(body.key(at:)) == entries.map(\.key))
        #expect(Array(ContentBody(entries: []).bytes.readableBytesView) == Array(#"{"data":{}}"#.utf8))
    }

    @Test func aPatchedBodyIsTheBodyOfThePatchedEntries() {
        var generator = SeededGenerator(seed: 23)
        for round in 0..<200 {
            let universe = Self.awkwardKeys + (0..<40).map { "key.\($0)" }
            var table: [String: String] = [:]
            for key in universe where Bool.random(using: &generator) { table[key] = "v\(round) \(key)" }
            let body = ContentBody(entries: Self.sortedEntries(table))
            var changes: [String: String?] = [:]
            for key in universe where Int.random(in: 0..<4, using: &generator) == 0 {
                let deletes = Bool.random(using: &generator)
                changes[key] = deletes ? .some(nil) : "changed \(round) \"\(key)\""
                table[key] = deletes ? nil : "changed \(round) \"\(key)\""
            }
            let patched = body.patched(changes)
            let expected = Self.sortedEntries(table)
            #expect(Array(patched.bytes.readableBytesView) == Self.written(expected), "round \(round)")
            #expect((0..<patched.count).map(patched.key(at:)) == expected.map(\.key), "round \(round)")
            // A patch of a patch starts from the offsets the first one recorded.
            let more: [String: String?] = ["key.0": "again", "": nil]
            let again = patched.patched(more)
            table["key.0"] = "again"
            table[""] = nil
            #expect(Array(again.bytes.readableBytesView) == Self.written(Self.sortedEntries(table)), "round \(round)")
        }
    }

    @Test func everyEntryDeletedLeavesAnEmptyBody() {
        let body = ContentBody(entries: [("a", "A"), ("b", "B")])
        let deletions: [String: String?] = ["a": nil, "b": nil]
        #expect(Array(body.patched(deletions).bytes.readableBytesView) == Self.written([]))
        #expect(
            Array(ContentBody(entries: []).patched(["a": "A"]).bytes.readableBytesView) == Self.written([("a", "A")]))
    }
}
