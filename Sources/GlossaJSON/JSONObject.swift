/// A JSON object: members in the order they were read or added.
///
/// Duplicate keys are allowed and kept in order (RFC 8259 only says names *should* be unique; the
/// parser reports each repeat as a ``JSONDiagnostic``). Lookup with ``subscript(_:)`` returns the
/// **last** member with the key, as most JSON parsers do.
///
/// Keys are compared by their Unicode scalars, not by `String`'s canonical equivalence: `"é"`
/// (U+00E9) and `"e\u{301}"` are different keys, as they are to JSON.
///
/// Lookups are O(1): objects with more than a few members keep a hash index, maintained by every
/// mutation; small objects are searched linearly.
public struct JSONObject: Sendable, Hashable {
    /// Member names, in order.
    public private(set) var keys: [String]
    /// Member values, in the same order as ``keys``.
    public private(set) var values: [JSONValue]
    /// Key → position of its last member; `nil` while the object is small.
    private var index: [ObjectKey: Int]?

    /// Objects up to this size are searched linearly and keep no index.
    private static let linearSearchLimit = 8

    /// Creates an empty object.
    public init() {
        keys = []
        values = []
        index = nil
    }

    /// Creates an object from members in order, keeping duplicates.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.init()
        for (key, value) in members { append(key, value) }
    }

    /// Creates an object from parallel arrays the parser built; returns it with the positions of
    /// members whose key repeats an earlier one.
    static func build(keys: [String], values: [JSONValue]) -> (JSONObject, duplicates: [Int]) {
        var object = JSONObject()
        object.keys = keys
        object.values = values
        var duplicates: [Int] = []
        if keys.count > linearSearchLimit {
            var index: [ObjectKey: Int] = [:]
            index.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() where index.updateValue(position, forKey: ObjectKey(key)) != nil {
                duplicates.append(position)
            }
            object.index = index
        } else if keys.count > 1 {
            for position in 1..<keys.count {
                let key = keys[position]
                for earlier in 0..<position where sameKey(keys[earlier], key) {
                    duplicates.append(position)
                    break
                }
            }
        }
        return (object, duplicates)
    }

    /// The number of members, counting duplicates.
    public var count: Int { keys.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in order, as `(key, value)` pairs.
    public var members: [(key: String, value: JSONValue)] {
        Array(zip(keys, values)).map { (key: $0.0, value: $0.1) }
    }

    /// The value of the last member named `key`, or `nil`.
    public subscript(key: String) -> JSONValue? {
        lastPosition(of: key).map { values[$0] }
    }

    /// Whether some member is named `key`.
    public func contains(_ key: String) -> Bool {
        lastPosition(of: key) != nil
    }

    /// Sets the value for `key`: replaces the value of the last member with that key in place
    /// (earlier duplicates are left alone), or appends a member if there is none.
    public mutating func set(_ key: String, _ value: JSONValue) {
        if let position = lastPosition(of: key) {
            values[position] = value
        } else {
            append(key, value)
        }
    }

    /// Appends a member, even if the key is already present (creating a duplicate).
    public mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
        if index != nil {
            index?[ObjectKey(key)] = keys.count - 1
        } else if keys.count > Self.linearSearchLimit {
            rebuildIndex()
        }
    }

    /// Removes every member named `key`, keeping the order of the others; returns the value the
    /// subscript returned before (the last one), or `nil` if there was none.
    @discardableResult
    public mutating func remove(_ key: String) -> JSONValue? {
        guard let last = lastPosition(of: key) else { return nil }
        let removed = values[last]
        var position = keys.count - 1
        while position >= 0 {
            if Self.sameKey(keys[position], key) {
                keys.remove(at: position)
                values.remove(at: position)
            }
            position -= 1
        }
        rebuildIndex()
        return removed
    }

    /// Sorts the members by key in Unicode scalar order; members with equal keys keep their order.
    public mutating func sortKeys() {
        let order = sortedOrder()
        keys = order.map { keys[$0] }
        values = order.map { values[$0] }
        rebuildIndex()
    }

    /// Member positions in ``sortKeys()`` order.
    func sortedOrder() -> [Int] {
        keys.indices.sorted { lhs, rhs in
            if Self.precedes(keys[lhs], keys[rhs]) { return true }
            return lhs < rhs && !Self.precedes(keys[rhs], keys[lhs])
        }
    }

    private mutating func rebuildIndex() {
        guard keys.count > Self.linearSearchLimit else {
            index = nil
            return
        }
        var rebuilt: [ObjectKey: Int] = [:]
        rebuilt.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { rebuilt[ObjectKey(key)] = position }
        index = rebuilt
    }

    private func lastPosition(of key: String) -> Int? {
        if let index { return index[ObjectKey(key)] }
        return keys.lastIndex { Self.sameKey($0, key) }
    }

    /// Key identity by Unicode scalars (equivalently, UTF-8 bytes).
    static func sameKey(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.count == 0 || memoryEqual(left, right)
            }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Byte-wise equality of two buffers of the same length, eight bytes at a time.
    private static func memoryEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return left.count == 0 }
        let leftRaw = UnsafeRawPointer(leftBase)
        let rightRaw = UnsafeRawPointer(rightBase)
        var offset = 0
        while offset + 8 <= left.count {
            guard
                leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < left.count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Unicode scalar order (equivalently, UTF-8 byte order).
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// Equal when the members are equal in order; keys compare by Unicode scalars.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.keys.count == rhs.keys.count && lhs.values == rhs.values
            && zip(lhs.keys, rhs.keys).allSatisfy { sameKey($0, $1) }
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys.count)
        for key in keys { ObjectKey(key).hash(into: &hasher) }
        hasher.combine(values)
    }
}

extension JSONObject: Sequence {
    /// Iterates over the members of an object in order.
    public struct Iterator: IteratorProtocol, Sendable {
        private let keys: [String]
        private let values: [JSONValue]
        private var position = 0

        init(keys: [String], values: [JSONValue]) {
            self.keys = keys
            self.values = values
        }

        /// The next member, or `nil` after the last.
        public mutating func next() -> (key: String, value: JSONValue)? {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (key: keys[position], value: values[position])
        }
    }

    /// Iterates over the members in order.
    public func makeIterator() -> Iterator {
        Iterator(keys: keys, values: values)
    }

    /// The number of members.
    public var underestimatedCount: Int { keys.count }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object whose members are in the order written (duplicates kept).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

/// A hash key that compares strings by UTF-8 bytes rather than canonical equivalence.
struct ObjectKey: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
        JSONObject.sameKey(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(0xFF as UInt8)
    }
}
