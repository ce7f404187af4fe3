import HTTPTypes
import Hummingbird

/// Answers `304 Not Modified` (with the `ETag` and `Cache-Control`, without a body) when a GET's
/// `If-None-Match` names the ETag of the response the route produced. Accepts quoted and unquoted
/// tags (the CDS's are unquoted), weak tags, lists and `*`.
struct ConditionalRequestMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response = try await next(request, context)
        guard response.status == .ok, let condition = request.headers[.ifNoneMatch],
            let etag = response.headers[.eTag], Self.matches(condition, etag)
        else { return response }
        var headers = HTTPFields()
        headers[.eTag] = etag
        if let cacheControl = response.headers[.cacheControl] { headers[.cacheControl] = cacheControl }
        return Response(status: .notModified, headers: headers)
    }

    static func matches(_ condition: String, _ etag: String) -> Bool {
        if condition == etag { return true }
        let bare = opaque(etag)
        for candidate in condition.split(separator: ",") {
            let trimmed = candidate.trimmingWhitespace()
            if trimmed == "*" || opaque(trimmed) == bare { return true }
        }
        return false
    }

    private static func opaque<S: StringProtocol>(_ tag: S) -> Substring {
        var tag = Substring(tag)
        if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
        if tag.count >= 2, tag.first == "\"", tag.last == "\"" { tag = tag.dropFirst().dropLast() }
        return tag
    }
}
