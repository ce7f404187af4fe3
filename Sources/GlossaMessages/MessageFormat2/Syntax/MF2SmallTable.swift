/// Values by key for the handful of names a message declares or keys it writes: looked up by
/// comparing keys one by one while there are few (no hashing, one array), and through a dictionary
/// once there are more than ``linearLimit``, so that a hostile message with thousands of names is
/// still checked and compiled in linear time.
///
/// Keys compare as their type's `==` does in both cases: strings by canonical equivalence, as the
/// specification compares names.
struct MF2SmallTable<Key: Hashable, Value> {
    /// Beyond this many entries, lookups go through a dictionary.
    static var linearLimit: Int { 16 }

    private var entries: [(key: Key, value: Value)] = []
    private var dictionary: [Key: Value]?

    /// The number of entries.
    var count: Int { dictionary?.count ?? entries.count }

    /// Makes room for `count` entries (up to ``linearLimit``: beyond it a dictionary takes over).
    mutating func reserveCapacity(_ count: Int) {
        if dictionary == nil { entries.reserveCapacity(min(count, Self.linearLimit + 1)) }
    }

    /// The value of `key`, if it has one.
    subscript(key: Key) -> Value? {
        if let dictionary { return dictionary[key] }
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// Whether `key` has a value.
    func contains(_ key: Key) -> Bool { self[key] != nil }

    /// Sets the value of `key`, replacing any.
    mutating func set(_ key: Key, to value: Value) {
        if dictionary != nil {
            dictionary?[key] = value
            return
        }
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
            return
        }
        entries.append((key, value))
        if entries.count > Self.linearLimit {
            dictionary = Dictionary(entries, uniquingKeysWith: { _, last in last })
            entries = []
        }
    }

    /// Gives `key` the value `value` unless it has one; returns whether it did.
    @discardableResult
    mutating func insert(_ key: Key, _ value: Value) -> Bool {
        guard !contains(key) else { return false }
        set(key, to: value)
        return true
    }
}

extension MF2SmallTable where Value == Void {
    /// Adds `key`; returns whether it was not there.
    @discardableResult
    mutating func insert(_ key: Key) -> Bool { insert(key, ()) }
}
