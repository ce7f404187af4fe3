/// The arithmetic of the translation memory's trigram index (the `memory_trigrams` table, one row per
/// source string and trigram of its text without placeholders: the trigram's ``key(_:)``, the string's
/// trigram count, the string's id; `memory_trigram_lengths`, how many strings of each trigram count
/// have each trigram), on
/// which a fuzzy lookup reads only what can reach ``TranslationMemory/minimumScore``:
///
/// - **Lengths.** A string of `m` trigrams sharing `c` with a text of `n` has the similarity
///   `c / (n + m - c)` (``Trigrams/similarity(_:_:)``); as `c ≤ min(n, m)`, reaching `t` % takes
///   `m` between `t·n/100` and `100·n/t` (``lengths(of:)``), and the index is ordered by trigram then
///   length, so strings of other lengths are never read.
/// - **Prefix.** It also takes ``leastShared(_:_:)`` shared trigrams, so such a string has at least one
///   of any `n - leastShared + 1` of the text's trigrams: the lookup reads the rarest ones, and more
///   rare ones while they are cheap (``plan(frequencies:length:budget:)``), since every trigram read but
///   not required raises the count a candidate needs among those read. Every match is then a candidate.
/// - **Costs.** A trigram's cost is its postings within the lengths read (the lookup counts them in
///   the index, each count bounded: ``SQLProjectStore/memoryReadCosts(of:lengths:budget:_:)``), not
///   its strings over all lengths: a word common only in longer strings is cheap to read.
/// - **Budget.** When the rarest trigrams a match must touch have more postings than ``readBudget``
///   (a long text of common words in a large memory), the lookup reads the rarest trigrams within the
///   budget instead, and the candidates are the strings that have one of them, those with the most of
///   them first, then by the similarity their length allows. A match that has none of those trigrams
///   is not a candidate: when they all come from one word of the text (often the rarest word is the
///   one an edit added), its original, which lacks that word, is missed however similar it is.
/// - **Scores.** The candidates, up to ``scoredCandidates`` in that order (by the bound of ``Plan``
///   when it is exact), are scored by all the text's trigrams from their own postings (one range of
///   the index by string id each), those that cannot reach the score are dropped, and the most
///   similar are kept. So every string that reaches the memory's score is found, ranked by its real
///   similarity, whenever the plan is exact and has at most ``scoredCandidates`` candidates; past the
///   budget, only if it has one of the trigrams read and is among the ``scoredCandidates`` strings with
///   the most of them (ties by length). The strings kept are scored exactly by ``TranslationMemory``.
/// - **Exact matches** do not depend on any of this: a lookup first reads the strings with the text's
///   ``exactKey(of:)``, which always finds a source that differs only in case and whitespace.
enum MemoryIndex {
    /// The most postings a lookup reads (within the lengths it reads).
    static let readBudget = 12_000

    /// The most candidates a lookup scores by all the text's trigrams (about 30 postings each, read by
    /// string id), before it keeps the most similar: 200 take about 2 ms on SQLite and 10 ms on
    /// PostgreSQL in a memory of 500,000 segments (1,000 took 13 and 35 ms).
    static let scoredCandidates = 200

    /// A trigram's key in the index: the 64-bit FNV-1a hash of its UTF-8 bytes (stable across
    /// processes, unlike `hashValue`). Two trigrams sharing a key only make a string a candidate that
    /// its exact score then drops.
    static func key(_ trigram: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in trigram.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    /// A source text's exact key in the index (`memory_strings.exact_key`): the ``key(_:)`` of its
    /// ``TranslationMemory/normalized(_:)`` text, so that a lookup finds the strings that differ from
    /// its text only in letter case and whitespace by one indexed read, whatever the trigram index's
    /// budget. Two texts sharing a key only make a candidate that its exact score then ranks.
    static func exactKey(of text: String) -> Int64 {
        key(TranslationMemory.normalized(text))
    }

    /// The trigrams that the memory compares for `text` (without its placeholders).
    static func trigrams(of text: String) -> Set<String> {
        Trigrams.of(TranslationMemory.withoutPlaceholders(text))
    }

    /// The least trigrams a string of `m` must share with a text of `n` to reach the memory's score:
    /// `c / (n + m - c) ≥ t/100` is `c·(100 + t) ≥ t·(n + m)`.
    static func leastShared(_ n: Int, _ m: Int) -> Int {
        let t = TranslationMemory.minimumScore
        return (t * (n + m) + 100 + t - 1) / (100 + t)
    }

    /// The trigram counts a string needs to reach the memory's score with a text of `n` trigrams.
    static func lengths(of n: Int) -> ClosedRange<Int> {
        let t = TranslationMemory.minimumScore
        return (t * n + 99) / 100...(100 * n) / t
    }

    /// How many of a text's `length` trigrams a lookup must read so that every string that can reach
    /// the memory's score has one of them: all but the least a string of the shortest length shares.
    static func required(_ length: Int) -> Int {
        length - leastShared(length, lengths(of: length).lowerBound) + 1
    }

    /// What a lookup reads: the indexes of the text's trigrams whose postings it reads, and the least
    /// of them a string of each length must have.
    struct Plan: Equatable {
        /// The trigrams read, rarest first.
        var read: [Int]
        /// The trigrams of the text not read.
        var unread: Int
        /// The text's trigram count.
        var length: Int
        /// Whether every string that can reach the memory's score has one of the trigrams read (else
        /// the lookup ranks by the trigrams read, within the budget).
        var exact: Bool

        /// The least trigrams read that a string of `m` trigrams must have: all it must share, less
        /// those it may share among the trigrams not read (1 when the plan is not exact).
        func leastRead(_ m: Int) -> Int { exact ? max(1, MemoryIndex.leastShared(length, m) - unread) : 1 }

        /// The most similarity a string of `m` trigrams with `shared` of the trigrams read can have.
        func bound(_ m: Int, shared: Int) -> Double {
            let most = min(shared + unread, length, m)
            return Double(most) / Double(length + m - most)
        }
    }

    /// The plan for a text of `length` trigrams whose trigrams have these `frequencies` (strings with
    /// each): the rarest trigrams that every match must touch, if their postings fit `budget`
    /// (``readBudget``), then further ones, rarest first, while they fit; else the rarest ones that fit
    /// (at least one).
    static func plan(frequencies: [Int], length: Int, budget: Int = readBudget) -> Plan {
        let order = frequencies.indices.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        let required = required(length)
        let requiredCost = order.prefix(required).reduce(0) { $0 + frequencies[$1] }
        let exact = requiredCost <= budget
        var read = exact ? Array(order.prefix(required)) : [order[0]]
        var left = budget - read.reduce(0) { $0 + frequencies[$1] }
        for index in order.dropFirst(read.count) {
            guard frequencies[index] <= left else { break }
            left -= frequencies[index]
            read.append(index)
        }
        return Plan(read: read, unread: length - read.count, length: length, exact: exact)
    }
}
