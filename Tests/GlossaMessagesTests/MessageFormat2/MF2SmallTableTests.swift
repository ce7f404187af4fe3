import Testing

@testable import GlossaMessages

/// The table of a message's few names and keys: the same answers below and above its linear limit.
@Suite struct MF2SmallTableTests {
    @Test(arguments: [3, MF2SmallTable<String, Int>.linearLimit + 5])
    func setInsertAndLookUpAgreeAtEverySize(count: Int) {
        var table = MF2SmallTable<String, Int>()
        for index in 0..<count {
            let inserted = table.insert("name\(index)", index)
            #expect(inserted)
        }
        #expect(table.count == count)
        let insertedAgain = table.insert("name0", 99)
        #expect(!insertedAgain)
        #expect(table["name0"] == 0)
        table.set("name1", to: 42)
        #expect(table["name1"] == 42)
        #expect(table.count == count)
        #expect(table["name\(count - 1)"] == count - 1)
        #expect(table["missing"] == nil)
        #expect(!table.contains("missing"))
    }

    @Test func namesCompareByCanonicalEquivalence() {
        // "é" precomposed and decomposed are the same name, as the specification compares names.
        var table = MF2SmallTable<String, Void>()
        let precomposed = table.insert("caf\u{E9}")
        let decomposed = table.insert("cafe\u{301}")
        #expect(precomposed)
        #expect(!decomposed)
        #expect(table.contains("cafe\u{301}"))
    }
}
