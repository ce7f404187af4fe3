import Hummingbird

/// Establishes who is asking on the `/api/v1` routes and puts it in ``DeliveryRequestContext/principal``:
/// a personal access token (`Authorization: Bearer glp_…`, which takes precedence) or the session
/// cookie. Requests made with the cookie that change state (any method but GET, HEAD and OPTIONS) must
/// repeat the session's CSRF token in `X-CSRF-Token`, or get 403; bearer requests are exempt, since
/// browsers never add that header on their own. Other bearer credentials (a project's
/// `<token>:<secret>`) are left to the routes that accept them (the workflow API). A presented credential that fails is counted against
/// the client address like a wrong project secret (``RateLimits/authenticationFailures``); routes then
/// decide with ``Authorizer`` what the principal (or nobody) may do.
struct PrincipalMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let services: ServerServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let address = context.clientAddress
        if let retryAfter = services.limiter.exhausted(token: address, scope: .authenticationFailures) {
            throw ProtocolError.tooManyRequests(retryAfterSeconds: retryAfter)
        }
        var context = context
        if let value = request.headers[services.authenticator.headerName],
            let token = Authenticator.bearerCredential(value), token.hasPrefix(AccountSecret.personalTokenPrefix)
        {
            guard let (user, stored) = try await services.accounts.resolvePersonalToken(String(token))
            else {
                _ = services.limiter.acquire(token: address, scope: .authenticationFailures)
                throw ProtocolError.unauthorized("Invalid, expired or revoked personal access token")
            }
            context.principal = .user(user, via: .personalToken(stored))
        } else if let token = SessionCookie.token(in: request) {
            if let (user, session) = try await services.accounts.resolveSession(token: token) {
                if ![.get, .head, .options].contains(request.method) {
                    let presented = request.headers[SessionCookie.csrfHeader] ?? ""
                    guard SecretHasher.constantTimeEqual(Array(presented.utf8), Array(session.csrfToken.utf8)) else {
                        throw ProtocolError.forbidden(details: "Missing or wrong X-CSRF-Token")
                    }
                }
                context.principal = .user(user, via: .session(session))
            } else {
                _ = services.limiter.acquire(token: address, scope: .authenticationFailures)
            }
        }
        return try await next(request, context)
    }
}
