/// Names in order of first use, each found by its position: by comparing names while there are few
/// (the short messages nearly all are pay no hash and build no table), through a dictionary made
/// once there are more than ``indexThreshold``, so that a message with thousands of distinct names
/// is compiled in linear time rather than quadratic.
///
/// Names compare as `String`s do (canonical equivalence), by either path: `String`'s hash is that
/// of its canonical form, and the dictionary keeps the first of equivalent names, as a search from
/// the start finds it. ``insert(utf8:)`` compares bytes, as a front end reading source bytes does.
struct FirstUseNames: Sendable {
    /// The names, in order of first use.
    private(set) var names: [String] = []
    /// Positions by name, kept once there are more than ``indexThreshold`` names.
    private var positions: [String: Int]?

    /// Above this many names, positions are also found by hash (as ``MessageArguments`` finds its
    /// entries).
    static var indexThreshold: Int { MessageArguments.indexThreshold }

    /// No names.
    init() {}

    /// Reserves room for `count` names.
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
    }

    /// The position of `name` (or of the first name canonically equivalent to it), if it is there.
    func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }

    /// The position of `name`, appended when it is not there yet.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        if let position = position(of: name) { return position }
        append(name)
        return names.count - 1
    }

    /// The name whose UTF-8 is `bytes` and its position, appended when no name has those bytes: a
    /// name met before is found by its bytes (lengths first) without making a string while there
    /// are few names, by hash once there are many.
    mutating func insert(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (name: String, position: Int) {
        // `positions` is read in place, never bound: a binding would share the dictionary, and the
        // append below would then copy it whole.
        guard positions != nil else {
            if let position = position(utf8: bytes, from: 0) { return (names[position], position) }
            let text = String(decoding: bytes, as: UTF8.self)
            append(text)
            return (text, names.count - 1)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let first = positions?[text] {
            if Self.equal(names[first], bytes) { return (names[first], first) }
            // A canonically equivalent name spelled with other bytes: one with these bytes can only
            // come later.
            if let position = position(utf8: bytes, from: first + 1) { return (names[position], position) }
        }
        append(text)
        return (text, names.count - 1)
    }

    /// The first position from `start` whose name has exactly the UTF-8 `bytes`.
    private func position(utf8 bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        for index in start..<names.count where names[index].utf8.count == bytes.count {
            if Self.equal(names[index], bytes) { return index }
        }
        return nil
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

    /// Appends a name not there yet, indexing it when there are many.
    private mutating func append(_ name: String) {
        names.append(name)
        if positions != nil {
            // An equivalent name met before keeps its position: a search from the start finds it first.
            if positions?[name] == nil { positions?[name] = names.count - 1 }
        } else if names.count > Self.indexThreshold {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(names.count * 2)
            for index in names.indices where positions[names[index]] == nil { positions[names[index]] = index }
            self.positions = positions
        }
    }
}
