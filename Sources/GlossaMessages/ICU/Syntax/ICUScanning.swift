/// Byte-level pieces of ICU MessageFormat's lexical rules, over a pattern's UTF-8 bytes: what
/// ``ICUGrammar``, the one reader of the grammar, is made of.
enum ICUScanning {
    static let apostrophe = UInt8(ascii: "'")
    static let open = UInt8(ascii: "{")
    static let close = UInt8(ascii: "}")
    static let pound = UInt8(ascii: "#")
    static let comma = UInt8(ascii: ",")

    /// Reads the apostrophe at `index` as ICU's `DOUBLE_OPTIONAL` mode does, appends the text it
    /// stands for to `text` and moves `index` past what it read: `''` is one apostrophe; before `{`,
    /// `}` (or `#` in a plural variant) it starts quoted text that runs to the next single apostrophe
    /// (or the end), in which `''` is again one apostrophe; any other apostrophe is itself.
    static func readApostrophe(
        in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, inPlural: Bool, into text: inout [UInt8]
    ) {
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if next == apostrophe {
            text.append(apostrophe)
            index += 2
        } else if next == open || next == close || (inPlural && next == pound) {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == apostrophe {
                    if index + 1 < bytes.count, bytes[index + 1] == apostrophe {
                        text.append(apostrophe)
                        index += 2
                        continue
                    }
                    index += 1
                    return
                }
                text.append(byte)
                index += 1
            }
        } else {
            text.append(apostrophe)
            index += 1
        }
    }

    /// The first offset at or after `offset` whose byte is an apostrophe, `#`, `{` or `}` (or the end):
    /// the text between is copied as it is, so it is skipped eight bytes at a time. (A `#` outside a
    /// plural or a `}` at the top level stops it too; the caller then reads on from the next byte.)
    @inline(__always)
    static func skipPlainText(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            /// 0x80 in each byte of `word` that equals the byte repeated in `repeated`, exactly.
            func equal(_ word: UInt64, _ repeated: UInt64) -> UInt64 {
                let difference = word ^ repeated
                return ~(((difference & low7) &+ low7) | difference | low7)
            }
            // `#` (0x23) and `'` (0x27) differ only in 0x04: one comparison finds both.
            let poundOrApostrophe = ones &* UInt64(apostrophe)
            let fourBits = ones &* 0x04
            let opens = ones &* UInt64(open)
            let closes = ones &* UInt64(close)
            while offset &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let found = equal(word | fourBits, poundOrApostrophe) | equal(word, opens) | equal(word, closes)
                if found != 0 { return offset &+ found.trailingZeroBitCount / 8 }
                offset &+= 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == apostrophe || byte == pound || byte == open || byte == close { break }
            offset &+= 1
        }
        return offset
    }

    /// The offset after the characters of a number (`0-9 + - . e E`) from `offset`, as ICU's
    /// `skipDouble` reads them.
    static func skipNumber(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x30...0x39, UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"),
                UInt8(ascii: "E"):
                offset += 1
            default:
                return offset
            }
        }
        return offset
    }

    /// Whether the pattern is one line of ASCII (no line feed, no byte above 0x7F), thirty-two bytes
    /// at a time: its columns are then offsets.
    static func isOneASCIILine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let feeds = ones &* 0x0A
        /// The byte's top bit for a byte above 0x7F, and for a line feed (a zero after `^ feeds`, whose
        /// borrow may mark later bytes too: only whether any is marked matters).
        @inline(__always)
        func special(_ offset: Int) -> UInt64 {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let difference = word ^ feeds
            return word | ((difference &- ones) & ~difference)
        }
        var found: UInt64 = 0
        var offset = 0
        while offset &+ 32 <= bytes.count {
            found |= special(offset) | special(offset &+ 8) | special(offset &+ 16) | special(offset &+ 24)
            offset &+= 32
        }
        while offset &+ 8 <= bytes.count {
            found |= special(offset)
            offset &+= 8
        }
        while offset < bytes.count {
            if bytes[offset] == 0x0A || bytes[offset] >= 0x80 { return false }
            offset &+= 1
        }
        return found & 0x8080_8080_8080_8080 == 0
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// The text of `range` in `bytes`.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
