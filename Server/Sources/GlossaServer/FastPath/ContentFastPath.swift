import HTTPTypes
import NIOCore
import NIOHTTP1
import Prometheus

/// Answers `GET` and `HEAD` of what is served from memory as a ``CachedBody`` (HTTP/1.1, no query)
/// without the router, when everything the full path would consult is already in memory: the read
/// token's cached lookup, and
/// - for `/content/{lang}`, the project's language and a cached body checked within the revalidation
///   interval;
/// - for `/releases/files/{sha256}`, the release file in ``ReleaseFileCache`` (immutable: never
///   revalidated);
///
/// and a rate-limit slot. The answer is the full path's, header for header: 304 with `ETag`,
/// `Cache-Control` when `If-None-Match` matches, else 200 with the body (none for HEAD), `Date` on both.
/// Anything else (no or unknown credentials, a secret, a filter, a stale or missing body, a refused rate
/// limit, HTTP/1.0, `Connection` other than `keep-alive`, `Expect` or a request body) returns nil, and the
/// request takes the full path, which answers 403, 404, 429 or reads and builds as usual.
///
/// A `GET` it answers is counted in the analytics (``ContentAnalytics``), like the full path's.
///
/// Its answers carry `X-Request-ID` (the request's, if well formed, else a new one) and are recorded in the
/// metrics like the router's, under the route's pattern (`/content/{lang}`, `/releases/files/{sha256}`),
/// through handles resolved once here.
struct ContentFastPath: Sendable {
    let authenticator: Authenticator
    let cache: ResponseCache
    let releaseFiles: ReleaseFileCache
    let limiter: RateLimiter
    let analytics: ContentAnalytics
    let observer: (@Sendable () -> Void)?
    let metrics: Metrics?
    /// What the fast path serves: the route pattern the router records its requests under.
    enum Resource: String, Sendable, CaseIterable {
        /// `GET /content/{lang}`: a project's cached content (``ResponseCache``).
        case content = "/content/{lang}"
        /// `GET /releases/files/{sha256}`: a release file (``ReleaseFileCache``).
        case releaseFile = "/releases/files/{sha256}"
    }

    /// The histograms of the four answers of each resource, and the content cache's hit counter.
    struct Metrics: Sendable {
        /// One resource's histograms.
        struct Histograms: Sendable {
            let okGet: DurationHistogram
            let notModifiedGet: DurationHistogram
            let okHead: DurationHistogram
            let notModifiedHead: DurationHistogram
        }
        let content: Histograms
        let releaseFile: Histograms
        let hit: Counter

        init(_ metrics: ServerMetrics) {
            func histograms(_ resource: Resource) -> Histograms {
                func histogram(_ method: HTTPRequest.Method, _ status: Int) -> DurationHistogram {
                    metrics.requests.histogram(method: method, route: resource.rawValue, status: status)
                }
                return Histograms(
                    okGet: histogram(.get, 200), notModifiedGet: histogram(.get, 304), okHead: histogram(.head, 200),
                    notModifiedHead: histogram(.head, 304))
            }
            content = histograms(.content)
            releaseFile = histograms(.releaseFile)
            hit = metrics.cache.hit
        }

        func histogram(for answer: Answer) -> DurationHistogram {
            let histograms = answer.resource == .content ? content : releaseFile
            switch (answer.isHead, answer.notModified) {
            case (false, false): return histograms.okGet
            case (false, true): return histograms.notModifiedGet
            case (true, false): return histograms.okHead
            case (true, true): return histograms.notModifiedHead
            }
        }
    }
    /// The credentials header, lowercased.
    private let credentialsHeader: [UInt8]

    /// What to answer.
    struct Answer {
        var resource: Resource
        var notModified: Bool
        var body: CachedBody
        var isHead: Bool
        /// The `X-Request-ID` to answer with.
        var requestID: String
    }

    init(services: ServerServices, observer: (@Sendable () -> Void)? = nil) {
        self.authenticator = services.authenticator
        self.cache = services.cache
        self.releaseFiles = services.releaseFiles
        self.limiter = services.limiter
        self.analytics = services.analytics
        self.observer = observer
        self.metrics = services.metrics.map(Metrics.init)
        self.credentialsHeader = Array(services.authenticator.headerName.canonicalName.utf8)
    }

    private static let prefix = Array("/content/".utf8)
    private static let releaseFilePrefix = Array("/releases/files/".utf8)

    /// What a path names: a language's content or a release file.
    enum Target: Equatable {
        case content(language: String)
        case releaseFile(sha256: String)
    }

    /// The content or release file `path` names, if the fast path may answer it.
    static func target(of path: String) -> Target? {
        if let language = language(in: path) { return .content(language: language) }
        if let sha256 = releaseFile(in: path) { return .releaseFile(sha256: sha256) }
        return nil
    }

    /// The answer to `head`, or nil if the full path must answer.
    func answer(_ head: HTTPRequestHead) -> Answer? {
        let isHead = head.method == .HEAD
        guard isHead || head.method == .GET, head.version == .http1_1, let target = Self.target(of: head.uri)
        else { return nil }
        var credential: String?
        var condition: String?
        var requestID: String?
        var sdk: String?
        for (name, value) in head.headers {
            if Self.equalsLowercased(name, credentialsHeader) {
                guard credential == nil else { return nil }
                credential = value
            } else if Self.equalsLowercased(name, Self.ifNoneMatch) {
                // Several If-None-Match lines read as one list, as HTTP types join them.
                condition = condition.map { $0 + ", " + value } ?? value
            } else if Self.equalsLowercased(name, Self.requestID) {
                requestID = value
            } else if Self.equalsLowercased(name, Self.nativeSDK) {
                sdk = value
            } else if Self.equalsLowercased(name, Self.connection) {
                guard Self.equalsLowercased(value, Self.keepAlive) else { return nil }
            } else if Self.equalsLowercased(name, Self.contentLength) {
                guard value == "0" else { return nil }
            } else if Self.equalsLowercased(name, Self.expect) || Self.equalsLowercased(name, Self.transferEncoding) {
                return nil
            }
        }
        guard let credential, let token = Self.readToken(credential),
            let project = authenticator.cachedReadProject(token: token)
        else { return nil }
        let resource: Resource
        let body: CachedBody
        switch target {
        case .content(let language):
            guard project.serves(language: language),
                let cached = cache.freshBody(for: .init(projectID: project.id, resource: "content", language: language))
            else { return nil }
            (resource, body) = (.content, cached)
        case .releaseFile(let sha256):
            guard let cached = releaseFiles.cached(projectID: project.id, sha256: sha256) else { return nil }
            (resource, body) = (.releaseFile, cached)
        }
        // Everything is known: count the request. A refusal goes to the full path, which answers 429
        // (refused requests are not counted, so it is not counted twice).
        guard limiter.acquire(token: token, scope: .pull) == nil else { return nil }
        // Analytics count content fetches only, as transifex-delivery's do.
        if !isHead, case .content(let language) = target {
            analytics.record(projectID: project.id, language: language, sdkHeader: sdk)
        }
        observer?()
        // The router counts content cache hits only (release files are not revalidated).
        if resource == .content { metrics?.hit.increment() }
        let notModified = condition.map { ConditionalRequestMiddleware.matches($0, body.etag) } ?? false
        return Answer(
            resource: resource, notModified: notModified, body: body, isHead: isHead,
            requestID: RequestIdentifier.accepted(requestID) ?? RequestIdentifier.make())
    }

    private static let ifNoneMatch = Array("if-none-match".utf8)
    private static let requestID = Array("x-request-id".utf8)
    private static let nativeSDK = Array(ClientSDK.headerName.utf8)
    private static let connection = Array("connection".utf8)
    private static let keepAlive = Array("keep-alive".utf8)
    private static let contentLength = Array("content-length".utf8)
    private static let expect = Array("expect".utf8)
    private static let transferEncoding = Array("transfer-encoding".utf8)

    /// Whether `text` is `lowercase` in any ASCII case.
    static func equalsLowercased(_ text: String, _ lowercase: [UInt8]) -> Bool {
        text.utf8.elementsEqual(lowercase) { byte, expected in
            byte == expected || (byte >= 0x41 && byte <= 0x5A && byte | 0x20 == expected)
        }
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

    /// `{sha256}` from `/releases/files/{sha256}`: 64 lowercase hexadecimal digits and nothing else
    /// (``PublishedRelease/File/isAddress(_:)``, which the route checks too).
    static func releaseFile(in path: String) -> String? {
        let utf8 = path.utf8
        guard utf8.count == releaseFilePrefix.count + 64, utf8.starts(with: releaseFilePrefix) else { return nil }
        let address = String(Substring(utf8.dropFirst(releaseFilePrefix.count)))
        return PublishedRelease.File.isAddress(address) ? address : nil
    }

    /// The token of `Bearer <token>` (scheme in any case, no secret, no further space), else nil.
    static func readToken(_ value: String) -> String? {
        let utf8 = value.utf8
        guard utf8.count > 7, utf8.starts(with: "bearer ".utf8, by: { $0 | 0x20 == $1 }) else { return nil }
        let credential = utf8.dropFirst(7)
        for byte in credential where byte == UInt8(ascii: " ") || byte == UInt8(ascii: ":") { return nil }
        return String(Substring(credential))
    }
}
