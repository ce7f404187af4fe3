import Foundation

/// Which credentials a request carries.
enum CredentialScope {
    /// `Bearer <token>`: languages and content.
    case read
    /// `Bearer <token>:<secret>`: push, jobs, invalidate, purge.
    case write
}

extension CDSClient {
    /// Sends one logical request, retrying `202` (when `retryWarmUp`), `429` and `5xx` within the
    /// retry policy; returns the first response that is not retried.
    func exchange(
        _ method: HTTPMethod, path: String, query: String = "", scope: CredentialScope,
        headers extraHeaders: [String: String] = [:], body: Data? = nil, retryWarmUp: Bool = true
    ) async throws(CDSError) -> HTTPResponse {
        let request = try makeRequest(method, path: path, query: query, scope: scope, headers: extraHeaders, body: body)
        let policy = configuration.retryPolicy
        let start = clock.now()
        var attempts = 0
        var warmUpRetries = 0
        var errorRetries = 0
        while true {
            if Task.isCancelled { throw .cancelled }
            logger.log(.debug, "\(method.rawValue) \(path)\(query.isEmpty ? "" : "?" + query)")
            let response: HTTPResponse
            do {
                response = try await transport.send(request)
            } catch {
                if error == .cancelled || Task.isCancelled { throw .cancelled }
                logger.log(.warning, "\(method.rawValue) \(path): \(error)")
                throw .transport(error)
            }
            attempts += 1
            let delay: TimeInterval
            switch response.statusCode {
            case 202 where retryWarmUp:
                guard warmUpRetries < policy.maximumWarmUpRetries else { throw .stillWarmingUp(attempts: attempts) }
                delay = policy.delay(beforeRetry: warmUpRetries)
                warmUpRetries += 1
            case 429, 500, 502, 503, 504:
                guard errorRetries < policy.maximumErrorRetries else { return response }
                let suggested = response.header("Retry-After").flatMap(TimeInterval.init)
                delay = min(policy.maximumDelay, suggested ?? policy.delay(beforeRetry: errorRetries))
                errorRetries += 1
            default:
                return response
            }
            let elapsed = clock.now() - start
            if elapsed + delay > policy.overallTimeout {
                logger.log(.warning, "\(path): giving up after \(attempts) attempts (\(response.statusCode))")
                throw .overallTimeout(seconds: policy.overallTimeout)
            }
            logger.log(.debug, "\(path): \(response.statusCode), retrying in \(delay) s")
            do {
                try await clock.sleep(seconds: delay)
            } catch {
                throw .cancelled
            }
        }
    }

    /// Throws the error a non-success status means.
    func check(_ response: HTTPResponse, for path: String) throws(CDSError) {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return }
        let message = logger.redact(WireDecoding.message(from: response.body))
        logger.log(.warning, "\(path): \(status) \(message)")
        switch status {
        case 403, 401: throw .forbidden(message)
        case 404: throw .notFound(message)
        case 409: throw .conflict(message)
        case 429: throw .rateLimited(message)
        case 500..<600: throw .serverError(status: status, message: message)
        default: throw .unexpectedStatus(status: status, message: message)
        }
    }

    func makeRequest(
        _ method: HTTPMethod, path: String, query: String, scope: CredentialScope,
        headers extraHeaders: [String: String],
        body: Data?
    ) throws(CDSError) -> HTTPRequest {
        var base = configuration.host.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + path + (query.isEmpty ? "" : "?" + query)) else {
            throw .malformedResponse("cannot build a URL from the host and \(path)")
        }
        var headers = extraHeaders
        headers[CDSWireVersion.headerName] = CDSWireVersion.current.rawValue
        headers["X-NATIVE-SDK"] = configuration.sdkIdentifier
        headers[configuration.authorizationHeaderName] = try authorization(scope)
        if body != nil { headers["Content-Type"] = "application/json; charset=utf-8" }
        return HTTPRequest(
            method: method, url: url, headers: headers, body: body, timeout: configuration.requestTimeout)
    }

    private func authorization(_ scope: CredentialScope) throws(CDSError) -> String {
        switch scope {
        case .read:
            return "Bearer \(configuration.token)"
        case .write:
            guard let secret = configuration.secret, !secret.isEmpty else { throw .missingSecret }
            return "Bearer \(configuration.token):\(secret)"
        }
    }
}

/// Percent-encoding of one path segment (a locale code, a job id).
enum PathEncoding {
    private static let allowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")

    static func encodeSegment(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
