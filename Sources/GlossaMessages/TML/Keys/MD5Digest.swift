/// A 128-bit MD5 digest, as produced by ``MD5``.
///
/// Its ``description`` is the conventional lowercase hexadecimal form (32 characters).
public struct MD5Digest: Hashable, Sendable, CustomStringConvertible {
    /// The four state words A, B, C, D; the digest bytes are each word in little-endian order.
    private let a: UInt32, b: UInt32, c: UInt32, d: UInt32

    init(a: UInt32, b: UInt32, c: UInt32, d: UInt32) {
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// The 16 digest bytes, in order.
    public var bytes: [UInt8] {
        withUnsafeBytes(of: littleEndianWords) { Array($0) }
    }

    /// The digest in lowercase hexadecimal, for example `d41d8cd98f00b204e9800998ecf8427e`; the string
    /// is the only allocation.
    public var description: String {
        withUnsafeBytes(of: littleEndianWords) { digest in
            String(unsafeUninitializedCapacity: 32) { buffer in
                for (index, byte) in digest.enumerated() {
                    buffer[2 &* index] = Self.hexDigit(byte >> 4)
                    buffer[2 &* index &+ 1] = Self.hexDigit(byte & 0x0f)
                }
                return 32
            }
        }
    }

    /// The state words in little-endian byte order, which is the digest's byte order.
    private var littleEndianWords: (UInt32, UInt32, UInt32, UInt32) {
        (a.littleEndian, b.littleEndian, c.littleEndian, d.littleEndian)
    }

    /// The ASCII lowercase hexadecimal digit for a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 &+ value : 0x57 &+ value
    }
}
