import HTTPTypes
import Hummingbird

/// The `X-Request-ID` of a request: the client's (or a proxy's), if well formed, else one made here
/// (Hummingbird's `RequestID`: a random per-process part and a counter, 32 hexadecimal digits at most).
/// Every response carries it, and every log line written for the request has it as the logger metadata
/// `hb.request.id`.
enum RequestIdentifier {
    /// `X-Request-ID`.
    static let header = HTTPField.Name("X-Request-ID")!
    /// The logger metadata key (Hummingbird's, which its own request logs use too).
    static let metadataKey = "hb.request.id"
    /// The longest identifier accepted from a client.
    static let maximumLength = 128

    /// `value` if it is 1 to ``maximumLength`` characters among `A-Z a-z 0-9 - _ . : + / = @`, else nil
    /// (then the server makes one: nothing a client sends reaches a log line unchecked).
    static func accepted(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= maximumLength else { return nil }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "@"):
                continue
            default:
                return nil
            }
        }
        return value
    }

    /// A new identifier.
    static func make() -> String {
        RequestID().description
    }
}

/// Gives each request its ``RequestIdentifier``: on the request's logger (so every line the middleware,
/// routes and the push it starts write carries it) and as the `X-Request-ID` header of its response,
/// errors included. The first middleware.
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        let id =
            RequestIdentifier.accepted(request.headers[RequestIdentifier.header])
            ?? context.logger[metadataKey: RequestIdentifier.metadataKey]?.description ?? RequestIdentifier.make()
        context.logger[metadataKey: RequestIdentifier.metadataKey] = .string(id)
        var response = try await next(request, context)
        response.headers[RequestIdentifier.header] = id
        return response
    }
}
