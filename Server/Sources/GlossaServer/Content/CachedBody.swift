import Crypto
import NIOCore

/// A response body built once and served many times, with its strong ETag (the quoted MD5 of the bytes,
/// so the same content has the same ETag on every server and after every restart).
struct CachedBody: Sendable {
    var bytes: ByteBuffer
    var etag: String

    init(bytes: [UInt8]) {
        self.bytes = ByteBuffer(bytes: bytes)
        self.etag = "\"" + Insecure.MD5.hash(data: bytes).hexadecimal + "\""
    }
}
