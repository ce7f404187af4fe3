// Keywords and keys read as machine words: the first eight bytes of a range as one number, compared
// with constants, so that reading `plural`, `other` or `offset` makes no string.

extension ICUScanning {
    /// What an argument's type makes it: a plural, selectordinal or select has variants.
    enum ArgumentKind {
        case simple, plural, selectOrdinal, select
    }

    /// `plural`, `selectordinal`, `select` (in any case, as ICU reads types), or another type.
    static func argumentKind(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ArgumentKind {
        switch word(in: bytes, range, ignoringCase: true) {
        case Words.plural where range.count == 6: .plural
        case Words.select where range.count == 6: .select
        case Words.selector where matches(in: bytes, range, "selectordinal", ignoringCase: true): .selectOrdinal
        default: .simple
        }
    }

    /// Words as ``word(in:_:ignoringCase:)`` reads them (a test checks each against its text).
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
    static func word(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, ignoringCase: Bool) -> UInt64 {
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
        while offset < length {
            word |= UInt64(bytes[range.lowerBound &+ offset] | fold) << (8 &* UInt64(offset))
            offset &+= 1
        }
        return word
    }

    /// Whether the bytes of `range` are `word` (ASCII; letters in either case when `ignoringCase`).
    static func matches(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ word: StaticString, ignoringCase: Bool
    ) -> Bool {
        guard word.utf8CodeUnitCount == range.count else { return false }
        let letters = word.utf8Start
        let fold: UInt8 = ignoringCase ? 0x20 : 0
        for offset in 0..<range.count where bytes[range.lowerBound + offset] | fold != letters[offset] {
            return false
        }
        return true
    }
}
