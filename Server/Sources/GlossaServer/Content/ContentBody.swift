import GlossaJSON
import NIOCore

/// The body of `GET /content/{lang}` without a filter, `{"data":{"key":{"string":"…"},…}}` with its
/// entries sorted by key, and where each entry starts, so that a push's changes patch it (copying the
/// unchanged runs of entries as they are) instead of reading and rendering the whole project again.
struct ContentBody: Sendable {
    /// The JSON text.
    private(set) var bytes: ByteBuffer
    /// The offset in ``bytes`` of each entry (`"key":{"string":"…"}`), in key order.
    private(set) var starts: [Int]

    private static let prefix = Array(#"{"data":{"#.utf8)
    private static let suffix = Array("}}".utf8)
    private static let comma = UInt8(ascii: ",")

    /// The body of `entries`, which are sorted by key with no key twice.
    init(entries: [(key: String, string: String)]) {
        var buffer = ByteBuffer()
        var starts: [Int] = []
        starts.reserveCapacity(entries.count)
        buffer.writeBytes(Self.prefix)
        for entry in entries {
            if !starts.isEmpty { buffer.writeInteger(Self.comma) }
            starts.append(buffer.writerIndex)
            buffer.writeBytes(Self.fragment(key: entry.key, string: entry.string))
        }
        buffer.writeBytes(Self.suffix)
        self.bytes = buffer
        self.starts = starts
    }

    private init(bytes: ByteBuffer, starts: [Int]) {
        self.bytes = bytes
        self.starts = starts
    }

    /// `"key":{"string":"…"}`, escaped as ``JSONWriter`` escapes.
    static func fragment(key: String, string: String) -> [UInt8] {
        Array((JSONWriter.quoted(key) + #":{"string":"# + JSONWriter.quoted(string) + "}").utf8)
    }

    /// The number of entries.
    var count: Int { starts.count }

    /// Where entry `index` ends (exclusive): before the comma of the next one, or before `}}`.
    private func end(of index: Int) -> Int {
        index + 1 < starts.count ? starts[index + 1] - 1 : bytes.writerIndex - Self.suffix.count
    }

    /// The key of entry `index`, read back from its JSON string.
    func key(at index: Int) -> String {
        bytes.withUnsafeReadableBytes { raw in
            let start = starts[index]
            var position = start + 1
            var escaped = false
            while position < raw.count, raw[position] != UInt8(ascii: "\"") {
                if raw[position] == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                }
                position += 1
            }
            let quoted = UnsafeRawBufferPointer(rebasing: raw[start..<min(position + 1, raw.count)])
            if !escaped { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
            return (try? JSONParser().parse(quoted))?.stringValue ?? String(decoding: quoted, as: UTF8.self)
        }
    }

    /// The index of the first entry from `lower` on whose key is not below `key`.
    private func lowerBound(of key: String, from lower: Int) -> Int {
        var low = lower
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if self.key(at: middle) < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The body with `changes` applied: each key set to its string (added where it is new), or removed
    /// where its string is nil. Costs a copy of the bytes plus a binary search per change, not a render.
    func patched(_ changes: [String: String?]) -> ContentBody {
        let sorted = changes.sorted { $0.key < $1.key }
        var output = ByteBuffer()
        output.reserveCapacity(bytes.readableBytes + sorted.count * 64)
        var outputStarts: [Int] = []
        outputStarts.reserveCapacity(starts.count + sorted.count)
        output.writeBytes(Self.prefix)
        bytes.withUnsafeReadableBytes { raw in
            /// Copies the entries `range` of this body as they are.
            func copy(_ range: Range<Int>) {
                guard let first = range.first, let last = range.last else { return }
                if !outputStarts.isEmpty { output.writeInteger(Self.comma) }
                let shift = output.writerIndex - starts[first]
                starts.withUnsafeBufferPointer { starts in
                    for index in range { outputStarts.append(starts[index] + shift) }
                }
                output.writeBytes(UnsafeRawBufferPointer(rebasing: raw[starts[first]..<end(of: last)]))
            }
            var next = 0
            for (key, string) in sorted {
                let index = lowerBound(of: key, from: next)
                copy(next..<index)
                next = index < starts.count && self.key(at: index) == key ? index + 1 : index
                guard let string else { continue }
                if !outputStarts.isEmpty { output.writeInteger(Self.comma) }
                outputStarts.append(output.writerIndex)
                output.writeBytes(Self.fragment(key: key, string: string))
            }
            copy(next..<starts.count)
        }
        output.writeBytes(Self.suffix)
        return ContentBody(bytes: output, starts: outputStarts)
    }
}
