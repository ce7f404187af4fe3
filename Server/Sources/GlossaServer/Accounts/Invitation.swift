/// An invitation to a project, redeemed once through a link carrying a random token (stored hashed).
public struct Invitation: Sendable, Hashable {
    /// The identifier.
    public var id: String
    /// The SHA-256 of the invitation token, in lowercase hexadecimal.
    public var tokenHash: String
    /// The project joined.
    public var projectID: String
    /// The role granted.
    public var role: ProjectRole
    /// The languages of the role (empty: all).
    public var languages: [String]
    /// Who created it.
    public var createdBy: String
    /// When it was created (Unix milliseconds).
    public var createdAt: Int64
    /// When it stops being accepted (Unix milliseconds).
    public var expiresAt: Int64
    /// When it was accepted (Unix milliseconds); nil while unused.
    public var acceptedAt: Int64?

    /// Creates a stored invitation.
    public init(
        id: String, tokenHash: String, projectID: String, role: ProjectRole, languages: [String], createdBy: String,
        createdAt: Int64, expiresAt: Int64, acceptedAt: Int64? = nil
    ) {
        self.id = id
        self.tokenHash = tokenHash
        self.projectID = projectID
        self.role = role
        self.languages = languages
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.acceptedAt = acceptedAt
    }
}
