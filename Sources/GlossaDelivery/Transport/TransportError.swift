/// Why a transport could not deliver a complete response.
public enum TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The device is offline or the host cannot be reached (no route, DNS failure, refused).
    case offline(String)
    /// No complete response within the request's timeout.
    case timedOut
    /// The connection closed before the whole response arrived (a truncated body).
    case connectionLost(String)
    /// The task was cancelled.
    case cancelled
    /// Any other failure (TLS, a malformed response, a refused certificate pin).
    case failed(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .offline(let detail): "offline: \(detail)"
        case .timedOut: "the request timed out"
        case .connectionLost(let detail): "the connection was lost before the response was complete: \(detail)"
        case .cancelled: "cancelled"
        case .failed(let detail): "transport failure: \(detail)"
        }
    }
}
