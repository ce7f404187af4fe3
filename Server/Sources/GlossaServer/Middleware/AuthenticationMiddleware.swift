import Hummingbird

/// Requires the credentials of `scope` and puts the authenticated project into the context; answers
/// 403 `{"status":403,"message":"Forbidden"}` otherwise. Credentials that fail are counted per client
/// address (``RateLimits/authenticationFailures``): past the limit, the address gets 429 with
/// `Retry-After` on every authenticated route, so secrets and tokens cannot be guessed at speed.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let scope: AuthenticationScope
    let authenticator: Authenticator
    let limiter: RateLimiter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let address = context.clientAddress
        if let retryAfter = limiter.exhausted(token: address, scope: .authenticationFailures) {
            throw ProtocolError.tooManyRequests(retryAfterSeconds: retryAfter)
        }
        var context = context
        do {
            context.authentication = try await authenticator.authenticate(request, scope: scope)
        } catch let error as ProtocolError where error.status == .forbidden {
            if request.headers[authenticator.headerName] != nil {
                _ = limiter.acquire(token: address, scope: .authenticationFailures)
            }
            throw error
        }
        return try await next(request, context)
    }
}
