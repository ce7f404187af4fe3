import Testing

@testable import GlossaMessages

@Suite("MD5 (RFC 1321)")
struct TMLMD5Tests {
    /// The test suite of RFC 1321, appendix A.5.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (
            "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a"
        ),
    ])
    func rfc1321Vectors(input: String, digest: String) {
        #expect(MD5.digest(of: input.utf8).description == digest)
    }

    /// Lengths around the padding boundary (55/56 bytes) and the block size (64), and several blocks.
    /// Expected values from Python's `hashlib.md5`.
    @Test(arguments: [
        (55, "ef1772b6dff9a122358552954ad0df65"),
        (56, "3b0c8ac703f828b04c6c197006d17218"),
        (63, "b06521f39153d618550606be297466d5"),
        (64, "014842d480b571495a4a0363793f7367"),
        (65, "c743a45e0d2e6a95cb859adae0248435"),
        (1000, "cabe45dcc9ae5b66ba86600cca6b8ba8"),
    ])
    func blockBoundaries(length: Int, digest: String) {
        #expect(MD5.digest(of: repeatElement(UInt8(ascii: "a"), count: length)).description == digest)
    }

    @Test func streamingInPiecesEqualsOneShot() {
        let text = "The quick brown fox jumps over the lazy dog, 1234567890 times; Привет мир."
        var md5 = MD5()
        for byte in text.utf8 { md5.update(byte) }
        let bytewise = md5.finalize()
        var chunked = MD5()
        let bytes = Array(text.utf8)
        chunked.update(bytes[..<10])
        chunked.update(bytes[10..<70])
        chunked.update(bytes[70...])
        #expect(bytewise == chunked.finalize())
        #expect(bytewise == MD5.digest(of: text.utf8))
    }

    @Test func digestBytesAndHex() {
        let digest = MD5.digest(of: "abc".utf8)
        #expect(digest.bytes.count == 16)
        #expect(digest.bytes.prefix(4) == [0x90, 0x01, 0x50, 0x98])
        #expect(MD5.digest(of: "Привет мир".utf8).description == "79d636ccef972a9d10db69750cd53e8b")
    }
}
