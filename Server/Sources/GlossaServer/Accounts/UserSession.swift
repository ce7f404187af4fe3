/// A signed-in browser session as stored: only the SHA-256 of the random session token is kept, so a
/// copy of the database does not let anyone sign in.
public struct UserSession: Sendable, Hashable {
    /// The SHA-256 of the session token, in lowercase hexadecimal.
    public var tokenHash: String
    /// The signed-in user.
    public var userID: String
    /// The per-session token that state-changing requests must repeat in `X-CSRF-Token`.
    public var csrfToken: String
    /// When the session was created (Unix milliseconds).
    public var createdAt: Int64
    /// When the session stops working (Unix milliseconds).
    public var expiresAt: Int64

    /// Creates a stored session.
    public init(tokenHash: String, userID: String, csrfToken: String, createdAt: Int64, expiresAt: Int64) {
        self.tokenHash = tokenHash
        self.userID = userID
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
