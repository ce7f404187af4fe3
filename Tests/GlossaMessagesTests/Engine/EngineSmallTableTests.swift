import Testing

@testable import GlossaMessages

/// The table of a message's few names and keys: the same answers below and above its linear limit.
@Suite struct EngineSmallTableTests {
    @Test(arguments: [3, SmallTable<String, Int>.linearLimit + 5])
    func setInsertAndLookUpAgreeAtEverySize(count: Int) {
        var table = SmallTable<String, Int>()
        for index in 0..<count {
            let inserted = table.insert("name\(index)", index)
            #expect(inserted)
        }
        #expect(table.count == count)
        #expect(table.isIndexed == (count > SmallTable<String, Int>.linearLimit))
        let insertedAgain = table.insert("name0", 99)
        #expect(!insertedAgain)
        #expect(table["name0"] == 0)
        table.set("name1", to: 42)
        #expect(table["name1"] == 42)
        #expect(table.count == count)
        #expect(table["name\(count - 1)"] == count - 1)
        #expect(table["missing"] == nil)
        #expect(!table.contains("missing"))
        // Keys keep the order they were added in, values their keys' positions.
        #expect(table.keys == (0..<count).map { "name\($0)" })
        #expect(table.values == [0, 42] + Array(2..<count))
        #expect(table.position(of: "name\(count - 1)") == count - 1)
    }

    @Test func namesCompareByCanonicalEquivalence() {
        // "é" precomposed and decomposed are the same name, as the specification compares names.
        var table = SmallTable<String, Void>()
        let precomposed = table.insert("caf\u{E9}")
        let decomposed = table.insert("cafe\u{301}")
        #expect(precomposed)
        #expect(!decomposed)
        #expect(table.contains("cafe\u{301}"))
    }

    @Test(arguments: [0, SmallTable<String, Int>.linearLimit + 1])
    func anAppendedEqualKeyIsFoundOnlyBySearchingPastTheFirst(padding: Int) {
        var table = SmallTable<String, Int>()
        for index in 0..<padding { table.append("p\(index)", index) }
        // Equal as `String`s, appended twice (as a caller comparing bytes does): a lookup by `==`
        // finds the first by search and by hash alike; a search from after it finds the second.
        let first = table.append("caf\u{E9}", -1)
        let second = table.append("cafe\u{301}", -2)
        #expect(second == first + 1)
        #expect(table.position(of: "cafe\u{301}") == first)
        #expect(table["caf\u{E9}"] == -1)
        let later = table.firstPosition(from: first + 1) { key, _ in key.utf8.elementsEqual("cafe\u{301}".utf8) }
        #expect(later == second)
        #expect(table.firstPosition { _, value in value == -3 } == nil)
    }
}
