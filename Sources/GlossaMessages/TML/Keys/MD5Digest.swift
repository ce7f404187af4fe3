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
        var result: [UInt8] = []
        result.reserveCapacity(16)
        for word in [a, b, c, d] {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                result.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }
        return result
    }

    /// The digest in lowercase hexadecimal, for example `d41d8cd98f00b204e9800998ecf8427e`.
    public var description: String {
        let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
