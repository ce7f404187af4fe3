/// Who a request is made by, as the middleware established it.
public enum Principal: Sendable, Hashable {
    /// A user, signed in with a session cookie or a personal access token.
    case user(User, via: UserCredential)
    /// A project's credentials: its token alone, with its secret, or with the server trust secret.
    case project(projectID: String, scope: AuthenticationScope)

    /// The user, if the principal is one.
    public var user: User? {
        if case .user(let user, _) = self { return user }
        return nil
    }
}

/// How a user proved who they are.
public enum UserCredential: Sendable, Hashable {
    /// A browser session (cookie); state-changing requests also need its CSRF token.
    case session(UserSession)
    /// A personal access token (`Authorization: Bearer glp_…`).
    case personalToken(PersonalAccessToken)
}
