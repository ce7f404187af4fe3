/// The keys and messages of one catalog in one contiguous UTF-8 buffer, indexed by an open-addressed
/// hash table of entry numbers.
///
/// A catalog of 10,000 strings is three arrays, not 20,000 `String` objects: the bytes (each entry's
/// key followed by its message), 8 bytes per entry (where it starts, the key's length and a flag) and
/// 4 bytes per slot of the index. That keeps a loaded locale within twice the bytes of its strings,
/// and a lookup hashes the key's bytes in place and compares bytes, so it allocates nothing.
///
/// Hashing uses the standard library's seeded `Hasher`, so hostile over-the-air keys cannot be chosen
/// to collide.
struct StringTable: Sendable {
    /// Each entry's key followed by its message, entry after entry.
    private let bytes: [UInt8]
    /// Per entry: where its key starts in ``bytes``; an extra last element marks the end of the bytes.
    private let starts: [UInt32]
    /// Per entry: the key's length in bytes, with ``plainFlag`` set when the message renders as itself.
    private let keyLengths: [UInt32]
    /// The index: entry numbers, or -1 for an empty slot; the count is a power of two.
    private let slots: [Int32]

    /// Set in a key length when the message is plain text (it renders as itself, whatever the arguments).
    static let plainFlag: UInt32 = 1 << 31

    /// The number of entries.
    var count: Int { keyLengths.count }

    /// The UTF-8 bytes of every key and message.
    var stringByteCount: Int { bytes.count }

    /// The bytes the table's arrays hold (their capacities), for memory accounting.
    var storageByteCount: Int {
        bytes.capacity + starts.capacity * 4 + keyLengths.capacity * 4 + slots.capacity * 4
    }

    init(bytes: [UInt8], starts: [UInt32], keyLengths: [UInt32], slots: [Int32]) {
        self.bytes = bytes
        self.starts = starts
        self.keyLengths = keyLengths
        self.slots = slots
    }

    /// The entry stored under `key`, if any.
    func entry(for key: String) -> Int? {
        if let found = key.utf8.withContiguousStorageIfAvailable({ entry(forUTF8: UnsafeRawBufferPointer($0)) }) {
            return found
        }
        var contiguous = key
        contiguous.makeContiguousUTF8()
        return contiguous.utf8.withContiguousStorageIfAvailable { entry(forUTF8: UnsafeRawBufferPointer($0)) } ?? nil
    }

    /// The entry whose key has these UTF-8 bytes, if any.
    func entry(forUTF8 key: UnsafeRawBufferPointer) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        return bytes.withUnsafeBufferPointer { storage in
            while true {
                let candidate = Int(slots[slot])
                if candidate < 0 { return nil }
                let length = Int(keyLengths[candidate] & ~Self.plainFlag)
                if length == key.count {
                    guard length > 0, let base = storage.baseAddress, let keyBase = key.baseAddress else {
                        return candidate
                    }
                    if memcmp(base + Int(starts[candidate]), keyBase, length) == 0 { return candidate }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The key of an entry.
    func key(at entry: Int) -> String {
        let start = Int(starts[entry])
        let length = Int(keyLengths[entry] & ~Self.plainFlag)
        return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<start + length], as: UTF8.self) }
    }

    /// The message of an entry, as a new string (the only allocation of a plain lookup).
    func message(at entry: Int) -> String {
        let range = messageRange(at: entry)
        return bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
    }

    /// Calls `body` with the message's UTF-8 bytes, without copying them.
    func withMessageBytes<Result>(at entry: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = messageRange(at: entry)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The message's length in bytes.
    func messageByteCount(at entry: Int) -> Int { messageRange(at: entry).count }

    /// Whether the entry's message renders as itself.
    func isPlain(at entry: Int) -> Bool { keyLengths[entry] & Self.plainFlag != 0 }

    private func messageRange(at entry: Int) -> Range<Int> {
        let keyEnd = Int(starts[entry]) + Int(keyLengths[entry] & ~Self.plainFlag)
        return keyEnd..<Int(starts[entry + 1])
    }

    /// The seeded hash of a key's bytes, as a slot number before masking.
    static func hash(_ key: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: key)
        return hasher.finalize()
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif
