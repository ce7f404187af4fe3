/// Writes ``JSONValue``s as JSON text.
///
/// Numbers are written as their literal text and object members in their stored order (or sorted,
/// with ``sortedKeys``). Strings escape `"`, `\`, and control characters (`\b`, `\f`, `\n`, `\r`,
/// `\t`, others as `\u00xx`), like `JSONSerialization`; `/` and non-ASCII characters are written
/// as they are.
///
/// ```swift
/// let text = JSONWriter(style: .xcode).string(from: catalog)  // byte-identical to Xcode's .xcstrings
/// ```
public struct JSONWriter: Sendable {
    /// How the text is laid out.
    public enum Style: Sendable, Hashable {
        /// No whitespace at all: `{"a":[1,2],"b":{}}`.
        case compact
        /// One member or element per line, indented by `indent` spaces per level, `"key": value`,
        /// empty containers as `{}` and `[]`.
        case pretty(indent: Int)
        /// The layout Xcode writes String Catalogs (`.xcstrings`) in, which is `JSONSerialization`'s
        /// pretty printing on macOS without escaped slashes: two-space indentation, `"key" : value`,
        /// and an empty container as its brackets around an empty line, the closing one indented
        /// (`"key" : {\n\n    }`: a string no one has translated yet). Combine with
        /// ``JSONWriter/finalNewline`` `false` (Xcode writes none).
        case xcode
    }

    /// The layout.
    public var style: Style
    /// Whether to write object members sorted by key (Unicode scalar order; members with equal keys
    /// keep their order) instead of in their stored order.
    public var sortedKeys: Bool
    /// Whether to end the text with a line feed.
    public var finalNewline: Bool

    /// Creates a writer.
    public init(style: Style = .compact, sortedKeys: Bool = false, finalNewline: Bool = false) {
        self.style = style
        self.sortedKeys = sortedKeys
        self.finalNewline = finalNewline
    }

    /// The JSON text for `value`.
    public func string(from value: JSONValue) -> String {
        String(decoding: bytes(from: value), as: UTF8.self)
    }

    /// The JSON text for `value`, as UTF-8.
    public func bytes(from value: JSONValue) -> [UInt8] {
        var output = JSONOutput(style: style, sortedKeys: sortedKeys)
        output.write(value, depth: 0)
        if finalNewline { output.bytes.append(0x0A) }
        return output.bytes
    }

    /// `text` as a JSON string literal, quotes included, escaped as the writer escapes.
    public static func quoted(_ text: String) -> String {
        var output = JSONOutput(style: .compact, sortedKeys: false)
        output.writeString(text)
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String { JSONWriter().string(from: self) }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON text.
    public var description: String { JSONWriter().string(from: .object(self)) }
}
