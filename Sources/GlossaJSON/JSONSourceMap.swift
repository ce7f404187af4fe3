/// One step of a path into a JSON value: an object key or an array index.
public enum JSONPathComponent: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// The member of an object with this key.
    case key(String)
    /// The element of an array at this index.
    case index(Int)

    /// Creates a key component.
    public init(stringLiteral value: String) { self = .key(value) }

    /// Creates an index component.
    public init(integerLiteral value: Int) { self = .index(value) }

    /// The component as a JSON Pointer reference token (RFC 6901): `~` written `~0`, `/` written `~1`.
    public var pointerToken: String {
        switch self {
        case .index(let index):
            return String(index)
        case .key(let key):
            guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
            return key.replacing("~", with: "~0").replacing("/", with: "~1")
        }
    }
}

/// Where each value of a parsed document starts, keyed by JSON Pointer (RFC 6901).
///
/// Produced by `JSONParser.parseWithPositions(_:)` and `JSONParser.parseDocument(_:recordingPositions:)`
/// with `recordingPositions: true` (a plain parse records nothing and pays nothing). The top-level value's pointer is `""`; the
/// member `b` of the object at `/a` is `/a/b`; the third element of an array at `/list` is
/// `/list/2`. When an object repeats a key, the pointer locates the last member, matching lookup.
public struct JSONSourceMap: Sendable {
    /// The positions recorded for one value.
    public struct Entry: Sendable, Hashable {
        /// Where the value starts (its first character: `{`, `[`, `"`, a digit, `-`, `t`, `f`, `n`).
        public let value: JSONLocation
        /// Where the key starts (its opening quote), for object members; `nil` for array elements and
        /// the top-level value.
        public let key: JSONLocation?
    }

    private let entries: [String: Entry]

    /// Every recorded pointer, in document order (each pointer once).
    public let pointers: [String]

    init(entries: [String: Entry], pointers: [String]) {
        self.entries = entries
        self.pointers = pointers
    }

    /// The positions recorded for the value at `pointer`, or `nil` if there is no such value.
    public subscript(pointer: String) -> Entry? {
        entries[pointer]
    }

    /// Where the value at `pointer` starts.
    public func location(at pointer: String) -> JSONLocation? {
        entries[pointer]?.value
    }

    /// Where the value reached by `path` starts.
    public func location(at path: [JSONPathComponent]) -> JSONLocation? {
        entries[Self.pointer(for: path)]?.value
    }

    /// Where the key of the object member at `pointer` starts.
    public func keyLocation(at pointer: String) -> JSONLocation? {
        entries[pointer]?.key
    }

    /// Where the key of the object member reached by `path` starts.
    public func keyLocation(at path: [JSONPathComponent]) -> JSONLocation? {
        entries[Self.pointer(for: path)]?.key
    }

    /// The JSON Pointer for `path`: `["a", 0, "b/c"]` → `/a/0/b~1c`.
    public static func pointer(for path: [JSONPathComponent]) -> String {
        path.reduce(into: "") { pointer, component in
            pointer += "/"
            pointer += component.pointerToken
        }
    }
}
