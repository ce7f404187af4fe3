/// A parsed JSON text with what the parser learned besides the value.
public struct JSONDocument: Sendable {
    /// The top-level value.
    public let value: JSONValue
    /// Legal but suspicious things, such as duplicate keys, in document order.
    public let diagnostics: [JSONDiagnostic]
    /// Where each value starts, if positions were asked for; otherwise `nil`.
    public let sourceMap: JSONSourceMap?
    /// Whether the input began with a UTF-8 byte order mark (which the parser skips).
    public let hasByteOrderMark: Bool
    /// Whether the input's last byte is a line feed, so a writer can reproduce it
    /// (see ``JSONWriter/finalNewline``).
    public let endsWithNewline: Bool
}
