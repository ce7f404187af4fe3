import GlossaJSON
import HTTPTypes
import Hummingbird
import NIOHTTP1

/// An error answered with the CDS protocol's error body: `{"status":403,"message":"Forbidden"}`, with
/// `details` when there is more to say (where a request body is malformed, which filter is bad).
///
/// Functions that throw it are declared `throws`, not `throws(ProtocolError)`, and the server declares
/// no typed `throws` at all: Swift 6.3.1 crashes in release builds (LLVM's coroutine splitting,
/// `emitSetAndGetSwiftErrorValueAround`) on async functions that call typed-throwing functions, which
/// every route handler would. Where a caller needs the cases of an error, a `Result` carries them.
public struct ProtocolError: Error, Sendable, Hashable, HTTPResponseError {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// The protocol's message for the status (`Forbidden`, `Bad Request`, …).
    public var message: String
    /// What exactly went wrong, if anything more is known.
    public var details: String?
    /// Extra response headers (`Retry-After` on 429).
    public var headers: HTTPFields

    /// Creates an error answer.
    public init(status: HTTPResponse.Status, message: String, details: String? = nil, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.details = details
        self.headers = headers
    }

    /// The body: `{"status":N,"message":"…","details":"…"}`.
    public var json: JSONValue {
        var object: JSONObject = ["status": .number(JSONNumber(status.code)), "message": .string(message)]
        if let details { object.append("details", .string(details)) }
        return .object(object)
    }

    /// Writes the body (part of `HTTPResponseError`).
    public func body(allocator: ByteBufferAllocator) -> ByteBuffer? {
        ByteBuffer(bytes: JSONWriter().bytes(from: json))
    }

    /// The response (part of Hummingbird's `ResponseGenerator`).
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    /// The response, with `Content-Type: application/json`.
    public func response(allocator: ByteBufferAllocator = ByteBufferAllocator()) -> Response {
        var headers = self.headers
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(
            status: status, headers: headers, body: .init(byteBuffer: body(allocator: allocator) ?? .init()))
    }
}

extension ProtocolError {
    /// 400 Bad Request with details.
    public static func badRequest(_ details: String) -> ProtocolError {
        ProtocolError(status: .badRequest, message: "Bad Request", details: details)
    }
    /// 403 Forbidden, optionally with `"details":"Invalid credentials"`.
    public static func forbidden(invalidCredentials: Bool = false) -> ProtocolError {
        ProtocolError(
            status: .forbidden, message: "Forbidden", details: invalidCredentials ? "Invalid credentials" : nil)
    }
    /// 401 Unauthorized: the route needs a signed-in user (a session cookie or a personal access token).
    public static func unauthorized(_ details: String = "Sign in, or send a personal access token") -> ProtocolError {
        ProtocolError(status: .unauthorized, message: "Unauthorized", details: details)
    }
    /// 403 Forbidden with details.
    public static func forbidden(details: String) -> ProtocolError {
        ProtocolError(status: .forbidden, message: "Forbidden", details: details)
    }
    /// 404 Not found with details.
    public static func notFound(_ details: String) -> ProtocolError {
        ProtocolError(status: .notFound, message: "Not found", details: details)
    }
    /// 409: an identical push is already pending or processing.
    public static let pushInProgress = ProtocolError(
        status: .conflict, message: "Another content upload is already in progress")
    /// 413: the request body is larger than the server accepts.
    public static func payloadTooLarge(limit: Int) -> ProtocolError {
        ProtocolError(
            status: .contentTooLarge, message: "Payload Too Large",
            details: "The request body is larger than \(limit) bytes")
    }
    /// 400 for a request whose HTTP framing is malformed (a bad chunk size, a truncated body); the
    /// connection is closed after the answer, since where the next request starts is unknown.
    static func malformedRequest(_ error: HTTPParserError) -> ProtocolError {
        ProtocolError(
            status: .badRequest, message: "Bad Request", details: "Malformed HTTP request: \(error)",
            headers: [.connection: "close"])
    }
    /// 405 with `Allow` listing the methods the path answers.
    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [HTTPRequest.Method]) -> ProtocolError {
        ProtocolError(
            status: .methodNotAllowed, message: "Method Not Allowed",
            details: "\(method) is not allowed here; use \(allowed.map(\.rawValue).joined(separator: ", "))",
            headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
    }
    /// 429 with `Retry-After`.
    public static func tooManyRequests(retryAfterSeconds: Int) -> ProtocolError {
        ProtocolError(
            status: .tooManyRequests, message: "Too many requests, please try again later.",
            headers: [.retryAfter: String(retryAfterSeconds)])
    }
}
