extension JSONScanner {
    /// Reads a string starting at its opening quote and returns its decoded contents.
    mutating func scanString() throws(ScanError) -> String {
        position += 1
        let start = position
        while true {
            skipPlainStringBytes()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                return try scanEscapedString(from: start)
            } else if byte < 0x20 {
                throw controlCharacterError(byte)
            } else {
                try skipUTF8Sequence()
            }
        }
        throw ScanError(message: "expected '\"' to end string, found end of input", offset: position)
    }

    /// Steps over printable ASCII other than `"` and `\`: the bytes a string copies unchanged.
    ///
    /// Tests eight bytes at a time while none of them needs attention.
    @inline(__always)
    private mutating func skipPlainStringBytes() {
        let count = bytes.count
        var index = position
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard !Self.needsAttention(word) else { break }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        position = index
    }

    /// Whether any of the eight bytes in `word` is a control character, `"`, `\` or non-ASCII.
    /// (The classic "has a zero byte" test: it can only err toward `true`, never miss a byte.)
    @inline(__always)
    private static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let below20 = (word &- ones &* 0x20) & ~word
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        return ((below20 | isQuote | isBackslash | word) & highBits) != 0
    }

    /// Continues reading a string whose first escape is at `position`, decoding into `scratch`.
    private mutating func scanEscapedString(from start: Int) throws(ScanError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            let runStart = position
            skipPlainStringBytes()
            if position > runStart {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try decodeEscape()
            } else if byte < 0x20 {
                throw controlCharacterError(byte)
            } else {
                let sequenceStart = position
                try skipUTF8Sequence()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<position]))
            }
        }
        throw ScanError(message: "expected '\"' to end string, found end of input", offset: position)
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`.
    private mutating func decodeEscape() throws(ScanError) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else {
            throw ScanError(message: "expected escape character after '\\', found end of input", offset: position)
        }
        let simple: UInt8?
        switch bytes[position] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw ScanError(
                message: "expected escape character ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\\', "
                    + "found \(found())",
                offset: position)
        }
        if let simple {
            scratch.append(simple)
            position += 1
            return
        }
        position += 1
        let unit = try readHexQuad()
        var scalarValue = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) {
            throw ScanError(
                message: "expected a high surrogate before low surrogate '\\u\(hex(unit))', found none",
                offset: escapeStart)
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw ScanError(
                    message: "expected '\\uDC00'…'\\uDFFF' after high surrogate '\\u\(hex(unit))', found \(found())",
                    offset: position)
            }
            let lowStart = position
            position += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw ScanError(
                    message: "expected '\\uDC00'…'\\uDFFF' after high surrogate '\\u\(hex(unit))', "
                        + "found '\\u\(hex(low))'",
                    offset: lowStart)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        appendUTF8(scalarValue)
    }

    /// Reads four hexadecimal digits.
    private mutating func readHexQuad() throws(ScanError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexDigitValue(bytes[position]) else {
                throw ScanError(
                    message: "expected 4 hexadecimal digits after '\\u', found \(found())", offset: position)
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Appends a scalar value (never a surrogate) to `scratch` as UTF-8.
    private mutating func appendUTF8(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    private func controlCharacterError(_ byte: UInt8) -> ScanError {
        if byte == 0x0A || byte == 0x0D {
            return ScanError(
                message: "expected '\"' to end string before end of line, found line break", offset: position)
        }
        return ScanError(
            message: "expected escaped control character in string (such as '\\u\(hex(UInt16(byte)))'), "
                + "found \(found())",
            offset: position)
    }

    /// Steps over the well-formed UTF-8 sequence at `position` (whose first byte is not ASCII),
    /// or throws an error at its first byte.
    mutating func skipUTF8Sequence() throws(ScanError) {
        guard let length = Self.utf8SequenceLength(in: bytes, at: position) else {
            throw ScanError(message: "expected UTF-8 text, found \(invalidUTF8Description())", offset: position)
        }
        position += length
    }

    /// The length of the well-formed UTF-8 sequence at `start`, or `nil` if it is ill-formed
    /// (overlong, surrogate, above U+10FFFF, truncated, or a stray continuation byte).
    static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) {
            return nil
        }
        return length
    }

    /// `invalid UTF-8 byte 0xFF` or `invalid UTF-8 sequence 0xE2 0x82`, for the bytes at `position`.
    func invalidUTF8Description() -> String {
        var shown = [bytes[position]]
        var next = position + 1
        while next < bytes.count, next < position + 4, (0x80...0xBF).contains(bytes[next]) {
            shown.append(bytes[next])
            next += 1
        }
        let text = shown.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return shown.count == 1 ? "invalid UTF-8 byte \(text)" : "invalid UTF-8 sequence \(text)"
    }
}
