/// Sends HTTP requests for the delivery client.
///
/// The default is ``URLSessionTransport``. Supply your own to pin certificates, go through a proxy,
/// add tracing, or (in tests) script responses. A transport returns every HTTP status as an
/// ``HTTPResponse``; it throws ``TransportError`` only when no complete response arrived.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the complete response.
    ///
    /// - Throws: ``TransportError`` when the network is unreachable, the request timed out, the
    ///   response was cut short, or the task was cancelled.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
