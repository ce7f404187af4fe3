import GlossaTestSupport
import Testing

@testable import GlossaFormats

@Suite("CRC-32")
struct CRC32Tests {
    /// The polynomial's definition, one bit at a time: the reference the table-driven code must match.
    static func bitwise(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// The check values of the CRC catalogue (CRC-32/ISO-HDLC) and of RFC 1952's examples.
    @Test func knownValues() {
        #expect(CRC32.checksum([]) == 0)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum([UInt8](repeating: 0, count: 32)) == 0x190A_55AD)
        #expect(CRC32.checksum([UInt8](repeating: 0xFF, count: 32)) == 0xFF6C_AB0B)
    }

    /// Every length from 0 to 40 covers the eight-byte loop, the byte loop and both together.
    @Test func matchesTheBitwiseDefinitionAtEveryLength() {
        var generator = SeededGenerator(seed: 0xC4C3)
        for count in 0...40 {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(CRC32.checksum(bytes) == Self.bitwise(bytes), "\(count) bytes")
        }
        let long = (0..<100_003).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(CRC32.checksum(long) == Self.bitwise(long))
    }

    /// Updating piece by piece, at boundaries that split the eight-byte groups, equals one update.
    @Test func piecewiseUpdatesEqualOne() {
        var generator = SeededGenerator(seed: 7)
        let bytes = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for piece in [1, 3, 7, 8, 9, 13, 64, 999] {
            var crc = CRC32()
            var start = 0
            while start < bytes.count {
                let end = min(start + piece, bytes.count)
                crc.update(Array(bytes[start..<end]))
                start = end
            }
            #expect(crc.value == CRC32.checksum(bytes), "pieces of \(piece)")
        }
    }
}
