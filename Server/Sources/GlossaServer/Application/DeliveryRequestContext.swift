import Hummingbird

/// The request context of every route: Hummingbird's core storage plus who is asking, set by
/// `AuthenticationMiddleware`.
public struct DeliveryRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, parameters, endpoint path).
    public var coreContext: CoreRequestContextStorage
    /// The authenticated project and token; nil on routes without authentication.
    public var authentication: Authentication?
    /// Who is asking, for ``Authorizer``: a user (session or personal token) on the `/api/v1` routes, the
    /// project's credentials on the CDS routes; nil when nobody (valid) is signed in.
    public var principal: Principal?
    /// The peer's IP address (`unknown` without one), which failed authentications are counted by.
    public let clientAddress: String

    /// Creates a context for a new request.
    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// The authentication, or 403 if a route that needs one was reached without it.
    func authenticated() throws -> Authentication {
        guard let authentication else { throw ProtocolError.forbidden() }
        return authentication
    }
}

/// Who a request was authenticated as.
public struct Authentication: Sendable, Hashable {
    /// The project the token belongs to (as of the last revalidation).
    public var project: Project
    /// The public token.
    public var token: String
    /// What the request proved: the token alone, the token and its secret, or the trust secret.
    public var scope: AuthenticationScope
}

/// What a route requires.
public enum AuthenticationScope: Sendable, Hashable {
    /// `Bearer <token>`: reading content and languages.
    case `public`
    /// `Bearer <token>:<secret>`: pushing and writing translations.
    case `private`
    /// `Bearer <token>:<secret>`, or `Bearer <token>` with the server trust secret: jobs, invalidate, purge.
    case trust
}
