import Foundation
import GlossaMessages

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default ``HTTPTransport``: a `URLSession`.
///
/// Without a session of your own it uses an ephemeral one with no URL cache, so HTTP caching never
/// hides a `304 Not Modified` from the client (the client keeps its own ETags). Pass your own
/// session for certificate pinning (a delegate), proxies or extra headers.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport on `session`, or on an ephemeral session without a URL cache.
    public init(session: URLSession? = nil) {
        if let session {
            self.session = session
        } else {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            self.session = URLSession(configuration: configuration)
        }
    }

    /// Sends `request` with a data task; cancelling the calling task cancels the data task.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = request.timeout
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let task = Locked<URLSessionDataTask?>(nil)
        let result: Result<HTTPResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let dataTask = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(returning: Self.result(data: data, response: response, error: error))
                }
                task.withLock { $0 = dataTask }
                dataTask.resume()
                if Task.isCancelled { dataTask.cancel() }
            }
        } onCancel: {
            task.withLock { $0?.cancel() }
        }
        return try result.get()
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<
        HTTPResponse, TransportError
    > {
        if let error {
            return .failure(transportError(for: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.failed("the response is not an HTTP response"))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data()))
    }

    private static func transportError(for error: any Error) -> TransportError {
        guard let urlError = error as? URLError else { return .failed(String(describing: error)) }
        let detail = urlError.localizedDescription
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
            .internationalRoamingOff, .dataNotAllowed, .callIsActive:
            return .offline(detail)
        case .networkConnectionLost:
            return .connectionLost(detail)
        default:
            return .failed(detail)
        }
    }
}
