/// Builds a ``StringTable`` entry by entry. A key added twice keeps its last message (the earlier
/// bytes stay in the buffer unused), as Apple's `.strings` loader and Transifex's caches do.
struct StringTableBuilder {
    private var bytes: [UInt8] = []
    private var starts: [UInt32] = []
    private var keyLengths: [UInt32] = []
    private var slots: [Int32] = []
    /// Keys replaced by a later entry: their entry number, so the index points at the newest.
    private(set) var replacedCount = 0

    /// Prepares for about `count` entries of about `byteCount` bytes in total.
    init(expectedCount: Int = 0, expectedByteCount: Int = 0) {
        bytes.reserveCapacity(expectedByteCount)
        starts.reserveCapacity(expectedCount + 1)
        keyLengths.reserveCapacity(expectedCount)
        slots = Array(repeating: -1, count: Self.slotCount(for: expectedCount))
    }

    /// The number of entries added, replaced ones included.
    var count: Int { keyLengths.count }

    /// Adds an entry. `isPlain` says the message renders as itself.
    /// - Throws: ``CatalogError/tooLarge`` past 2 GiB of strings or 2^31 entries.
    mutating func add(key: String, message: String, isPlain: Bool) throws(CatalogError) {
        let keyLength = key.utf8.count
        guard bytes.count + keyLength + message.utf8.count < Int(StringTable.plainFlag), count < Int(Int32.max) - 1
        else { throw .tooLarge }
        let start = UInt32(bytes.count)
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: message.utf8)
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let entry = Int32(count)
        starts.append(start)
        keyLengths.append(UInt32(keyLength) | (isPlain ? StringTable.plainFlag : 0))
        insert(entry: entry, keyStart: Int(start), keyLength: keyLength)
    }

    /// The finished table.
    /// Arrays are copied to their exact size: growth by doubling can leave half of a buffer unused.
    consuming func build() -> StringTable {
        starts.append(UInt32(bytes.count))
        if slots.isEmpty { slots = [-1] }
        return StringTable(
            bytes: Self.exactlySized(bytes), starts: Self.exactlySized(starts),
            keyLengths: Self.exactlySized(keyLengths), slots: slots)
    }

    private static func exactlySized<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count else { return array }
        return [Element](unsafeUninitializedCapacity: array.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: array)
        }
    }

    private mutating func insert(entry: Int32, keyStart: Int, keyLength: Int) {
        let mask = slots.count - 1
        bytes.withUnsafeBytes { storage in
            let key = UnsafeRawBufferPointer(rebasing: storage[keyStart..<keyStart + keyLength])
            var slot = StringTable.hash(key) & mask
            while true {
                let occupant = Int(slots[slot])
                if occupant < 0 {
                    slots[slot] = entry
                    return
                }
                let occupantLength = Int(keyLengths[occupant] & ~StringTable.plainFlag)
                if occupantLength == keyLength {
                    let occupantStart = Int(starts[occupant])
                    if storage[occupantStart..<occupantStart + keyLength].elementsEqual(key) {
                        slots[slot] = entry
                        replacedCount += 1
                        return
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Doubles the index and reinserts the live entries.
    private mutating func grow() {
        let live = Set(slots.filter { $0 >= 0 })
        slots = Array(repeating: -1, count: max(slots.count * 2, 8))
        for entry in live.sorted() {
            let index = Int(entry)
            insert(
                entry: entry, keyStart: Int(starts[index]), keyLength: Int(keyLengths[index] & ~StringTable.plainFlag))
        }
    }

    /// A power of two with room for `count` entries at a load of at most 3/4.
    private static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots * 3 < count * 4 { slots *= 2 }
        return slots
    }
}
