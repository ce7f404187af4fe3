import Crypto
import Foundation
import HTTPTypes
import NIOCore

/// A response body built once and served many times, with its strong ETag (the quoted MD5 of the bytes,
/// so the same content has the same ETag on every server and after every restart; a release file's is
/// its SHA-256 address) and the headers of its 200 and 304 responses, built once too. Cached content and
/// release files are both answered from one (``ContentFastPath``).
struct CachedBody: Sendable {
    var bytes: ByteBuffer
    var etag: String
    /// `Content-Type`, `ETag`, `Cache-Control`, `Content-Length` (and an export's `Content-Disposition`):
    /// a 200's headers before `Date`.
    var okHeaders: HTTPFields
    /// `ETag`, `Cache-Control`: a 304's headers before `Date`.
    var notModifiedHeaders: HTTPFields

    /// JSON, the type of content and language bodies.
    static let json = "application/json; charset=utf-8"

    /// A body of `contentType`, downloaded as a file when `contentDisposition` is given (an export).
    init(bytes: [UInt8], contentType: String = json, contentDisposition: String? = nil, cacheControl: String) {
        self.init(
            buffer: ByteBuffer(bytes: bytes), contentType: contentType, contentDisposition: contentDisposition,
            cacheControl: cacheControl)
    }

    init(buffer: ByteBuffer, contentType: String = json, contentDisposition: String? = nil, cacheControl: String) {
        let digest = buffer.withUnsafeReadableBytes { Insecure.MD5.hash(data: $0) }
        self.init(
            buffer: buffer, etag: "\"" + digest.hexadecimal + "\"", contentType: contentType,
            contentDisposition: contentDisposition, cacheControl: cacheControl)
    }

    /// A body whose strong ETag (quoted) is already known.
    init(buffer: ByteBuffer, etag: String, contentType: String, contentDisposition: String? = nil, cacheControl: String)
    {
        self.bytes = buffer
        self.etag = etag
        self.okHeaders = [
            .contentType: contentType, .eTag: etag, .cacheControl: cacheControl,
            .contentLength: String(buffer.readableBytes),
        ]
        if let contentDisposition { okHeaders[.contentDisposition] = contentDisposition }
        self.notModifiedHeaders = [.eTag: etag, .cacheControl: cacheControl]
    }
}
