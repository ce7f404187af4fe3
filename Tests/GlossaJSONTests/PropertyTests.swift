import GlossaJSON
import Testing

@Suite("Round-trip properties")
struct PropertyTests {
    @Test("random trees survive write then parse in every style", arguments: 0..<8)
    func randomTrees(_ batch: Int) throws {
        var random = RandomJSON(seed: UInt64(batch) &* 0x1234_5678_9ABC)
        let writers = [
            JSONWriter(), JSONWriter(style: .pretty(indent: 2)), JSONWriter(style: .xcode),
            JSONWriter(style: .pretty(indent: 3), finalNewline: true),
        ]
        for _ in 0..<50 {
            let value = random.value()
            for writer in writers {
                let text = writer.string(from: value)
                let parsed = try JSONValue(parsing: text)
                #expect(parsed == value, "\(text)")
                // Writing what was parsed gives the same text again.
                #expect(writer.string(from: parsed) == text)
            }
            // Parsing bytes and parsing a String agree.
            #expect(try JSONValue(parsing: JSONWriter().bytes(from: value)) == value)
        }
    }

    @Test("positions are recorded for every value of random trees", arguments: 0..<4)
    func randomPositions(_ batch: Int) throws {
        var random = RandomJSON(seed: UInt64(batch) &+ 99)
        for _ in 0..<20 {
            let value = random.value()
            let text = JSONWriter(style: .xcode).string(from: value)
            let document = try JSONParser().parseWithPositions(text)
            let map = try #require(document.sourceMap)
            let bytes = Array(text.utf8)
            for pointer in map.pointers {
                let location = try #require(map.location(at: pointer))
                // Each recorded offset is the first byte of a value.
                let first = bytes[location.offset]
                #expect("{[\"-0123456789tfn".utf8.contains(first))
            }
        }
    }
}
