import HTTPTypes
import NIOCore

/// Answers `GET` and `HEAD /content/{lang}` (no query) without the router when everything the full path
/// would consult is already in memory: the read token's cached lookup, the project's language, a cached
/// body checked within the revalidation interval, and a rate-limit slot. The answer is byte for byte the
/// full path's: 304 with `ETag`, `Cache-Control` when `If-None-Match` matches, else 200 with the body
/// (none for HEAD), `Date` on both. Anything else (no or unknown credentials, a secret, a filter, a
/// stale or missing body, a refused rate limit, `Connection` other than `keep-alive`, `Expect` or a
/// request body) returns nil,
/// and the request takes the full path, which answers 403, 404, 429 or rebuilds as usual.
struct ContentFastPath: Sendable {
    let authenticator: Authenticator
    let cache: ResponseCache
    let limiter: RateLimiter
    let observer: (@Sendable () -> Void)?

    /// A response written on the event loop.
    struct Answer {
        var head: HTTPResponse
        var body: ByteBuffer?
    }

    init(services: ServerServices, observer: (@Sendable () -> Void)? = nil) {
        self.authenticator = services.authenticator
        self.cache = services.cache
        self.limiter = services.limiter
        self.observer = observer
    }

    private static let prefix = Array("/content/".utf8)

    /// The answer to `request`, or nil if the full path must answer. `date` is the `Date` header's value.
    func answer(_ request: HTTPRequest, date: String) -> Answer? {
        let isHead = request.method == .head
        guard isHead || request.method == .get, let path = request.path else { return nil }
        guard let language = Self.language(in: path) else { return nil }
        let fields = request.headerFields
        guard fields[.connection].map(Self.isKeepAlive) ?? true, fields[.expect] == nil,
            fields[.transferEncoding] == nil,
            fields[.contentLength] == nil || fields[.contentLength] == "0",
            let credential = fields[authenticator.headerName], let token = Self.readToken(credential),
            let project = authenticator.cachedReadProject(token: token), project.serves(language: language),
            let body = cache.freshBody(for: .init(projectID: project.id, resource: "content", language: language))
        else { return nil }
        // Everything is known: count the request. A refusal goes to the full path, which answers 429
        // (refused requests are not counted, so it is not counted twice).
        guard limiter.acquire(token: token, scope: .pull) == nil else { return nil }
        observer?()
        if let condition = fields[.ifNoneMatch], ConditionalRequestMiddleware.matches(condition, body.etag) {
            var headers = body.notModifiedHeaders
            headers[.date] = date
            return Answer(head: HTTPResponse(status: .notModified, headerFields: headers), body: nil)
        }
        var headers = body.okHeaders
        headers[.date] = date
        return Answer(head: HTTPResponse(status: .ok, headerFields: headers), body: isHead ? nil : body.bytes)
    }

    /// `fr` from `/content/fr`: one plain path segment (no query, no percent-encoding, no further `/`).
    static func language(in path: String) -> String? {
        let utf8 = path.utf8
        guard utf8.count > prefix.count, utf8.starts(with: prefix) else { return nil }
        let rest = utf8.dropFirst(prefix.count)
        for byte in rest {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        return String(Substring(rest))
    }

    /// `Connection: keep-alive` (in any case); any other value (`close`, `upgrade`) goes the full way.
    static func isKeepAlive(_ value: String) -> Bool {
        value.utf8.elementsEqual("keep-alive".utf8, by: { $0 | 0x20 == $1 })
    }

    /// The token of `Bearer <token>` (scheme in any case, no secret, no further space), else nil.
    static func readToken(_ value: String) -> String? {
        let utf8 = value.utf8
        guard utf8.count > 7, utf8.starts(with: "bearer ".utf8, by: { $0 | 0x20 == $1 }) else { return nil }
        let credential = utf8.dropFirst(7)
        guard !credential.contains(UInt8(ascii: " ")), !credential.contains(UInt8(ascii: ":")) else { return nil }
        return String(Substring(credential))
    }
}
