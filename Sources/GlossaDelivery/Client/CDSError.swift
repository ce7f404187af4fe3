/// Why a request to the Content Delivery Service failed.
///
/// Messages quoted from the service are cut to 200 characters and never contain the token or the
/// secret.
public enum CDSError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No complete response: offline, timed out, connection lost, cancelled.
    case transport(TransportError)
    /// `403`: a missing or wrong token, secret or scope.
    case forbidden(String)
    /// `404`: an unknown language, or an unknown or expired job.
    case notFound(String)
    /// `409`: an identical push is already in progress.
    case conflict(String)
    /// `429` after the allowed retries.
    case rateLimited(String)
    /// A `5xx` after the allowed retries.
    case serverError(status: Int, message: String)
    /// Any other status.
    case unexpectedStatus(status: Int, message: String)
    /// `202` (cache warming) more times than ``RetryPolicy/maximumWarmUpRetries`` allows.
    case stillWarmingUp(attempts: Int)
    /// The exchange took longer than ``RetryPolicy/overallTimeout``.
    case overallTimeout(seconds: Double)
    /// The body is not the JSON the protocol specifies; says where.
    case malformedResponse(String)
    /// The operation needs the secret and the configuration has none.
    case missingSecret
    /// The push response's `links.job` is not a path on the service's host.
    case invalidJobLink(String)
    /// The job was still pending or processing when polling gave up.
    case jobTimedOut(jobID: String, lastStatus: String)
    /// The calling task was cancelled.
    case cancelled

    /// Whether the failure means the service could not be reached at all.
    public var isOffline: Bool {
        if case .transport(.offline) = self { return true }
        return false
    }

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .transport(let error): error.description
        case .forbidden(let message): "forbidden (403): \(message)"
        case .notFound(let message): "not found (404): \(message)"
        case .conflict(let message): "conflict (409): \(message)"
        case .rateLimited(let message): "rate limited (429): \(message)"
        case .serverError(let status, let message): "server error (\(status)): \(message)"
        case .unexpectedStatus(let status, let message): "unexpected status \(status): \(message)"
        case .stillWarmingUp(let attempts):
            "the service was still preparing the content after \(attempts) attempts (202)"
        case .overallTimeout(let seconds): "gave up after \(seconds) s"
        case .malformedResponse(let detail): "malformed response: \(detail)"
        case .missingSecret: "this operation needs the project secret"
        case .invalidJobLink(let link): "the job link is not a path on the service: \(link)"
        case .jobTimedOut(let jobID, let lastStatus): "job \(jobID) was still \(lastStatus) when polling gave up"
        case .cancelled: "cancelled"
        }
    }
}
