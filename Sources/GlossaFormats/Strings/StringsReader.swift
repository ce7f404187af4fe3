/// Reads `.strings` files (Apple's old-style property-list dictionaries of strings).
///
/// Unlike CoreFoundation, which abandons the whole table at the first syntax error, this reader
/// reports each error with its line and column and keeps every entry it can: an entry with a
/// missing `;` is kept, and after any other error reading resumes on the next line.
struct StringsReader {
    /// The text; valid only inside the `withUnsafeBufferPointer` call that created the reader (reading a
    /// buffer instead of an array keeps bounds checks off the hot loops).
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var lines: LineIndex
    var diagnostics: [FormatDiagnostic] = []
    private(set) var entries: [Entry] = []
    /// Comments after the last entry that belong to none, verbatim.
    private(set) var trailingComments: String?
    private var indexByKey: [String: Int] = [:]
    private var keyOffsets: [Int] = []
    /// The comment block that ends directly before the next token (no blank line between).
    private var pendingComment: String?
    /// Where the pending comment block starts and ends, delimiters included.
    private var pendingRange: Range<Int>?
    /// Comments since the last entry that belong to no entry (a file header, a section heading),
    /// from the start of the first to the end of the last.
    private var detachedRange: Range<Int>?
    /// The entry just read, while reading the rest of its line: a comment there is that entry's.
    private var entryOnThisLine: Int?

    /// One entry: its key, value, translator comment, and the comments before it that are not its own,
    /// verbatim.
    struct Entry {
        var key: String
        var value: String
        var comment: String?
        var leadingComments: String?
        /// Where the value starts (the key, for the `"key";` shorthand), as the later of duplicate
        /// keys wins.
        var valueLocation: SourceLocation? = nil
    }

    struct SyntaxError: Error {
        var message: String
        var offset: Int
        /// Where to continue reading: the start of the line after `offset` unless given.
        var resume: Int?
    }

    init(utf8 bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) {
        self.bytes = bytes
        self.lines = lines
    }

    mutating func read() {
        while true {
            skipTrivia()
            guard position < bytes.count else {
                detachPendingComment()
                trailingComments = takeDetachedComments()
                break
            }
            let start = position
            do {
                try readEntry()
            } catch {
                diagnostics.append(
                    FormatDiagnostic(.error, .syntax, error.message, location: lines.location(error.offset)))
                position = max(error.resume ?? lineEnd(after: error.offset), start + 1)
                pendingComment = nil
                pendingRange = nil
                detachedRange = nil
                entryOnThisLine = nil
            }
        }
    }

    private mutating func readEntry() throws(SyntaxError) {
        let comment = pendingComment
        let leading = takeDetachedComments()
        pendingComment = nil
        pendingRange = nil
        let keyOffset = position
        guard let key = try readToken() else {
            throw SyntaxError(
                message: "expected a quoted or unquoted key, found \(describeByte(at: position))", offset: position)
        }
        skipTrivia(keepingComments: false)
        if position < bytes.count, bytes[position] == UInt8(ascii: ";") {
            position += 1
            add(
                Entry(
                    key: key, value: key, comment: comment, leadingComments: leading,
                    valueLocation: lines.location(keyOffset)), offset: keyOffset)
            return
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw SyntaxError(
                message: "expected '=' or ';' after the key \"\(key)\", found \(describeByte(at: position))",
                offset: position)
        }
        position += 1
        skipTrivia(keepingComments: false)
        let valueOffset = position
        guard let value = try readToken() else {
            throw SyntaxError(
                message: "expected a value for the key \"\(key)\", found \(describeByte(at: valueOffset))",
                offset: valueOffset)
        }
        let valueEnd = position
        skipTrivia()
        if position < bytes.count, bytes[position] == UInt8(ascii: ";") {
            position += 1
        } else {
            diagnostics.append(
                FormatDiagnostic(
                    .error, .syntax,
                    "missing ';' after the value of \"\(key)\" (Apple's parser would drop the whole table); the entry is kept",
                    location: lines.location(valueEnd), key: key))
        }
        add(
            Entry(
                key: key, value: value, comment: comment, leadingComments: leading,
                valueLocation: lines.location(valueOffset)), offset: keyOffset)
    }

    private mutating func add(_ entry: Entry, offset: Int) {
        let key = entry.key
        if let existing = indexByKey[key] {
            let first = lines.location(keyOffsets[existing])
            diagnostics.append(
                FormatDiagnostic(
                    .warning, .duplicateKey,
                    "duplicate key \"\(key)\" (first on line \(first.line)); this later value wins, as in Apple's parser",
                    location: lines.location(offset), key: key))
            entries[existing].value = entry.value
            entries[existing].valueLocation = entry.valueLocation
            if entry.comment != nil { entries[existing].comment = entry.comment }
            entryOnThisLine = existing
            return
        }
        indexByKey[key] = entries.count
        entryOnThisLine = entries.count
        keyOffsets.append(offset)
        entries.append(entry)
    }

    /// Gives a comment written after an entry on its own line (`"a" = "b"; // note`) to that entry,
    /// unless it has one; returns whether it did.
    private mutating func attachToEntryOnThisLine(_ text: String, keepingComments: Bool) -> Bool {
        guard keepingComments, let index = entryOnThisLine else { return false }
        if entries[index].comment == nil { entries[index].comment = text }
        return true
    }

    // MARK: Trivia

    /// Skips white space and comments. When `keepingComments`, the comment block that ends directly
    /// before the next token (no blank line between) becomes the next entry's comment, as Xcode and
    /// genstrings write them; a comment followed by a blank line or by another comment (a file's
    /// licence header, a section heading) belongs to no entry and is kept verbatim as the next entry's
    /// leading comments. Consecutive `//` lines form one block. A comment after an entry on its line
    /// (`"a" = "b"; // note`) is that entry's, if it has none.
    private mutating func skipTrivia(keepingComments: Bool = true) {
        var lastWasLineComment = false
        var newlinesSinceComment = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                position += 1
                entryOnThisLine = nil
                newlinesSinceComment += 1
                if newlinesSinceComment == 2, keepingComments { detachPendingComment() }
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let open = position
                position += 2
                let start = position
                var closed = false
                while position + 1 < bytes.count {
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        closed = true
                        break
                    }
                    position += 1
                }
                if !closed {
                    diagnostics.append(
                        FormatDiagnostic(
                            .error, .syntax, "unterminated comment: no '*/' before the end of the file",
                            location: lines.location(open)))
                    position = bytes.count
                    return
                }
                let text = trimmedComment(bytes[start..<position])
                position += 2
                if attachToEntryOnThisLine(text, keepingComments: keepingComments) {
                    lastWasLineComment = false
                    continue
                }
                if keepingComments {
                    detachPendingComment()
                    pendingComment = text
                    pendingRange = open..<position
                }
                lastWasLineComment = false
                newlinesSinceComment = 0
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                let open = position
                position += 2
                let start = position
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                if attachToEntryOnThisLine(trimmedComment(bytes[start..<position]), keepingComments: keepingComments) {
                    lastWasLineComment = false
                    continue
                }
                if keepingComments {
                    let text = trimmedComment(bytes[start..<position])
                    if lastWasLineComment, newlinesSinceComment <= 1, let previous = pendingComment,
                        let range = pendingRange
                    {
                        pendingComment = previous + "\n" + text
                        pendingRange = range.lowerBound..<position
                    } else {
                        detachPendingComment()
                        pendingComment = text
                        pendingRange = open..<position
                    }
                }
                lastWasLineComment = true
                newlinesSinceComment = 0
            default:
                return
            }
        }
    }

    /// Moves the pending comment, which the next entry turned out not to own, to the detached ones.
    private mutating func detachPendingComment() {
        guard let range = pendingRange else { return }
        detachedRange = (detachedRange?.lowerBound ?? range.lowerBound)..<range.upperBound
        pendingComment = nil
        pendingRange = nil
    }

    /// The detached comments' text, verbatim, and forgets them.
    private mutating func takeDetachedComments() -> String? {
        guard let range = detachedRange else { return nil }
        detachedRange = nil
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private func trimmedComment(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var lower = slice.startIndex
        var upper = slice.endIndex
        while lower < upper, isSpace(slice[lower]) { lower += 1 }
        while upper > lower, isSpace(slice[upper - 1]) { upper -= 1 }
        return String(decoding: slice[lower..<upper], as: UTF8.self)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func lineEnd(after offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }

    private func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        let length = TextDecoder.utf8SequenceLength(Array(bytes[offset..<min(offset + 4, bytes.count)]), at: 0)
        guard length > 0 else { return "byte 0x\(String(byte, radix: 16, uppercase: true))" }
        return "'\(String(decoding: bytes[offset..<offset + length], as: UTF8.self))'"
    }
}
