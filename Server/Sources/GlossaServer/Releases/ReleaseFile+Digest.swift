import Crypto

extension ReleaseFile {
    /// The SHA-256 of `bytes`, lowercase hexadecimal.
    static func sha256(of bytes: [UInt8]) -> String { SHA256.hash(data: bytes).hexadecimal }
}
