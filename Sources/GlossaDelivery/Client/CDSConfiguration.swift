import Foundation

/// Where and how the client talks to a Content Delivery Service.
///
/// ```swift
/// let configuration = CDSConfiguration(token: "1/abc…", secret: nil)
/// let selfHosted = CDSConfiguration(host: URL(string: "https://cds.example.com/cds")!, token: "…")
/// ```
///
/// `description` never shows the token or the secret.
public struct CDSConfiguration: Sendable, CustomStringConvertible {
    /// Transifex's hosted service.
    public static let transifexHost = URL(string: "https://cds.svc.transifex.net")!

    /// The service's base URL; a path prefix (`https://example.com/cds`) is kept.
    public var host: URL
    /// The project token (public scope: languages and content).
    public var token: String
    /// The project secret, needed to push, poll jobs, invalidate and purge.
    public var secret: String?
    /// The header carrying `Bearer <token>[:<secret>]`; `Authorization` unless a proxy wants another.
    public var authorizationHeaderName: String
    /// The `X-NATIVE-SDK` header value.
    public var sdkIdentifier: String
    /// Retries for 202, 429 and 5xx.
    public var retryPolicy: RetryPolicy
    /// Polling of push jobs.
    public var jobPolling: JobPollingPolicy
    /// How many locales are fetched at the same time.
    public var maximumConcurrentFetches: Int
    /// Seconds a single request may wait without progress.
    public var requestTimeout: TimeInterval

    /// Creates a configuration.
    public init(
        host: URL = CDSConfiguration.transifexHost, token: String, secret: String? = nil,
        authorizationHeaderName: String = "Authorization", sdkIdentifier: String = "glossa/swift",
        retryPolicy: RetryPolicy = .standard, jobPolling: JobPollingPolicy = .standard,
        maximumConcurrentFetches: Int = 4, requestTimeout: TimeInterval = 30
    ) {
        self.host = host
        self.token = token
        self.secret = secret
        self.authorizationHeaderName = authorizationHeaderName
        self.sdkIdentifier = sdkIdentifier
        self.retryPolicy = retryPolicy
        self.jobPolling = jobPolling
        self.maximumConcurrentFetches = max(1, maximumConcurrentFetches)
        self.requestTimeout = requestTimeout
    }

    /// The configuration without credentials: `CDSConfiguration(host: …, token: <redacted>, …)`.
    public var description: String {
        "CDSConfiguration(host: \(host.absoluteString), token: <redacted>, secret: \(secret == nil ? "none" : "<redacted>"), "
            + "authorizationHeaderName: \(authorizationHeaderName))"
    }
}
