/// A position in JSON source text.
public struct JSONLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, starting at 1. Lines end at `\n`, `\r\n` or a lone `\r`.
    public let line: Int
    /// The column, starting at 1, counted in characters (extended grapheme clusters) from the
    /// start of the line. A byte order mark at the start of the input does not count.
    public let column: Int
    /// The offset in bytes from the start of the input (a byte order mark counts).
    public let offset: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 3, column 5`.
    public var description: String { "line \(line), column \(column)" }
}

/// Turns byte offsets into lines and columns, moving forward through the input.
///
/// Offsets must be requested in increasing order; each request costs the bytes between the previous
/// offset and this one. Offsets given to it are token starts, which always begin a character, so
/// counting the characters of each stretch separately gives the same column as counting the line.
struct LineLocator {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    private var line = 1
    private var column = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = JSONScanner.hasByteOrderMark(bytes) ? 3 : 0
    }

    /// The location of `target`, which must not precede the previous target.
    mutating func locate(_ target: Int) -> JSONLocation {
        var stretchStart = offset
        var position = offset
        while position < target {
            let byte = bytes[position]
            if byte == 0x0A || (byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)) {
                line += 1
                column = 1
                stretchStart = position + 1
            }
            position += 1
        }
        if target > stretchStart {
            column += Self.characterCount(UnsafeBufferPointer(rebasing: bytes[stretchStart..<target]))
        }
        offset = max(offset, target)
        return JSONLocation(line: line, column: column, offset: target)
    }

    /// Characters in valid UTF-8 (invalid sequences count as one character per replacement).
    static func characterCount(_ stretch: UnsafeBufferPointer<UInt8>) -> Int {
        if stretch.allSatisfy({ $0 < 0x80 }) {
            // ASCII: one character per byte, except that "\r\n" is one character.
            var count = stretch.count
            if stretch.count > 1 {
                for position in 1..<stretch.count where stretch[position] == 0x0A && stretch[position - 1] == 0x0D {
                    count -= 1
                }
            }
            return count
        }
        return String(decoding: stretch, as: UTF8.self).count
    }
}
