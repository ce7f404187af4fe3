/// How accounts, sessions and sign-in behave (`glossa serve` flags, ``ServerConfiguration/accounts``).
public struct AccountConfiguration: Sendable, Hashable {
    /// The bcrypt cost (log2 of its rounds): 12 takes about a quarter of a second per hash. Tests use 4.
    public var passwordCost = 12
    /// The shortest password accepted, in characters.
    public var minimumPasswordLength = 10
    /// How long a session lasts after sign-in.
    public var sessionLifetime = Duration.seconds(7 * 24 * 3600)
    /// Consecutive failed sign-ins of one e-mail address before it is locked.
    public var maximumSignInFailures = 5
    /// How long a locked e-mail address stays locked.
    public var lockoutDuration = Duration.seconds(15 * 60)
    /// How long an invitation can be accepted when its creator gives no expiry.
    public var invitationLifetime = Duration.seconds(7 * 24 * 3600)
    /// Whether the session cookie carries `Secure` on every answer (set it when the server is reached
    /// over HTTPS only). Without it, `Secure` is set when `PublicOrigin` finds the request came over
    /// HTTPS.
    public var secureCookies = false
    /// The URL users reach the server at (`https://glossa.example.com`), for invitation links; an
    /// `https` URL also makes the session cookie `Secure`.
    public var publicURL: String?
    /// Addresses of reverse proxies whose `X-Forwarded-Proto` header is believed.
    public var trustedProxies: Set<String> = []

    /// The defaults.
    public init() {}
}
