import Testing

@testable import GlossaServer

@Suite("Translation memory index")
struct MemoryIndexTests {
    /// The length range and shared count are exactly what the similarity allows: every pair of counts
    /// that reaches the memory's score is inside them, and the bounds themselves can reach it.
    @Test func lengthsAndSharedCountsFollowTheSimilarity() {
        for n in 1...60 {
            let lengths = MemoryIndex.lengths(of: n)
            for m in 1...100 {
                let reachable = (0...min(n, m)).contains { c in
                    Double(c) / Double(n + m - c) * 100 >= Double(TranslationMemory.minimumScore) - 1e-9
                }
                #expect(reachable == lengths.contains(m), "n \(n) m \(m)")
                guard lengths.contains(m) else { continue }
                let least = MemoryIndex.leastShared(n, m)
                #expect(Double(least) / Double(n + m - least) >= 0.7 - 1e-9, "n \(n) m \(m)")
                #expect(least == 1 || Double(least - 1) / Double(n + m - least + 1) < 0.7, "n \(n) m \(m)")
            }
        }
    }

    /// The plan reads every trigram a match must touch (rarest first), then more within the budget;
    /// what it asks of a candidate among the trigrams read is what the similarity requires less the
    /// trigrams not read. Past the budget it reads the rarest trigrams that fit, and asks for one.
    @Test func thePlanReadsTheRarestTrigramsWithinItsBudget() {
        let frequencies = [50_000, 3, 4_000, 40, 7, 4_000, 900, 20, 4_000, 4_000]
        let plan = MemoryIndex.plan(frequencies: frequencies, length: 10)
        let required = 10 - MemoryIndex.leastShared(10, MemoryIndex.lengths(of: 10).lowerBound) + 1
        #expect(required == 4)
        #expect(plan.exact)
        #expect(plan.read == [1, 4, 7, 3, 6, 2, 5])
        #expect(plan.unread == 3)
        #expect(plan.leastRead(10) == MemoryIndex.leastShared(10, 10) - 3)
        #expect(plan.bound(10, shared: 5) == 8.0 / 12.0)
        // A long text of common trigrams only: the rarest that fit, any one of them enough.
        let common = MemoryIndex.plan(frequencies: Array(repeating: 5_000, count: 20), length: 20)
        #expect(!common.exact)
        #expect(common.read == [0, 1])
        #expect(common.leastRead(14) == 1)
        // One trigram past the budget is still read.
        #expect(MemoryIndex.plan(frequencies: [90_000], length: 1).read == [0])
    }

    @Test func keysAreStableHashes() {
        #expect(MemoryIndex.key("abc") == MemoryIndex.key("abc"))
        #expect(MemoryIndex.key("abc") != MemoryIndex.key("abd"))
        // FNV-1a of "a", a published test vector.
        #expect(UInt64(bitPattern: MemoryIndex.key("a")) == 0xaf63_dc4c_8601_ec8c)
        #expect(MemoryIndex.trigrams(of: "Delete {count} files") == Trigrams.of("Delete   files"))
    }
}
