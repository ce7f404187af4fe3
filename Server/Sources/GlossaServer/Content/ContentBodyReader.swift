import GlossaJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads back the entries of a body ``ContentBody`` wrote — `{"data":{"key":{"string":"…"},…}}`, no
/// whitespace, keys sorted — in one pass over its bytes, jumping from quote to quote with `memchr`
/// rather than building a JSON tree: what comparing two releases' files needs (``ReleaseDiff``), at a
/// fraction of a general parse's cost. A string with escapes is decoded by `JSONParser`.
enum ContentBodyReader {
    private static let prefix = Array(#"{"data":{"#.utf8)
    private static let middle = Array(#":{"string":"#.utf8)
    private static let suffix = Array("}}".utf8)
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// The entries of `bytes` in the order they are written, or nil if the bytes are not exactly in
    /// ``ContentBody``'s form (the caller then parses them as JSON).
    static func entries(_ bytes: [UInt8]) -> [ReleaseDiff.Entry]? {
        bytes.withUnsafeBufferPointer { buffer -> [ReleaseDiff.Entry]? in
            guard let base = buffer.baseAddress, buffer.count >= prefix.count + suffix.count,
                buffer.starts(with: prefix), buffer.reversed().starts(with: suffix.reversed())
            else { return nil }
            let end = buffer.count - suffix.count
            var position = prefix.count
            var entries: [ReleaseDiff.Entry] = []
            entries.reserveCapacity(buffer.count / 48)
            while position < end {
                if !entries.isEmpty {
                    guard base[position] == UInt8(ascii: ",") else { return nil }
                    position += 1
                }
                guard let key = string(base, at: position, end: end) else { return nil }
                position = key.end
                guard position + middle.count <= end, memcmp(base + position, middle, middle.count) == 0 else {
                    return nil
                }
                guard let value = string(base, at: position + middle.count, end: end), value.end < end,
                    base[value.end] == UInt8(ascii: "}")
                else { return nil }
                position = value.end + 1
                entries.append(ReleaseDiff.Entry(key: key.text, string: value.text))
            }
            return position == end ? entries : nil
        }
    }

    /// The JSON string whose opening quote is at `start`, and the position after its closing quote.
    private static func string(_ base: UnsafePointer<UInt8>, at start: Int, end: Int) -> (text: String, end: Int)? {
        guard start < end, base[start] == quote else { return nil }
        var position = start + 1
        while true {
            guard position < end, let found = memchr(base + position, Int32(quote), end - position) else {
                return nil
            }
            let closing = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            // A quote after an odd run of backslashes is escaped: part of the string.
            var backslashes = 0
            while closing - backslashes - 1 > start, base[closing - backslashes - 1] == backslash { backslashes += 1 }
            if backslashes % 2 == 1 {
                position = closing + 1
                continue
            }
            let length = closing - start - 1
            if memchr(base + start + 1, Int32(backslash), length) == nil {
                return (
                    String(decoding: UnsafeBufferPointer(start: base + start + 1, count: length), as: UTF8.self),
                    closing + 1
                )
            }
            // As the one element of an array: a JSON text the parser reads whatever it accepts at the top.
            var array: [UInt8] = [UInt8(ascii: "[")]
            array.append(contentsOf: UnsafeBufferPointer(start: base + start, count: length + 2))
            array.append(UInt8(ascii: "]"))
            guard case .array(let values)? = try? JSONParser().parse(array), values.count == 1,
                case .string(let text) = values[0]
            else { return nil }
            return (text, closing + 1)
        }
    }
}

extension ContentBodyReader {
    /// Whether each key of `entries` is above the one before (sorted, no key twice), as
    /// ``ContentBody`` writes them and a merge needs them.
    static func isSorted(_ entries: [ReleaseDiff.Entry]) -> Bool {
        entries.withUnsafeBufferPointer { entries in
            var index = 1
            while index < entries.count {
                guard entries[index - 1].key < entries[index].key else { return false }
                index += 1
            }
            return true
        }
    }
}
