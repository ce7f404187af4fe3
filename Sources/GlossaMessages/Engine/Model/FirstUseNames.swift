/// Names in order of first use, each found by its position, with its key (``ArgumentNameKey``): a
/// ``SmallTable`` of names, so that the short messages nearly all are pay no hash and build no
/// dictionary, and a message with thousands of distinct names is compiled in linear time.
///
/// Names compare as `String`s do (canonical equivalence), by either of the table's paths.
/// ``insert(utf8:)`` compares bytes, as a front end reading source bytes does. The names with their
/// keys become a program's slots as they are (``slots``), one array, without copying.
struct FirstUseNames: Sendable {
    /// The names and their keys.
    private var table = SmallTable<String, ArgumentNameKey>()

    /// Above this many names, positions are also found by hash.
    static var indexThreshold: Int { SmallTable<String, ArgumentNameKey>.linearLimit }

    /// No names.
    init() {}

    /// A name with its key.
    typealias Slot = SmallTable<String, ArgumentNameKey>.Entry

    /// The names with their keys, in order of first use.
    var slots: [Slot] { table.entries }

    /// The number of names.
    var count: Int { table.count }

    /// The names, in order of first use (a new array).
    var names: [String] { table.keys }

    /// The name at `position`.
    func name(at position: Int) -> String { table.entries[position].key }

    /// Reserves room for `count` names.
    mutating func reserveCapacity(_ count: Int) {
        table.reserveCapacity(count)
    }

    /// The position of `name` (or of the first name canonically equivalent to it), if it is there.
    func position(of name: String) -> Int? {
        table.position(of: name)
    }

    /// The position of `name`, appended when it is not there yet.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        if let position = table.position(of: name) { return position }
        return table.append(name, ArgumentNameKey(name))
    }

    /// The name whose UTF-8 is `bytes` and its position, appended when no name has those bytes: a
    /// name met before is found by its key and bytes without making a string while there are few
    /// names, by hash once there are many.
    mutating func insert(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (name: String, position: Int) {
        let key = ArgumentNameKey(utf8: bytes)
        guard table.isIndexed else {
            if let position = position(utf8: bytes, key: key, from: 0) { return (name(at: position), position) }
            let text = String(decoding: bytes, as: UTF8.self)
            return (text, table.append(text, key))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let first = table.position(of: text) {
            if table.entries[first].value == key, Self.equal(name(at: first), bytes) { return (name(at: first), first) }
            // A canonically equivalent name spelled with other bytes: one with these bytes can only
            // come later.
            if let position = position(utf8: bytes, key: key, from: first + 1) {
                return (name(at: position), position)
            }
        }
        return (text, table.append(text, key))
    }

    /// The first position from `start` whose name has exactly the UTF-8 `bytes`, whose key is `key`.
    private func position(utf8 bytes: UnsafeBufferPointer<UInt8>, key: ArgumentNameKey, from start: Int) -> Int? {
        table.firstPosition(from: start) { name, nameKey in
            nameKey == key && (key.coversName || Self.equal(name, bytes))
        }
    }

    /// Whether `name`'s UTF-8 is `bytes`, read in place where the string keeps it (also how the
    /// one-pass ICU compiler compares variant keys, ``VariantKeyReader``).
    @inline(__always)
    static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == bytes.count else { return false }
        return name.utf8.withContiguousStorageIfAvailable { known in
            var offset = 0
            while offset < bytes.count, known[offset] == bytes[offset] { offset &+= 1 }
            return offset == bytes.count
        } ?? name.utf8.elementsEqual(bytes)
    }
}
