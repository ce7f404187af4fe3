import Hummingbird

/// Requires the credentials of `scope` and puts the authenticated project into the context; answers
/// 403 `{"status":403,"message":"Forbidden"}` otherwise.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let scope: AuthenticationScope
    let authenticator: Authenticator

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        context.authentication = try await authenticator.authenticate(request, scope: scope)
        return try await next(request, context)
    }
}
