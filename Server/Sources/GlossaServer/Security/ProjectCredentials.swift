/// A newly issued token and secret, shown once: the server keeps only the secret's hash.
public struct ProjectCredentials: Sendable, Hashable {
    /// The public token apps embed (`Bearer <token>`).
    public var token: String
    /// The secret for pushes (`Bearer <token>:<secret>`); never stored in clear.
    public var secret: String

    /// Generates a token (`1/` and 32 hexadecimal digits, like the CDS's) and a 40-digit secret from the
    /// system's cryptographic random source.
    public static func generate() -> ProjectCredentials {
        ProjectCredentials(token: "1/" + randomHex(bytes: 16), secret: randomHex(bytes: 20))
    }

    /// Creates credentials from known values (tests, migrations from another server).
    public init(token: String, secret: String) {
        self.token = token
        self.secret = secret
    }

    /// The stored form for `projectID`: the token and a salted hash of the secret, expiring at
    /// `expiresAt` (Unix milliseconds) if given.
    public func stored(for projectID: String, expiresAt: Int64? = nil) -> ProjectToken {
        let salt = Self.randomHex(bytes: 16)
        return ProjectToken(
            token: token, projectID: projectID, secretHash: SecretHasher.hash(secret, salt: salt), salt: salt,
            expiresAt: expiresAt)
    }

    static func randomHex(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }.hexadecimal
    }
}
