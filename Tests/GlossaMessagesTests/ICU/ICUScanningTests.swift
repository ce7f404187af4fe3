import Testing

@testable import GlossaMessages

/// The byte-level pieces of ICU's lexical rules that ``ICUGrammar`` reads patterns with: words,
/// identifiers and lines read eight bytes at a time agree with their byte-by-byte definitions.
/// (Moved from ICUProgramEmitterTests when the one-pass compiler became a consumer of the grammar.)
@Suite struct ICUScanningTests {
    @Test func identifierBytesAreTheParsersIdentifierBytes() {
        for byte in UInt8(0)...255 {
            let isIdentifier = byte > 0x20 && byte < 0x7F && !ICUIdentifier.isASCIISyntax(byte)
            #expect(ICUScanning.isIdentifierByte(byte) == isIdentifier, "byte \(byte)")
        }
    }

    @Test func wordConstantsAreTheirTexts() {
        typealias Words = ICUScanning.Words
        let words: [(String, UInt64)] = [
            ("one", Words.one), ("few", Words.few), ("two", Words.two), ("many", Words.many), ("zero", Words.zero),
            ("male", Words.male), ("other", Words.other), ("female", Words.female), ("offset", Words.offset),
            ("plural", Words.plural), ("select", Words.select), ("selector", Words.selector),
        ]
        for (text, constant) in words {
            let word = text.utf8.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            #expect(word == constant, "\(text)")
        }
    }

    /// One line of ASCII is recognised thirty-two and eight bytes at a time; a line feed or a
    /// non-ASCII byte anywhere (in a block, a word or the tail) is not one.
    @Test func oneASCIILineIsFoundAtEveryPosition() {
        for length in 0..<76 {
            let plain = Array(repeating: UInt8(ascii: "a"), count: length)
            #expect(plain.withUnsafeBufferPointer(ICUScanning.isOneASCIILine))
            for position in 0..<length {
                for byte: UInt8 in [0x0A, 0x80, 0xD0, 0xFF] {
                    var bytes = plain
                    bytes[position] = byte
                    #expect(!bytes.withUnsafeBufferPointer(ICUScanning.isOneASCIILine), "\(length) \(position)")
                }
                for byte: UInt8 in [0x00, 0x09, 0x0B, 0x7F] {
                    var near = plain
                    near[position] = byte
                    #expect(near.withUnsafeBufferPointer(ICUScanning.isOneASCIILine), "\(length) \(position)")
                }
            }
        }
    }

    /// Identifiers are scanned eight bytes at a time: every byte value at every position of a word,
    /// and in the tail, ends one exactly where the byte-by-byte definition does (or gives up at a
    /// non-ASCII byte).
    @Test func identifierEndsWhereItsBytesEnd() {
        for length in 0..<20 {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    for offset in bytes.indices { bytes[offset] = Array("aZ_09zA".utf8)[offset % 7] }
                    bytes[position] = byte
                    let expected: Int? =
                        ICUScanning.isIdentifierByte(byte) ? length : (byte < 0x80 ? position : nil)
                    let end = bytes.withUnsafeBufferPointer { ICUScanning.identifierEnd(in: $0, from: 0) }
                    #expect(end == expected, "\(length) \(position) \(byte)")
                }
            }
        }
    }
}
