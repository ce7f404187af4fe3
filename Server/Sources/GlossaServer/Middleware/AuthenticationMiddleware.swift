import HTTPTypes
import Hummingbird

/// Requires the credentials of `scope` and puts the authenticated project into the context; answers
/// 403 `{"status":403,"message":"Forbidden"}` otherwise. The credentials then become the request's
/// ``Principal``, and ``Authorizer`` decides whether it may do the group's `action`.
///
/// Besides project credentials, a user's personal access token (`Bearer glp_…`) is accepted with the
/// project named in `X-Glossa-Project`: the user's roles in that project decide (a developer may push,
/// import and export). Credentials that fail are counted per client address
/// (``RateLimits/authenticationFailures``): past the limit, the address gets 429 with `Retry-After` on
/// every authenticated route, so secrets and tokens cannot be guessed at speed.
struct AuthenticationMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    /// The header naming the project of a request made with a personal access token.
    static let projectHeader = HTTPField.Name("X-Glossa-Project")!

    let scope: AuthenticationScope
    let action: Action
    let services: ServerServices

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let check = CredentialCheck(scope: scope, authenticator: services.authenticator, limiter: services.limiter)
        var context = context
        let authenticated = try await check.counting(request, clientAddress: context.clientAddress) {
            try await authenticate(request)
        }
        // Valid credentials without the right are refused, not counted as a guess.
        let (authentication, principal) = authenticated
        try await services.authorizer.require(principal, action, projectID: authentication.project.id)
        context.authentication = authentication
        context.principal = principal
        return try await next(request, context)
    }

    private func authenticate(_ request: Request) async throws -> (Authentication, Principal) {
        if let value = request.headers[services.authenticator.headerName],
            let credential = Authenticator.bearerCredential(value),
            credential.hasPrefix(AccountSecret.personalTokenPrefix)
        {
            guard let (user, token) = try await services.accounts.resolvePersonalToken(String(credential)),
                let projectID = request.headers[Self.projectHeader],
                let project = try await services.store.project(id: projectID)
            else { throw ProtocolError.forbidden(invalidCredentials: true) }
            return (
                Authentication(project: project, token: "glp:" + token.id, scope: .private),
                .user(user, via: .personalToken(token))
            )
        }
        let authentication = try await services.authenticator.authenticate(request, scope: scope)
        return (authentication, .project(projectID: authentication.project.id, scope: authentication.scope))
    }
}
