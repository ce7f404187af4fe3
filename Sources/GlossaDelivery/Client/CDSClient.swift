import Foundation
import GlossaJSON

/// A client of a Content Delivery Service: Transifex's hosted CDS or Glossa's own server.
///
/// ```swift
/// let client = CDSClient(configuration: CDSConfiguration(token: token))
/// switch try await client.fetchContent(locale: "el", filter: ContentFilter(tags: ["ios"])) {
/// case .content(let table, let etag, _): …
/// case .notModified: …
/// }
/// ```
///
/// Every request carries `Accept-Version: v2`, `X-NATIVE-SDK` and the authorization header
/// (`Bearer <token>` to read; `Bearer <token>:<secret>` to push, poll jobs, invalidate and purge).
/// `202 Accepted` is retried with back-off, within ``RetryPolicy``. The token and the secret never
/// reach the logger.
public struct CDSClient: Sendable {
    /// The configuration (host, credentials, policies).
    public let configuration: CDSConfiguration
    let transport: any HTTPTransport
    let clock: any DeliveryClock
    let logger: RedactingLogger

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: the host, credentials and policies.
    ///   - transport: sends the requests; a ``URLSessionTransport`` by default.
    ///   - clock: measures timeouts and waits between retries.
    ///   - logger: receives messages, with the credentials redacted.
    public init(
        configuration: CDSConfiguration, transport: any HTTPTransport = URLSessionTransport(),
        clock: any DeliveryClock = SystemDeliveryClock(), logger: any DeliveryLogger = PrintDeliveryLogger()
    ) {
        self.configuration = configuration
        self.transport = transport
        self.clock = clock
        let token = configuration.token
        let secret = configuration.secret
        self.logger = RedactingLogger(
            base: logger, secrets: [token, secret, secret.map { "\(token):\($0)" }])
    }

    /// The languages of the project (`GET /languages`).
    public func fetchLanguages() async throws(CDSError) -> LanguageList {
        let response = try await exchange(.get, path: "/languages", scope: .read)
        try check(response, for: "/languages")
        return try WireDecoding.languages(from: response.body)
    }

    /// The content of one locale (`GET /content/{locale}`), filtered.
    ///
    /// - Parameters:
    ///   - locale: the service's language code (`el`, `pt_BR`).
    ///   - filter: the tags and status to filter by.
    ///   - etag: the ETag of the cached content, sent as `If-None-Match`; a `304` then answers
    ///     ``ContentResponse/notModified``.
    public func fetchContent(locale: String, filter: ContentFilter = .none, etag: String? = nil)
        async throws(CDSError) -> ContentResponse
    {
        let path = "/content/" + PathEncoding.encodeSegment(locale)
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        let response = try await exchange(
            .get, path: path, query: filter.encodedQuery, scope: .read, headers: headers)
        if response.statusCode == 304 {
            logger.log(.debug, "\(locale): not modified")
            return .notModified
        }
        try check(response, for: path)
        let (table, skipped) = try WireDecoding.content(from: response.body)
        for diagnostic in skipped {
            logger.log(.warning, "\(locale): skipped \(diagnostic)")
        }
        return .content(table, etag: response.header("ETag"), skipped: skipped)
    }

    /// The content of several locales, at most ``CDSConfiguration/maximumConcurrentFetches`` at a
    /// time. A failed locale does not stop the others.
    ///
    /// - Parameters:
    ///   - locales: the language codes; duplicates are fetched once.
    ///   - filter: the tags and status to filter by.
    ///   - etags: the ETag to send per locale.
    public func fetchContent(locales: [String], filter: ContentFilter = .none, etags: [String: String] = [:])
        async -> [String: Result<ContentResponse, CDSError>]
    {
        var seen = Set<String>()
        let unique = locales.filter { seen.insert($0).inserted }
        var results: [String: Result<ContentResponse, CDSError>] = [:]
        await withTaskGroup(of: (String, Result<ContentResponse, CDSError>).self) { group in
            var pending = unique[...]
            func startNext() {
                guard let locale = pending.popFirst() else { return }
                group.addTask {
                    do throws(CDSError) {
                        return (
                            locale,
                            .success(try await fetchContent(locale: locale, filter: filter, etag: etags[locale]))
                        )
                    } catch {
                        return (locale, .failure(error))
                    }
                }
            }
            for _ in 0..<configuration.maximumConcurrentFetches { startNext() }
            for await (locale, result) in group {
                results[locale] = result
                startNext()
            }
        }
        return results
    }

    /// Asks the service to refresh its cached content (`POST /invalidate[/{locale}]`); it keeps
    /// serving the old content until the refresh completes. Needs the secret.
    public func invalidate(locale: String? = nil) async throws(CDSError) -> InvalidationResult {
        try await invalidation("/invalidate", locale: locale)
    }

    /// Asks the service to delete its cached content (`POST /purge[/{locale}]`); the next fetch warms
    /// the cache again (`202`). Needs the secret.
    public func purge(locale: String? = nil) async throws(CDSError) -> InvalidationResult {
        try await invalidation("/purge", locale: locale)
    }

    private func invalidation(_ route: String, locale: String?) async throws(CDSError) -> InvalidationResult {
        let path = route + (locale.map { "/" + PathEncoding.encodeSegment($0) } ?? "")
        let response = try await exchange(
            .post, path: path, scope: .write, body: Data("{}".utf8), retryWarmUp: false)
        try check(response, for: path)
        return try WireDecoding.invalidation(from: response.body)
    }
}
