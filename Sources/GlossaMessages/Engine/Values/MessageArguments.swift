/// The arguments of one render, by name: a small ordered map.
///
/// Messages name a handful of arguments, so the arguments are kept as name–value pairs in the order
/// they were added and found by comparing names (short names compare as two machine words) rather
/// than by hashing them; a render binds each name the message uses once. Past
/// sixteen entries an index by name is kept as well, so large argument
/// sets stay linear to build and constant-time to search. Names are `String`s and compare as
/// `String`s do, by canonical equivalence: "é" precomposed and "e" with a combining accent are one
/// name, as are the Kelvin sign and "K", with or without the index.
///
/// This is the one argument type of every API that takes named arguments (the `Localizer`'s
/// `arguments:` and `tokens:`, ``RenderContext``, ``TMLRenderer``). Write them as a dictionary
/// literal whose values are literals, variables of any ``MessageValueConvertible`` type (the integer
/// and floating-point types, `Decimal`, `String`, `Substring`, `Bool`, `Date`, their optionals, your
/// own ``GenderedMessageObject`` types) or ``MessageValue`` cases; or convert a dictionary:
///
/// ```swift
/// let count = 3, name: Substring = "Anna"
/// var arguments: MessageArguments = ["user": name, "count": count, "price": 2.5, "flag": .null]
/// arguments["count"] = 4
/// let fromDictionary = MessageArguments(["user": .string("Anna")])
/// ```
///
/// A name given twice in a literal keeps its last value.
public struct MessageArguments: Sendable, ExpressibleByDictionaryLiteral, Sequence {
    /// One argument.
    struct Entry: Sendable {
        let name: String
        var value: MessageValue
        /// The name's key, made once here so that a render's lookups compare keys
        /// (``positions(of:namesAreASCII:into:)``).
        let key: ArgumentNameKey

        init(name: String, value: MessageValue) {
            self.name = name
            self.value = value
            key = ArgumentNameKey(name)
        }
    }

    /// The arguments in the order they were added.
    private(set) var entries: ContiguousArray<Entry> = []
    /// Positions by name, kept once there are more than ``indexThreshold`` entries.
    private var positions: [String: Int]?
    /// Whether every name is ASCII, decided as names are added: an ASCII name is then only ever
    /// equal to a name of its own byte length, so a lookup that finds none skips the others.
    private var namesAreASCII = true

    /// Above this many entries, names are also indexed by hash.
    static var indexThreshold: Int { 16 }

    /// No arguments.
    public init() {}

    /// Arguments from a literal, each value converted with ``MessageValueConvertible/messageValue``;
    /// a repeated name keeps its last value.
    public init(dictionaryLiteral elements: (String, any MessageValueConvertible)...) {
        entries.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value.messageValue }
    }

    /// Arguments from a dictionary (in the dictionary's order).
    public init(_ dictionary: [String: MessageValue]) {
        entries.reserveCapacity(dictionary.count)
        for (name, value) in dictionary {
            entries.append(Entry(name: name, value: value))
            if namesAreASCII { namesAreASCII = Self.isASCII(name) }
        }
        if entries.count > Self.indexThreshold { rebuildPositions() }
    }

    /// How many arguments there are.
    public var count: Int { entries.count }

    /// Whether there are no arguments.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names, in the order they were added.
    public var names: [String] { entries.map(\.name) }

    /// The arguments as a dictionary.
    public var dictionary: [String: MessageValue] {
        Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The value named `name`; setting `nil` removes it.
    public subscript(name: String) -> MessageValue? {
        get { position(of: name).map { entries[$0].value } }
        set {
            if let position = position(of: name) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    if !namesAreASCII { namesAreASCII = entries.allSatisfy { Self.isASCII($0.name) } }
                    if positions != nil { rebuildPositions() }
                }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
                if namesAreASCII { namesAreASCII = Self.isASCII(name) }
                if positions != nil {
                    positions?[name] = entries.count - 1
                } else if entries.count > Self.indexThreshold {
                    rebuildPositions()
                }
            }
        }
    }

    /// The position of the argument named `name` in ``entries``.
    ///
    /// Names of `name`'s byte length are compared first (``position(spelledLike:)``): that finds
    /// every name spelled as it was added. Only when that finds nothing can a name of another length
    /// match (``position(ofEquivalent:isASCII:)``): canonically equivalent names can differ in length
    /// ("é" is 2 bytes precomposed and 3 decomposed; the Kelvin sign is 3 bytes and equivalent to
    /// "K"), but two ASCII names cannot, so when `name` and every stored name are ASCII the lookup
    /// ends there.
    @inline(__always)
    func position(of name: String) -> Int? {
        position(spelledLike: name) ?? position(ofEquivalent: name, isASCII: nil)
    }

    /// The positions of the arguments named by `slots` (`-1`: none), each as ``position(of:)`` finds
    /// it, written to `positions` (uninitialized); each slot is a name with its key, and
    /// `namesAreASCII` says whether every name is ASCII (a compiled message's slots, decided when it
    /// was compiled). The loop a render runs compares keys, and names only when their keys are equal and
    /// do not cover them; names spelled otherwise but canonically equivalent are looked for after
    /// it, and only when a name is not ASCII. No name is scanned.
    @inline(__always)
    func positions(
        of slots: UnsafeBufferPointer<FirstUseNames.Slot>, namesAreASCII: Bool,
        into positions: UnsafeMutablePointer<Int>
    ) {
        for index in slots.indices {
            (positions + index).initialize(to: position(spelledLike: slots[index].key, key: slots[index].value) ?? -1)
        }
        if namesAreASCII && self.namesAreASCII { return }
        for index in slots.indices where positions[index] < 0 {
            positions[index] = position(ofEquivalent: slots[index].key, isASCII: namesAreASCII ? true : nil) ?? -1
        }
    }

    /// The position of `name` found through the index when there is one (which compares names as
    /// `String`s: its answer is final), else among the names of `name`'s byte length (a length is
    /// read without a call for short, inline strings, so most mismatches skip the comparison).
    @inline(__always)
    private func position(spelledLike name: String) -> Int? {
        if let positions { return positions[name] }
        let length = name.utf8.count
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].key.length == length && entries[index].name == name {
                return index
            }
            return nil
        }
    }

    /// The position of the name spelled byte for byte as `name`, whose key is `key`, found through
    /// the index when there is one (its answer is final, as above), else by comparing keys: a name is
    /// compared only when its key is equal and does not cover it.
    @inline(__always)
    private func position(spelledLike name: String, key: ArgumentNameKey) -> Int? {
        if let positions { return positions[name] }
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].key == key {
                if key.coversName || entries[index].name == name { return index }
            }
            return nil
        }
    }

    /// The position of a name spelled otherwise than `name` but canonically equivalent to it, where
    /// a lookup by spelling found none; `nil` at once when the index answered or when `name` and every
    /// stored name are ASCII. `isASCII` says whether `name` is, when that was decided ahead (`nil`: it
    /// is decided here if needed). Out of line: lookups rarely come here.
    @inline(never)
    private func position(ofEquivalent name: String, isASCII: Bool?) -> Int? {
        if positions != nil || entries.isEmpty || (namesAreASCII && (isASCII ?? Self.isASCII(name))) { return nil }
        return entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].name == name { return index }
            return nil
        }
    }

    /// Whether every byte of `name` is ASCII (decided where a name is added or compiled, never on
    /// a lookup that finds a name of its length).
    static func isASCII(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? !name.utf8.contains { $0 >= 0x80 }
    }

    private mutating func rebuildPositions() {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for index in entries.indices { positions[entries[index].name] = index }
        self.positions = positions
    }

    /// Iterates the arguments as name–value pairs, in the order they were added.
    public func makeIterator() -> some IteratorProtocol<(name: String, value: MessageValue)> {
        entries.lazy.map { (name: $0.name, value: $0.value) }.makeIterator()
    }
}
