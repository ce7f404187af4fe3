/// A message's source as UTF-8 bytes, for parsers that scan bytes (fast, and every syntax character
/// they look for is ASCII), with line and column in characters for diagnostics.
struct SourceBytes {
    /// The source text.
    let text: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset at which each line starts.
    private let lineStarts: [Int]
    /// Whether every byte is ASCII: columns are then byte counts, found without scanning.
    let isASCII: Bool
    /// In a long source that is not ASCII, the offset of every ``characterMarkStride``-th character
    /// (`characterMarks[k]` starts character `k * characterMarkStride`): a column is counted from the
    /// nearest mark rather than from the start of its line, so locating every token of a long line
    /// (a select with 50,000 variants on one line) stays linear. Empty otherwise.
    private let characterMarks: [Int]

    /// Characters between two ``characterMarks``.
    static let characterMarkStride = 32
    /// Sources up to this many bytes count columns from the start of the line: it is short anyway.
    static let characterMarkThreshold = 1024

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        // Two passes over the bytes, eight at a time, so that the line starts are stored in one
        // allocation; the second only when there is more than one line.
        let (lineFeeds, ascii) = bytes.withUnsafeBufferPointer(Self.countLineFeeds)
        let lineCount = lineFeeds &+ 1
        lineStarts = [Int](unsafeUninitializedCapacity: lineCount) { [lineCount] starts, count in
            starts[0] = 0
            count = 1
            guard lineCount > 1 else { return }
            bytes.withUnsafeBufferPointer { buffer in
                Self.forEachLineFeed(in: buffer) { offset in
                    starts[count] = offset &+ 1
                    count &+= 1
                }
            }
        }
        isASCII = ascii
        characterMarks = ascii || bytes.count <= Self.characterMarkThreshold ? [] : Self.characterMarks(of: text)
    }

    /// 0x80 in each byte of `word` that is a line feed, exactly (no borrow crosses bytes).
    @inline(__always)
    private static func lineFeedBits(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((difference & low7) &+ low7) | difference | low7)
    }

    /// The number of line feeds in `buffer`, and whether every byte is ASCII, eight bytes at a time.
    private static func countLineFeeds(_ buffer: UnsafeBufferPointer<UInt8>) -> (Int, Bool) {
        var lineFeeds = 0
        var bitsSet: UInt64 = 0
        var offset = 0
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            while offset &+ 8 <= buffer.count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                bitsSet |= word
                // The marks' count, summed into the top byte by one multiplication (a population
                // count is no instruction on the baseline x86-64 the package is built for).
                lineFeeds &+= Int(truncatingIfNeeded: ((lineFeedBits(word) >> 7) &* 0x0101_0101_0101_0101) >> 56)
                offset &+= 8
            }
        }
        while offset < buffer.count {
            bitsSet |= UInt64(buffer[offset])
            lineFeeds &+= buffer[offset] == 0x0A ? 1 : 0
            offset &+= 1
        }
        return (lineFeeds, bitsSet & 0x8080_8080_8080_8080 == 0)
    }

    /// Calls `body` with the offset of each line feed in `buffer`, in order, eight bytes at a time.
    @inline(__always)
    private static func forEachLineFeed(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var offset = 0
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            while offset &+ 8 <= buffer.count {
                var found = lineFeedBits(
                    UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                while found != 0 {
                    body(offset &+ found.trailingZeroBitCount >> 3)
                    found &= found &- 1
                }
                offset &+= 8
            }
        }
        while offset < buffer.count {
            if buffer[offset] == 0x0A { body(offset) }
            offset &+= 1
        }
    }

    /// The offset of every ``characterMarkStride``-th character of `text`, found in one pass.
    private static func characterMarks(of text: String) -> [Int] {
        var marks: [Int] = []
        marks.reserveCapacity(text.utf8.count / characterMarkStride + 1)
        var offset = 0
        var count = 0
        for character in text {
            if count % characterMarkStride == 0 { marks.append(offset) }
            offset += character.utf8.count
            count += 1
        }
        return marks
    }

    /// The number of characters before `offset`, counted from the nearest ``characterMarks`` (a
    /// character boundary: counting from one gives what counting from the start gives, as grapheme
    /// breaks never look back across a break).
    private func characterCount(before offset: Int) -> Int {
        var low = 0
        var high = characterMarks.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if characterMarks[middle] <= offset { low = middle } else { high = middle }
        }
        return low * Self.characterMarkStride + Self.characterCount(bytes[characterMarks[low]..<offset])
    }

    /// The number of characters in `bytes`: the byte count when they are ASCII without a carriage
    /// return (`\r\n` is one character).
    private static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.contains { $0 >= 0x80 || $0 == 0x0D } ? String(decoding: bytes, as: UTF8.self).count : bytes.count
    }

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// The byte at `offset`, or 0 past the end.
    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        }
    }

    /// The whole Unicode scalar that starts at `offset` (one to four bytes), so a message quotes `Β`
    /// rather than the `�` of its first byte; empty past the end.
    func scalar(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let lead = bytes[offset]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return text(offset..<offset + length)
    }

    /// 1-based line and column (in characters) of `offset`.
    func location(_ offset: Int) -> SourceLocation {
        location(offset, onLine: lineIndex(of: offset))
    }

    /// ``location(_:)`` for a reader that asks mostly in increasing order: `line` is the index of
    /// the line of the offset it asked for last, which becomes this one's. The line is found by
    /// stepping a few lines on from it, else by binary search as ``location(_:)`` finds it.
    func location(_ offset: Int, line: inout Int) -> SourceLocation {
        var index = line
        if index < lineStarts.count, lineStarts[index] <= offset {
            var steps = 0
            while index &+ 1 < lineStarts.count, lineStarts[index &+ 1] <= offset {
                index &+= 1
                steps &+= 1
                if steps == 4 {
                    index = lineIndex(of: offset)
                    break
                }
            }
        } else {
            index = lineIndex(of: offset)
        }
        line = index
        return location(offset, onLine: index)
    }

    /// The index of the line `offset` is on.
    private func lineIndex(of offset: Int) -> Int {
        lineStarts.withUnsafeBufferPointer { starts in
            var low = 0
            var high = starts.count
            while high &- low > 1 {
                let middle = (low &+ high) >> 1
                if starts[middle] <= offset { low = middle } else { high = middle }
            }
            return low
        }
    }

    /// The location of `offset`, on the line of index `line`.
    @inline(__always)
    private func location(_ offset: Int, onLine line: Int) -> SourceLocation {
        let start = lineStarts[line]
        let end = min(offset, bytes.count)
        let column: Int
        if isASCII {
            column = end - start
        } else if characterMarks.isEmpty {
            column = Self.characterCount(bytes[start..<end])
        } else {
            column = characterCount(before: end) - characterCount(before: start)
        }
        return SourceLocation(line: line + 1, column: column + 1)
    }

    /// The range `offsets` with its start location.
    func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(utf8Offsets: offsets, start: location(offsets.lowerBound))
    }

    /// The range `offsets` with its start location, found from `line` (``location(_:line:)``).
    func range(_ offsets: Range<Int>, line: inout Int) -> SourceRange {
        SourceRange(utf8Offsets: offsets, start: location(offsets.lowerBound, line: &line))
    }

    /// Whether `offset` starts Unicode Pattern_White_Space (ICU's whitespace), and its length in bytes.
    func whiteSpaceLength(at offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { Self.whiteSpaceLength(in: $0, at: offset) }
    }

    /// ``whiteSpaceLength(at:)`` in `bytes`, for readers that scan a buffer.
    static func whiteSpaceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        guard offset < bytes.count else { return 0 }
        func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        switch bytes[offset] {
        case 0x09...0x0D, 0x20: return 1
        case 0xC2 where byte(offset + 1) == 0x85: return 2
        case 0xE2 where byte(offset + 1) == 0x80:
            let third = byte(offset + 2)
            return third == 0x8E || third == 0x8F || third == 0xA8 || third == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// The first offset at or after `offset` that is not Pattern_White_Space.
    func skipWhiteSpace(from offset: Int) -> Int {
        var offset = offset
        while case let length = whiteSpaceLength(at: offset), length > 0 { offset += length }
        return offset
    }
}
