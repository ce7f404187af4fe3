// Identifiers (argument names, variant keys) and white space: ASCII eight bytes at a time, other
// characters by Unicode's Pattern_Syntax and Pattern_White_Space, as ICU reads them.

extension ICUScanning {
    /// Where the identifier starting at `offset` ends: the first byte that is not an identifier byte
    /// (``isIdentifierByte(_:)``), or `nil` when that byte is not ASCII. Eight bytes at a time:
    /// identifiers are short, and most end in their first word.
    @inline(__always)
    static func identifierEnd(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var offset = offset
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while offset &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let others = ~identifierBytes(word) & 0x8080_8080_8080_8080
                if others != 0 {
                    let end = offset &+ others.trailingZeroBitCount / 8
                    return bytes[end] < 0x80 ? end : nil
                }
                offset &+= 8
            }
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte < 0x80 else { return nil }
            if !isIdentifierByte(byte) { break }
            offset &+= 1
        }
        return offset
    }

    /// Where the identifier starting at `offset` ends, whatever its characters: those that are neither
    /// Pattern_White_Space nor Pattern_Syntax.
    static func unicodeIdentifierEnd(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if !isIdentifierByte(byte) { return offset }
                offset += 1
                continue
            }
            if SourceBytes.whiteSpaceLength(in: bytes, at: offset) > 0 { return offset }
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            guard let scalar = text(bytes, offset..<end).unicodeScalars.first, !ICUIdentifier.isSyntax(scalar) else {
                return offset
            }
            offset = end
        }
        return offset
    }

    /// 0x80 in each byte of `word` that is an identifier byte (a digit, an ASCII letter or `_`), 0
    /// elsewhere (bytes above 0x7F included). Each range is checked by adding to the byte's low seven
    /// bits, which carries into its top bit only: no byte disturbs another.
    @inline(__always)
    static func identifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        /// 0x80 in each byte of `value` (below 0x80) from `first` through `last`.
        func within(_ value: UInt64, _ first: UInt64, _ last: UInt64) -> UInt64 {
            (value &+ ones &* (0x80 &- first)) & ~(value &+ ones &* (0x7F &- last)) & tops
        }
        let digits = within(low, 0x30, 0x39)
        let letters = within(low | ones &* 0x20, 0x61, 0x7A)
        let underscore = within(low, 0x5F, 0x5F)
        return (digits | letters | underscore) & ~word & tops
    }

    /// Whether `byte` is in an identifier: digits, letters and `_`, as bits of two words (bytes below
    /// 64, and 64 to 127); a test checks them against ``ICUIdentifier/isASCIISyntax(_:)``.
    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let bits: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return byte < 0x80 && (bits >> (byte & 63)) & 1 == 1
    }

    /// The first offset at or after `offset` that is not ASCII white space (tab, line feed, vertical
    /// tab, form feed, carriage return, space).
    @inline(__always)
    static func skipASCIIWhiteSpace(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        // Tab, line feed, vertical tab, form feed, carriage return and space, as bits.
        let spaces: UInt64 = 0x1_0000_3E00
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte <= 0x20, (spaces >> byte) & 1 == 1 else { break }
            offset &+= 1
        }
        return offset
    }
}

/// Unicode's Pattern_Syntax, which ends ICU identifiers.
enum ICUIdentifier {
    static func isASCIISyntax(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x5E, 0x60, 0x7B...0x7E: true
        default: false
        }
    }

    static func isSyntax(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7, 0x2010...0x2027,
            0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x245F, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030, 0xFD3E, 0xFD3F, 0xFE45, 0xFE46:
            true
        default:
            false
        }
    }
}
