/// Turns byte offsets into line and column, for diagnostics. Built once per file on first use; a
/// lookup is a binary search, so thousands of diagnostics on a 10 MB file stay cheap.
struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private var lineStarts: [Int]?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        let starts = lineStarts ?? computeLineStarts()
        lineStarts = starts
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A position inside a multi-byte scalar belongs to that scalar.
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourceLocation(line: low + 1, column: column, offset: clamped)
    }

    private func computeLineStarts() -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
        return starts
    }
}
