/// A selection's variant keys as the one pass reads them. Given the keys of the last fitted plural, it
/// compares each key with theirs as it comes and gathers keys into an array only once one differs: a
/// plural that shares the last fitted selector (a select's branches often repeat one plural) makes no
/// array and compares no arrays.
struct VariantKeyReader {
    /// The keys being matched, while every key so far equals theirs; `nil` once gathering.
    private var matching: [String]?
    /// The keys gathered (empty while matching).
    private var gathered: [String] = []
    /// How many keys have been read.
    private(set) var count = 0

    /// A reader comparing keys with `keys` (`nil`: gathering from the start).
    init(matching keys: [String]?) {
        matching = keys
        if keys == nil { gathered.reserveCapacity(4) }
    }

    /// Reads the next key, whose UTF-8 is `bytes`; `key` makes it as a string, which is asked only
    /// once the keys are gathered (a key equal to the matched key at its place is compared as bytes,
    /// and no string is made for it).
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>, key: () -> String) {
        if let keys = matching {
            if count < keys.count, FirstUseNames.equal(keys[count], bytes) {
                count += 1
                return
            }
            gathered.reserveCapacity(max(4, count + 1))
            gathered.append(contentsOf: keys[0..<count])
            matching = nil
        }
        gathered.append(key())
        count += 1
    }

    /// Reads the next key, given as a string.
    mutating func append(_ key: String) {
        var utf8 = key
        utf8.withUTF8 { append(utf8: $0) { key } }
    }

    /// Whether the keys read are exactly the matched keys, all of them, in order.
    var matchesAll: Bool {
        guard let matching else { return false }
        return matching.count == count
    }

    /// The keys read, in order.
    var array: [String] {
        guard let matching else { return gathered }
        return matching.count == count ? matching : Array(matching[0..<count])
    }
}
