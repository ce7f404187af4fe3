/// The arguments of one render, by name: a small ordered map.
///
/// Messages name a handful of arguments, so the arguments are kept as name–value pairs in the order
/// they were added and found by comparing names (short names compare as two machine words) rather
/// than by hashing them; a render binds each name the message uses once. Past
/// sixteen entries an index by name is kept as well, so large argument
/// sets stay linear to build and constant-time to search.
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
    }

    /// The arguments in the order they were added.
    private(set) var entries: ContiguousArray<Entry> = []
    /// Positions by name, kept once there are more than ``indexThreshold`` entries.
    private var positions: [String: Int]?

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
        for (name, value) in dictionary { entries.append(Entry(name: name, value: value)) }
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
                    if positions != nil { rebuildPositions() }
                }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
                if positions != nil {
                    positions?[name] = entries.count - 1
                } else if entries.count > Self.indexThreshold {
                    rebuildPositions()
                }
            }
        }
    }

    /// The position of the argument named `name` in ``entries``.
    @inline(__always)
    func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        let length = name.utf8.count
        return entries.withUnsafeBufferPointer { entries in
            // Lengths first: for short (inline) strings they are read without a call.
            for index in entries.indices where entries[index].name.utf8.count == length && entries[index].name == name {
                return index
            }
            return nil
        }
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
