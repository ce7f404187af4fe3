import Crypto

/// Hashes project secrets for storage and checks presented secrets in constant time.
///
/// Secrets are 160-bit random values the server generates (not passwords people choose), so a salted
/// SHA-256 is enough; a slow password hash would only slow down every authenticated write.
public enum SecretHasher {
    /// The salted SHA-256 of `secret`, in lowercase hexadecimal.
    public static func hash(_ secret: String, salt: String) -> String {
        SHA256.hash(data: Array((salt + ":" + secret).utf8)).hexadecimal
    }

    /// Whether `secret` hashes to `token.secretHash`, comparing every byte whatever the first
    /// difference.
    public static func verify(_ secret: String, against token: ProjectToken) -> Bool {
        constantTimeEqual(Array(hash(secret, salt: token.salt).utf8), Array(token.secretHash.utf8))
    }

    /// Compares two byte strings in time that depends only on their lengths.
    public static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: lhs.count ^ rhs.count)
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}

extension Sequence<UInt8> {
    /// Lowercase hexadecimal.
    var hexadecimal: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for byte in self {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
