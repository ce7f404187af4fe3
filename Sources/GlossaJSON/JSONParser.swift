/// Reads JSON text (RFC 8259, strictly) from UTF-8.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"one": 1.50, "other": "x"}"#)
/// value["one"]?.numberValue?.text  // "1.50"
/// ```
///
/// Strict means: one top-level value of any kind, no comments, no trailing commas, no single
/// quotes, no `NaN`/`Infinity`, no leading zeros or `+` in numbers, no unescaped control characters
/// in strings, well-formed UTF-8 and no lone surrogates in `\u` escapes. A UTF-8 byte order mark at
/// the start is accepted and skipped. Duplicate keys are accepted, kept in order and reported in
/// ``JSONDocument/diagnostics``.
///
/// Errors are ``JSONSyntaxError``s with line, column and byte offset. Nesting deeper than
/// ``maximumDepth`` is an error; the parser does not recurse, so no limit can overflow the stack.
public struct JSONParser: Sendable {
    /// The nesting limit used unless another is given: 512.
    public static let defaultMaximumDepth = 512

    /// How many arrays and objects may be open at once; one more is an error.
    ///
    /// The parser itself never recurses, but ``JSONValue`` trees are compared, hashed, written and
    /// released recursively, so values tens of thousands of levels deep can exhaust a thread's
    /// stack elsewhere; keep the limit in the hundreds or low thousands for untrusted input.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses `text`.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parseDocument(text).value
    }

    /// Parses UTF-8 `bytes` (for example `Data` or `[UInt8]`).
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parseDocument(bytes).value
    }

    /// Parses `text` and returns the value with diagnostics and, if `recordingPositions`, where every
    /// value starts.
    public func parseDocument(_ text: String, recordingPositions: Bool = false) throws(JSONSyntaxError)
        -> JSONDocument
    {
        var text = text
        return try text.withUTF8 { run($0, recordingPositions: recordingPositions) }.get()
    }

    /// Parses UTF-8 `bytes` and returns the value with diagnostics and, if `recordingPositions`,
    /// where every value starts.
    public func parseDocument(_ bytes: some Collection<UInt8>, recordingPositions: Bool = false)
        throws(JSONSyntaxError) -> JSONDocument
    {
        let result =
            bytes.withContiguousStorageIfAvailable { run($0, recordingPositions: recordingPositions) }
            ?? Array(bytes).withUnsafeBufferPointer { run($0, recordingPositions: recordingPositions) }
        return try result.get()
    }

    /// Parses `text`, recording where every value and key starts (``JSONDocument/sourceMap``).
    public func parseWithPositions(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parseDocument(text, recordingPositions: true)
    }

    /// Parses UTF-8 `bytes`, recording where every value and key starts (``JSONDocument/sourceMap``).
    public func parseWithPositions(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONDocument {
        try parseDocument(bytes, recordingPositions: true)
    }

    private func run(_ bytes: UnsafeBufferPointer<UInt8>, recordingPositions: Bool) -> Result<
        JSONDocument, JSONSyntaxError
    > {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth, recordingPositions: recordingPositions)
        let value: JSONValue
        do {
            value = try scanner.parseText()
        } catch {
            var locator = LineLocator(bytes)
            return .failure(JSONSyntaxError(message: error.message, location: locator.locate(error.offset)))
        }
        var diagnostics: [JSONDiagnostic] = []
        if !scanner.duplicates.isEmpty {
            var locator = LineLocator(bytes)
            for duplicate in scanner.duplicates.sorted(by: { $0.offset < $1.offset }) {
                diagnostics.append(
                    JSONDiagnostic(kind: .duplicateKey(duplicate.key), location: locator.locate(duplicate.offset)))
            }
        }
        let sourceMap = scanner.recorder.map { JSONSourceMap(entries: $0.entries, pointers: $0.order) }
        return .success(
            JSONDocument(
                value: value, diagnostics: diagnostics, sourceMap: sourceMap,
                hasByteOrderMark: JSONScanner.hasByteOrderMark(bytes),
                endsWithNewline: bytes.last == 0x0A))
    }
}

extension JSONValue {
    /// Parses `text` with a default ``JSONParser``.
    public init(parsing text: String) throws(JSONSyntaxError) {
        self = try JSONParser().parse(text)
    }

    /// Parses UTF-8 `bytes` with a default ``JSONParser``.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        self = try JSONParser().parse(bytes)
    }
}
