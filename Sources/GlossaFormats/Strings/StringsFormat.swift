import GlossaJSON

/// `.strings` files: `"key" = "value";` with comments, in UTF-8 or UTF-16.
///
/// Reading accepts UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark (or
/// without one, detected from its NUL bytes); `/* */` and `//` comments (the comment block directly
/// before an entry, with no blank line between, is its translator comment; a comment followed by a
/// blank line or by another comment, such as a file's licence header, belongs to no entry and is kept
/// verbatim as `"strings/leadingComments"` of the next entry, or `"strings/trailingComments"` of the
/// document, and written back); every escape CoreFoundation knows (`\"`, `\\`, `\n`, `\t`, `\r`,
/// `\U00E9`, octal `\101`, and any other escaped character as itself); unquoted keys and values; and
/// the `"key";` shorthand (the value is the key). A duplicate key is a warning and the later value
/// wins, as in Apple's parser. A syntax error is a diagnostic with line and column, and every other
/// entry still loads.
///
/// The file's encoding is recorded in the document as `"strings/encoding"` so that writing it back
/// keeps it.
public struct StringsFormat: Sendable {
    /// Creates the format.
    public init() {}

    /// An entry's extension: the comments before it that are not its translator comment (a file's
    /// licence header, a section heading), verbatim.
    static let leadingCommentsKey = "strings/leadingComments"
    /// The document's extension: comments after the last entry, verbatim.
    static let trailingCommentsKey = "strings/trailingComments"

    /// Reads `bytes` as a `.strings` file in `options.locale`.
    public func read(_ bytes: [UInt8], options: ReadOptions = ReadOptions()) -> ReadResult {
        let decoded = TextDecoder.decode(bytes)
        let reader = decoded.utf8.withUnsafeBufferPointer { buffer in
            var reader = StringsReader(utf8: buffer, lines: LineIndex(decoded.utf8))
            reader.read()
            return (entries: reader.entries, trailing: reader.trailingComments, diagnostics: reader.diagnostics)
        }
        let locale = options.effectiveLocale
        var document = LocalizationDocument(sourceLocale: options.sourceLocale)
        document.entries.reserveCapacity(reader.entries.count)
        var valueLocations: [String: SourceLocation] = [:]
        for read in reader.entries {
            valueLocations[read.key] = read.valueLocation
            var entry = LocalizationEntry(key: read.key, table: options.table, comment: read.comment)
            entry.localizations[locale] = Localization(value: read.value)
            if let leading = read.leadingComments { entry.extensions.set(Self.leadingCommentsKey, .string(leading)) }
            document.entries.append(entry)
        }
        if let trailing = reader.trailing { document.extensions.set(Self.trailingCommentsKey, .string(trailing)) }
        if decoded.encoding != .utf8 {
            document.extensions.set("strings/encoding", .string(decoded.encoding.rawValue))
        }
        let diagnostics = (decoded.diagnostics + reader.diagnostics).map { $0.inFile(options.fileName) }
        var result = ReadResult(document: document, diagnostics: diagnostics)
        result.valueLocations = valueLocations
        return result
    }

    /// Writes one locale of `document` as a `.strings` file. Variations and substitutions cannot be
    /// represented: the `other` (or first) variant is written and a warning says so.
    public func write(_ document: LocalizationDocument, options: WriteOptions = WriteOptions()) -> WriteResult {
        let (locale, notes) = document.localeToWrite(options.locale, format: ".strings")
        var diagnostics = notes
        var text = ""
        var first = true
        for entry in document.entries(inTable: options.table) {
            guard let locale, let localization = entry.localizations[locale] else { continue }
            let (value, diagnostic) = localization.flattened(key: entry.key, format: ".strings")
            if let diagnostic { diagnostics.append(diagnostic) }
            guard let value else { continue }
            if !first { text += "\n" }
            first = false
            if let leading = entry.extensions[Self.leadingCommentsKey]?.stringValue { text += leading + "\n\n" }
            text += StringsWriter.entry(key: entry.key, value: value, comment: entry.comment)
        }
        if let trailing = document.extensions[Self.trailingCommentsKey]?.stringValue {
            text += (first ? "" : "\n") + trailing + "\n"
        }
        let recorded = document.extensions["strings/encoding"]?.stringValue.flatMap(TextEncoding.init(rawValue:))
        let encoding = options.encoding ?? recorded ?? .utf8
        return WriteResult(bytes: encoding.encode(text), diagnostics: diagnostics)
    }
}
