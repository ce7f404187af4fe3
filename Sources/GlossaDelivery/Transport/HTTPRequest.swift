import Foundation

/// A request the delivery client hands to an ``HTTPTransport``.
///
/// Header names keep the spelling the client chose; the loopback tests assert them exactly.
public struct HTTPRequest: Sendable, Hashable {
    /// The method.
    public var method: HTTPMethod
    /// The absolute URL, query included.
    public var url: URL
    /// Header fields, by name.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// Seconds the transport may wait without progress before failing with
    /// ``TransportError/timedOut``.
    public var timeout: TimeInterval

    /// Creates a request.
    public init(
        method: HTTPMethod, url: URL, headers: [String: String] = [:], body: Data? = nil,
        timeout: TimeInterval = 30
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}
