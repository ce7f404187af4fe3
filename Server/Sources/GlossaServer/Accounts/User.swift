import Foundation

/// A person with an account on the server.
public struct User: Sendable, Hashable {
    /// The stable identifier (32 hexadecimal digits).
    public var id: String
    /// The display name.
    public var name: String
    /// The e-mail address as entered; unique regardless of case (see ``normalizedEmail``).
    public var email: String
    /// The bcrypt hash of the password; never logged or returned by the API.
    public var passwordHash: String
    /// Whether the user administers the whole server (users, every project).
    public var isAdministrator: Bool
    /// Whether the account is disabled: it cannot sign in, and its sessions and tokens stop working.
    public var isDisabled: Bool
    /// When the account was created (Unix milliseconds).
    public var createdAt: Int64
    /// The web editor's interface language the user chose (`ru`); nil to follow the browser's
    /// `Accept-Language`.
    public var interfaceLanguage: String?

    /// Creates a user from its parts.
    public init(
        id: String, name: String, email: String, passwordHash: String, isAdministrator: Bool = false,
        isDisabled: Bool = false, createdAt: Int64, interfaceLanguage: String? = nil
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.passwordHash = passwordHash
        self.isAdministrator = isAdministrator
        self.isDisabled = isDisabled
        self.createdAt = createdAt
        self.interfaceLanguage = interfaceLanguage
    }

    /// The e-mail address in the form uniqueness is checked on (lowercased).
    public var normalizedEmail: String { Self.normalize(email: email) }

    /// `email` lowercased and trimmed of spaces, the key accounts are looked up by.
    public static func normalize(email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
