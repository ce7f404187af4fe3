import Foundation
import GlossaDelivery

/// An HTTP call after each publish, for a CDN in front of the server: `POST` ``url`` with
/// `{"project":"…","change":"push","languages":["en","fr"],"paths":["/languages","/content/en","/content/fr"]}`
/// after every push, translation save, import, invalidation and change of a project's languages or tokens
/// that this server committed.
///
/// The call is made off the request's path, in order, one at a time: a publish never waits for it and never
/// fails because of it. Each attempt may take ``timeout``; an attempt that fails (no answer, a 5xx, 408 or
/// 429) is retried after ``retryDelay``, doubled each time, up to ``attempts`` in all; any other status is
/// final. Failures are logged (warning) and counted (`glossa_purge_hook_calls_total`). At most
/// ``queueLimit`` calls wait; beyond, new ones are dropped (logged).
public struct PurgeHookConfiguration: Sendable {
    /// Where to `POST` (http or https).
    public var url: URL
    /// The `Authorization` header's value, if the endpoint needs one (for example `Bearer …`).
    public var authorization: String?
    /// How long one attempt may take.
    public var timeout = Duration.seconds(5)
    /// Attempts per call, the first included.
    public var attempts = 3
    /// The pause before the second attempt, doubled before each further one.
    public var retryDelay = Duration.seconds(1)
    /// The most calls waiting to be made.
    public var queueLimit = 1000
    /// Sends the calls (default: a `URLSession`).
    public var transport: any HTTPTransport = URLSessionTransport()

    /// Calls `url`, with `authorization` as the `Authorization` header if given.
    public init(url: URL, authorization: String? = nil) {
        self.url = url
        self.authorization = authorization
    }
}
