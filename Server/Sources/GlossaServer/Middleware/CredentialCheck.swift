import Hummingbird

/// Checks a request's credentials for one scope, counting failures per client address
/// (``RateLimits/authenticationFailures``): past the limit, the address gets 429 with `Retry-After`.
/// Shared by ``AuthenticationMiddleware`` and the workflow API's ``PrincipalWorkflowAccess``.
struct CredentialCheck: Sendable {
    let scope: AuthenticationScope
    let authenticator: Authenticator
    let limiter: RateLimiter

    /// The authentication, or 403 (429 once the address has failed too often).
    func check(_ request: Request, clientAddress: String) async throws -> Authentication {
        try await counting(request, clientAddress: clientAddress) {
            try await authenticator.authenticate(request, scope: scope)
        }
    }

    /// Runs `authenticate` unless the address is over its limit (429), counting a 403 it throws
    /// against the address when the request presented credentials.
    func counting<Result: Sendable>(
        _ request: Request, clientAddress: String, _ authenticate: () async throws -> Result
    ) async throws -> Result {
        if let retryAfter = limiter.exhausted(token: clientAddress, scope: .authenticationFailures) {
            throw ProtocolError.tooManyRequests(retryAfterSeconds: retryAfter)
        }
        do {
            return try await authenticate()
        } catch let error as ProtocolError where error.status == .forbidden {
            if request.headers[authenticator.headerName] != nil {
                _ = limiter.acquire(token: clientAddress, scope: .authenticationFailures)
            }
            throw error
        }
    }
}
