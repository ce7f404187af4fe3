/// A credential of a project as the server stores it: the public token in clear (clients send it on
/// every read) and only a salted hash of the secret.
public struct ProjectToken: Sendable, Hashable {
    /// The public token (`Bearer <token>` reads content).
    public var token: String
    /// The project the token belongs to.
    public var projectID: String
    /// The salted SHA-256 of the secret, in lowercase hexadecimal.
    public var secretHash: String
    /// The random salt mixed into ``secretHash``.
    public var salt: String
    /// When the token stops working (Unix milliseconds); nil for never.
    public var expiresAt: Int64?

    /// Creates a stored token from its parts.
    public init(token: String, projectID: String, secretHash: String, salt: String, expiresAt: Int64? = nil) {
        self.token = token
        self.projectID = projectID
        self.secretHash = secretHash
        self.salt = salt
        self.expiresAt = expiresAt
    }

    /// Whether the token has expired at `now` (Unix milliseconds).
    public func hasExpired(at now: Int64) -> Bool {
        expiresAt.map { $0 <= now } ?? false
    }
}
