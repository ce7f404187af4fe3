import Hummingbird

/// Answers 429 with `Retry-After` when the authenticated token exceeds its limit for `scope`.
/// Runs after ``AuthenticationMiddleware``.
struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let scope: RateLimitScope
    let limiter: RateLimiter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let authentication = try context.authenticated()
        if let retryAfter = try await limiter.admit(token: authentication.token, scope: scope) {
            throw ProtocolError.tooManyRequests(retryAfterSeconds: retryAfter)
        }
        return try await next(request, context)
    }
}
