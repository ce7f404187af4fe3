import HTTPTypes
import NIOCore
import NIOHTTP1
import Prometheus

/// Answers `GET` and `HEAD` of what is served from memory as a ``CachedBody`` (HTTP/1.1) without the
/// router, when everything the full path would consult is already in memory: the token's cached lookup,
/// and
/// - for `/content/{lang}` (the read token, no query), the project's language and a cached body checked
///   within the revalidation interval;
/// - for `/releases/files/{sha256}` (the read token, no query), the release file in
///   ``ReleaseFileCache`` (immutable: never revalidated);
/// - for `/export/{lang}` (no query but `format=…`) and `/export/txstrings.json` (no query), the token
///   with its secret (checked against the cached token, as the full path does), the project's languages
///   and the export file's cached body (``ExportFile``), checked within the revalidation interval;
///
/// and a rate-limit slot (`pull`, or `export` for exports). The answer is the full path's, header for
/// header: 304 with `ETag`, `Cache-Control` when `If-None-Match` matches, else 200 with the body (none
/// for HEAD), `Date` on both. Anything else (no, unknown or wrong credentials, a secret where the read
/// token is expected or none where one is, a filter, a stale or missing body, a refused rate limit,
/// HTTP/1.0, `Connection` other than `keep-alive`, `Expect` or a request body) returns nil, and the
/// request takes the full path, which answers 403, 404, 429 (counting failed credentials) or reads and
/// builds as usual.
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
    let formats: TranslationFileFormats
    let observer: (@Sendable () -> Void)?
    let metrics: Metrics?
    /// What the fast path serves: the route pattern the router records its requests under.
    enum Resource: String, Sendable, CaseIterable {
        /// `GET /content/{lang}`: a project's cached content (``ResponseCache``).
        case content = "/content/{lang}"
        /// `GET /releases/files/{sha256}`: a release file (``ReleaseFileCache``).
        case releaseFile = "/releases/files/{sha256}"
        /// `GET /export/{lang}?format=…`: an export file (``ExportFile``) in the ``ResponseCache``.
        case export = "/export/{lang}"
        /// `GET /export/txstrings.json`: the export of every language (``ExportFile``).
        case exportTXStrings = "/export/txstrings.json"
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
        let export: Histograms
        let exportTXStrings: Histograms
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
            export = histograms(.export)
            exportTXStrings = histograms(.exportTXStrings)
            hit = metrics.cache.hit
        }

        func histogram(for answer: Answer) -> DurationHistogram {
            let histograms =
                switch answer.resource {
                case .content: content
                case .releaseFile: releaseFile
                case .export: export
                case .exportTXStrings: exportTXStrings
                }
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
        self.formats = services.configuration.formats
        self.observer = observer
        self.metrics = services.metrics.map(Metrics.init)
        self.credentialsHeader = Array(services.authenticator.headerName.canonicalName.utf8)
    }

    private static let prefix = Array("/content/".utf8)
    private static let releaseFilePrefix = Array("/releases/files/".utf8)
    private static let exportPrefix = Array("/export/".utf8)
    private static let formatQuery = Array("?format=".utf8)

    /// What a path names: a language's content, a release file or an export file.
    enum Target: Equatable {
        case content(language: String)
        case releaseFile(sha256: String)
        /// `/export/{lang}`, `format` `json` when the path has no query.
        case export(language: String, format: String)
        case exportTXStrings
    }

    /// The content, release file or export `path` names, if the fast path may answer it.
    static func target(of path: String) -> Target? {
        if let language = language(in: path) { return .content(language: language) }
        if let sha256 = releaseFile(in: path) { return .releaseFile(sha256: sha256) }
        if path == "/export/txstrings.json" { return .exportTXStrings }
        return export(in: path)
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
        guard let credential, let (token, secret) = Self.credential(credential) else { return nil }
        let resource: Resource
        let body: CachedBody
        let project: Project
        switch target {
        case .content(let language):
            guard secret == nil, let reader = authenticator.cachedReadProject(token: token),
                reader.serves(language: language),
                let cached = cache.freshBody(for: .init(projectID: reader.id, resource: "content", language: language))
            else { return nil }
            (resource, body, project) = (.content, cached, reader)
        case .releaseFile(let sha256):
            guard secret == nil, let reader = authenticator.cachedReadProject(token: token),
                let cached = releaseFiles.cached(projectID: reader.id, sha256: sha256)
            else { return nil }
            (resource, body, project) = (.releaseFile, cached, reader)
        case .export(let language, let format):
            guard let exporter = exportingProject(token: token, secret: secret),
                let file = try? ExportFile.language(
                    language, formatName: format, project: exporter, filter: ContentFilter(), formats: formats),
                let cached = cache.freshBody(for: file.key)
            else { return nil }
            (resource, body, project) = (.export, cached, exporter)
        case .exportTXStrings:
            guard let exporter = exportingProject(token: token, secret: secret),
                let file = try? ExportFile.txstrings(project: exporter, filter: ContentFilter()),
                let cached = cache.freshBody(for: file.key)
            else { return nil }
            (resource, body, project) = (.exportTXStrings, cached, exporter)
        }
        // Everything is known: count the request. A refusal goes to the full path, which answers 429
        // (refused requests are not counted, so it is not counted twice).
        let scope: RateLimitScope = resource == .export || resource == .exportTXStrings ? .export : .pull
        guard limiter.acquire(token: token, scope: scope) == nil else { return nil }
        // Analytics count content fetches only, as transifex-delivery's do.
        if !isHead, case .content(let language) = target {
            analytics.record(projectID: project.id, language: language, sdkHeader: sdk)
        }
        observer?()
        // The router counts the response cache's hits (release files have a cache of their own).
        if resource != .releaseFile { metrics?.hit.increment() }
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

    /// The project of `token` if its cached lookup is fresh and `secret` is its secret, and project
    /// credentials may export (``Authorizer``); nil when only the full path can tell.
    private func exportingProject(token: String, secret: String?) -> Project? {
        guard let secret, let (stored, project) = authenticator.cachedToken(token),
            SecretHasher.verify(secret, against: stored),
            Authorizer.decide(
                .project(projectID: project.id, scope: .private), memberships: [], action: .exportTranslations,
                projectID: project.id) == .allow
        else { return nil }
        return project
    }

    /// `fr` from `/content/fr`: one plain path segment (no query, no percent-encoding, no further `/`).
    static func language(in path: String) -> String? {
        let utf8 = path.utf8
        guard utf8.count > prefix.count, utf8.starts(with: prefix) else { return nil }
        return plainSegment(utf8.dropFirst(prefix.count))
    }

    /// `.export("fr", "xliff")` from `/export/fr?format=xliff` (`json` from `/export/fr`): plain segments,
    /// and no other query.
    static func export(in path: String) -> Target? {
        let utf8 = path.utf8
        guard utf8.count > exportPrefix.count, utf8.starts(with: exportPrefix) else { return nil }
        let rest = utf8.dropFirst(exportPrefix.count)
        guard let query = rest.firstIndex(of: UInt8(ascii: "?")) else {
            return plainSegment(rest).map { .export(language: $0, format: "json") }
        }
        guard rest[query...].starts(with: formatQuery), let language = plainSegment(rest[..<query]),
            let format = plainSegment(rest[query...].dropFirst(formatQuery.count))
        else { return nil }
        return .export(language: language, format: format)
    }

    /// `bytes` as a string if they are one plain path segment: letters, digits, `_` and `-`.
    private static func plainSegment(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        guard !bytes.isEmpty else { return nil }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                continue
            default:
                return nil
            }
        }
        return String(Substring(bytes))
    }

    /// `{sha256}` from `/releases/files/{sha256}`: 64 lowercase hexadecimal digits and nothing else
    /// (``PublishedRelease/File/isAddress(_:)``, which the route checks too).
    static func releaseFile(in path: String) -> String? {
        let utf8 = path.utf8
        guard utf8.count == releaseFilePrefix.count + 64, utf8.starts(with: releaseFilePrefix) else { return nil }
        let address = String(Substring(utf8.dropFirst(releaseFilePrefix.count)))
        return PublishedRelease.File.isAddress(address) ? address : nil
    }

    /// The token and, if given, the secret of `Bearer <token>[:<secret>]` (scheme in any case, no
    /// further space or colon, neither empty), else nil.
    static func credential(_ value: String) -> (token: String, secret: String?)? {
        let utf8 = value.utf8
        guard utf8.count > 7, utf8.starts(with: "bearer ".utf8, by: { $0 | 0x20 == $1 }) else { return nil }
        let credential = utf8.dropFirst(7)
        var colon: Substring.UTF8View.Index?
        for index in credential.indices {
            switch credential[index] {
            case UInt8(ascii: " "): return nil
            case UInt8(ascii: ":"):
                guard colon == nil else { return nil }
                colon = index
            default: continue
            }
        }
        guard let colon else { return (String(Substring(credential)), nil) }
        let token = credential[..<colon]
        let secret = credential[credential.index(after: colon)...]
        guard !token.isEmpty, !secret.isEmpty else { return nil }
        return (String(Substring(token)), String(Substring(secret)))
    }
}
