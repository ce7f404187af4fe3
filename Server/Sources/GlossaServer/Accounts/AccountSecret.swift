import Crypto

/// The random tokens of accounts: sessions (`gls_`), personal access tokens (`glp_`) and invitations
/// (`gli_`), each 256 bits from the system's cryptographic source. Only their SHA-256 is stored: a
/// random token needs no salt or slow hash, and the database lookup by hash compares no secret.
enum AccountSecret {
    static let sessionPrefix = "gls_"
    static let personalTokenPrefix = "glp_"
    static let invitationPrefix = "gli_"

    /// A new token with `prefix`.
    static func generate(prefix: String) -> String {
        prefix + ProjectCredentials.randomHex(bytes: 32)
    }

    /// The stored form of `token`: its SHA-256 in lowercase hexadecimal.
    static func hash(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).hexadecimal
    }

    /// A random identifier (users, personal tokens, invitations): 32 hexadecimal digits.
    static func identifier() -> String {
        ProjectCredentials.randomHex(bytes: 16)
    }
}
