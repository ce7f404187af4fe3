/// Values by key for the few keys a message has (its argument names, declarations, option names):
/// found by comparing keys one by one while there are few (no hashing, no dictionary made), and
/// through a dictionary of positions once there are more than ``linearLimit``, so that a message
/// with thousands of names is still compiled in linear time rather than quadratic.
///
/// Keys keep the order in which they were first added, each at a position that never changes, and
/// each is kept with its value in one array (``entries``), so a table can be handed on as that
/// array without copying it, one buffer rather than one for keys and one for values.
///
/// Keys compare as their type's `==` does by either path: strings by canonical equivalence, since
/// `String`'s hash is that of its canonical form. When equal keys are both added (``append(_:_:)``,
/// for callers that compare in another way, such as by bytes), a lookup finds the first, by search
/// and by hash alike.
struct SmallTable<Key: Hashable, Value> {
    /// Beyond this many keys, positions are also found by hash.
    static var linearLimit: Int { 16 }

    /// The room the first key added makes.
    static var initialCapacity: Int { 4 }

    /// A key and its value.
    struct Entry {
        let key: Key
        var value: Value
    }

    /// The keys with their values, in the order the keys were added.
    private(set) var entries: [Entry] = []
    /// The keys, in the order they were added (a new array).
    var keys: [Key] { entries.map(\.key) }
    /// The values, at their keys' positions (a new array).
    var values: [Value] { entries.map(\.value) }
    /// Positions by key, kept once there are more than ``linearLimit`` keys.
    private var positions: [Key: Int]?

    /// An empty table.
    init() {}

    /// The number of keys.
    var count: Int { entries.count }

    /// Whether positions are found by hash (there are more than ``linearLimit`` keys).
    var isIndexed: Bool { positions != nil }

    /// Makes room for `count` keys and values.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// The position of `key` (or of the first key equal to it), if it is there.
    func position(of key: Key) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }

    /// The first position from `start` whose key and value satisfy `matches`, searched in order
    /// (for callers that compare otherwise than by `==`, such as by bytes).
    @inline(__always)
    func firstPosition(from start: Int = 0, where matches: (Key, Value) -> Bool) -> Int? {
        var position = start
        while position < entries.count {
            if matches(entries[position].key, entries[position].value) { return position }
            position &+= 1
        }
        return nil
    }

    /// The value of `key`, if it has one.
    subscript(key: Key) -> Value? {
        guard let position = position(of: key) else { return nil }
        return entries[position].value
    }

    /// Whether `key` has a value.
    func contains(_ key: Key) -> Bool { position(of: key) != nil }

    /// Sets the value of `key`, replacing any.
    mutating func set(_ key: Key, to value: Value) {
        if let position = position(of: key) {
            entries[position].value = value
        } else {
            append(key, value)
        }
    }

    /// Gives `key` the value `value` unless it has one; returns whether it did.
    @discardableResult
    mutating func insert(_ key: Key, _ value: Value) -> Bool {
        guard position(of: key) == nil else { return false }
        append(key, value)
        return true
    }

    /// Adds `key` with `value` at the end without looking for it first, and returns its position: a
    /// key equal to one already there is kept, but lookups by `==` keep finding the earlier one.
    @discardableResult
    mutating func append(_ key: Key, _ value: Value) -> Int {
        if entries.capacity == 0 {
            // Room for a few keys at once: most tables hold a few, which growing one by one
            // allocated three times.
            entries.reserveCapacity(Self.initialCapacity)
        }
        entries.append(Entry(key: key, value: value))
        let position = entries.count - 1
        if positions != nil {
            // `positions` is changed in place, never bound: a binding would share the dictionary, and
            // the change would then copy it whole.
            if positions?[key] == nil { positions?[key] = position }
        } else if entries.count > Self.linearLimit {
            var positions: [Key: Int] = [:]
            positions.reserveCapacity(entries.count * 2)
            for index in entries.indices where positions[entries[index].key] == nil {
                positions[entries[index].key] = index
            }
            self.positions = positions
        }
        return position
    }
}

extension SmallTable: Sendable where Key: Sendable, Value: Sendable {}
extension SmallTable.Entry: Sendable where Key: Sendable, Value: Sendable {}

extension SmallTable where Value == Void {
    /// Adds `key`; returns whether it was not there.
    @discardableResult
    mutating func insert(_ key: Key) -> Bool { insert(key, ()) }
}
