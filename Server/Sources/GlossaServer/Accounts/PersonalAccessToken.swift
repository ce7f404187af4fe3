/// A personal access token as stored: a user's credential for scripts (`Authorization: Bearer glp_…`),
/// kept only as the SHA-256 of the token.
public struct PersonalAccessToken: Sendable, Hashable {
    /// The identifier shown in listings and used to revoke the token.
    public var id: String
    /// The owner.
    public var userID: String
    /// What the owner called it.
    public var name: String
    /// The SHA-256 of the token, in lowercase hexadecimal.
    public var tokenHash: String
    /// When it was created (Unix milliseconds).
    public var createdAt: Int64
    /// When it stops working (Unix milliseconds); nil for never.
    public var expiresAt: Int64?

    /// Creates a stored token.
    public init(id: String, userID: String, name: String, tokenHash: String, createdAt: Int64, expiresAt: Int64?) {
        self.id = id
        self.userID = userID
        self.name = name
        self.tokenHash = tokenHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
