/// Where the resolver writes a rendered message. Plain text, HTML and `AttributedString` are the
/// outputs Glossa ships; adding one never touches a parser or the resolver.
public protocol MessageOutput {
    /// Appends text written in the message itself (trusted).
    mutating func appendLiteral(_ text: String)
    /// Appends text written in the message itself, as UTF-8 (how compiled messages store their text).
    /// By default decodes it and calls ``appendLiteral(_:)``; outputs that write bytes append them as
    /// they are.
    mutating func appendLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>)
    /// Appends the display text of an argument. `isSafe` is false for caller-supplied text, which an
    /// HTML output must escape.
    mutating func appendValue(_ text: String, isSafe: Bool)
    /// Appends the display text of an argument given as UTF-8 (numbers are written this way, without
    /// making a string). By default decodes it and calls ``appendValue(_:isSafe:)``.
    mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>, isSafe: Bool)
    /// The text as the output would insert an unsafe value, for transforms that must see it that way
    /// (TML applies language cases to the escaped value, so the case's own additions stay unescaped).
    /// By default the text itself.
    func escapedValue(_ text: String) -> String
    /// Starts decorated content; `value` is what the caller passed under the decoration's name, if
    /// anything. For MessageFormat 2 markup it is the markup's options as a ``DecorationValue``
    /// marked ``DecorationValue/isMarkup``: an output writes markup only where it knows the name.
    mutating func beginDecoration(named name: String, value: MessageValue?)
    /// Starts decorated content for a name examined ahead (what the resolver calls). By default
    /// calls ``beginDecoration(named:value:)`` with the name's text.
    mutating func beginDecoration(_ name: DecorationName, value: MessageValue?)
    /// Ends the innermost decorated content.
    mutating func endDecoration()
}

extension MessageOutput {
    /// Outputs that do not escape return the text itself.
    public func escapedValue(_ text: String) -> String { text }

    /// Calls ``beginDecoration(named:value:)`` with the name's text.
    public mutating func beginDecoration(_ name: DecorationName, value: MessageValue?) {
        beginDecoration(named: name.text, value: value)
    }

    /// Decodes the bytes and appends them with ``appendValue(_:isSafe:)``.
    public mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>, isSafe: Bool) {
        appendValue(String(decoding: bytes, as: UTF8.self), isSafe: isSafe)
    }

    /// Decodes the bytes and appends them with ``appendLiteral(_:)``.
    public mutating func appendLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        appendLiteral(String(decoding: bytes, as: UTF8.self))
    }
}
