// The byte-level reading the one-pass ICU compiler does: keywords and keys as machine words,
// identifiers, white space, substrings and source locations. Split from ICUProgramEmitter.swift,
// which keeps the grammar.

extension ICUProgramEmitter {
    /// `plural`, `selectordinal`, `select` (in any case, as the parser lowercases types), or another type.
    func argumentKind(_ range: Range<Int>) -> ArgumentKind {
        switch word(range, ignoringCase: true) {
        case Words.plural where range.count == 6: .plural
        case Words.select where range.count == 6: .select
        case Words.selector where matches(range, "selectordinal", ignoringCase: true): .selectOrdinal
        default: .simple
        }
    }

    /// The variant key in `range`; the keys most variants have are constants (no string is made).
    func key(_ range: Range<Int>) -> String {
        guard range.count <= 8 else { return text(range) }
        // Identifier bytes are never 0, so equal words are equal keys.
        switch word(range, ignoringCase: false) {
        case Words.other: return "other"
        case Words.one: return "one"
        case Words.few: return "few"
        case Words.many: return "many"
        case Words.two: return "two"
        case Words.zero: return "zero"
        case Words.male: return "male"
        case Words.female: return "female"
        default: return text(range)
        }
    }

    /// Words as ``word(_:ignoringCase:)`` reads them (a test checks each against its text).
    enum Words {
        static let one: UInt64 = 0x65_6e6f
        static let few: UInt64 = 0x77_6566
        static let two: UInt64 = 0x6f_7774
        static let many: UInt64 = 0x796e_616d
        static let zero: UInt64 = 0x6f72_657a
        static let male: UInt64 = 0x656c_616d
        static let other: UInt64 = 0x72_6568_746f
        static let female: UInt64 = 0x656c_616d_6566
        static let offset: UInt64 = 0x7465_7366_666f
        static let plural: UInt64 = 0x6c61_7275_6c70
        static let select: UInt64 = 0x7463_656c_6573
        static let selector: UInt64 = 0x726f_7463_656c_6573
    }

    /// The first eight bytes of `range` (fewer: zero above them) as a little-endian number, with
    /// ASCII letters lowercased when `ignoringCase`.
    func word(_ range: Range<Int>, ignoringCase: Bool) -> UInt64 {
        let length = min(range.count, 8)
        if range.lowerBound &+ 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) {
            // One load, the bytes past the range masked off (each folded like the loop below).
            let loaded = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
            let mask: UInt64 = length == 8 ? ~0 : (1 &<< (8 &* UInt64(length))) &- 1
            return (ignoringCase ? loaded | 0x2020_2020_2020_2020 : loaded) & mask
        }
        let fold: UInt8 = ignoringCase ? 0x20 : 0
        var word: UInt64 = 0
        var offset = 0
        while offset < min(range.count, 8) {
            word |= UInt64(bytes[range.lowerBound &+ offset] | fold) << (8 &* UInt64(offset))
            offset &+= 1
        }
        return word
    }

    /// Whether the bytes of `range` are `word` (ASCII; letters in either case when `ignoringCase`).
    func matches(_ range: Range<Int>, _ word: StaticString, ignoringCase: Bool) -> Bool {
        guard word.utf8CodeUnitCount == range.count else { return false }
        let letters = word.utf8Start
        let fold: UInt8 = ignoringCase ? 0x20 : 0
        for offset in 0..<range.count where bytes[range.lowerBound + offset] | fold != letters[offset] {
            return false
        }
        return true
    }

    /// Skips an identifier of ASCII characters that are neither white space nor Pattern_Syntax;
    /// gives up at a non-ASCII byte (the parser decides those).
    mutating func skipIdentifier() throws(GiveUp) {
        guard let end = Self.identifierEnd(in: bytes, from: index) else { throw GiveUp() }
        index = end
    }

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

    /// The first offset at or after `offset` that is not ASCII white space (other Pattern_White_Space
    /// is then not where the grammar expects it, and the pass gives up there).
    @inline(__always)
    func skipWhiteSpace(from offset: Int) -> Int {
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

    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// 1-based line and column (in characters) of `offset`, as ``SourceBytes/location(_:)`` gives it.
    /// Offsets are asked for in increasing order, so lines are counted once.
    mutating func location(_ offset: Int) -> SourceLocation {
        if isOneASCIILine { return SourceLocation(line: 1, column: offset + 1) }
        if offset < lines.scanned { lines = LineCursor() }
        while lines.scanned < offset {
            let byte = bytes[lines.scanned]
            lines.scanned += 1
            if byte == 0x0A {
                lines.line += 1
                lines.start = lines.scanned
                lines.isASCII = true
            } else if byte >= 0x80 {
                lines.isASCII = false
            }
        }
        let column =
            lines.isASCII
            ? offset - lines.start
            : String(decoding: UnsafeBufferPointer(rebasing: bytes[lines.start..<offset]), as: UTF8.self).count
        return SourceLocation(line: lines.line, column: column + 1)
    }

    /// How far ``location(_:)`` has counted lines.
    struct LineCursor {
        var scanned = 0
        var line = 1
        var start = 0
        var isASCII = true
    }
}
