import Foundation
import NIOConcurrencyHelpers

/// Accounts over an ``AccountStore``: creating users, signing in with lockout, sessions, personal
/// tokens and invitations. The server's routes and `glossa user …` both use it.
public struct AccountService: Sendable {
    /// The store accounts live in.
    public let store: any AccountStore
    /// The policy (password cost and length, lifetimes, lockout).
    public let configuration: AccountConfiguration
    let clock: any WallClock
    let hasher: PasswordHasher
    /// A hash of nothing anyone knows, checked against when the e-mail address is unknown so that a
    /// failed sign-in takes as long whether or not the account exists.
    private let decoy = NIOLockedValueBox<String?>(nil)

    /// Creates a service over `store` with `configuration`, reading the time from `clock`.
    public init(store: any AccountStore, configuration: AccountConfiguration, clock: any WallClock = SystemWallClock())
    {
        self.store = store
        self.configuration = configuration
        self.clock = clock
        self.hasher = PasswordHasher(cost: configuration.passwordCost)
    }

    /// Creates a user after checking the name, e-mail address and password length.
    ///
    /// - Throws: ``AccountError`` for bad input, ``StoreError/conflict(_:)`` if the address is taken.
    public func createUser(name: String, email: String, password: String, administrator: Bool = false) async throws
        -> User
    {
        let user = try await newUser(name: name, email: email, password: password, administrator: administrator)
        try await store.createUser(user)
        return user
    }

    func newUser(name: String, email: String, password: String, administrator: Bool) async throws -> User {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...200).contains(name.count) else { throw AccountError.invalidName }
        try Self.checkEmail(email)
        try checkPassword(password)
        return User(
            id: AccountSecret.identifier(), name: name, email: email.trimmingCharacters(in: .whitespacesAndNewlines),
            passwordHash: try await hasher.hash(password), isAdministrator: administrator,
            createdAt: clock.unixMilliseconds())
    }

    /// Refuses an address that is not `local@domain` with a dot-free-or-dotted domain, or is over 254 characters.
    static func checkEmail(_ email: String) throws {
        let trimmed = email.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard trimmed.count <= 254, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !trimmed.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "," })
        else { throw AccountError.invalidEmail }
    }

    /// Refuses a password shorter than ``AccountConfiguration/minimumPasswordLength``.
    func checkPassword(_ password: String) throws {
        guard password.count >= configuration.minimumPasswordLength else {
            throw AccountError.passwordTooShort(minimum: configuration.minimumPasswordLength)
        }
    }

    /// Disables or enables the user with `email`; disabling also ends every session of theirs.
    public func setDisabled(_ disabled: Bool, email: String) async throws -> User {
        guard var user = try await store.user(email: email) else { throw AccountError.unknownUser }
        user.isDisabled = disabled
        guard try await store.updateUser(user) else { throw AccountError.unknownUser }
        if disabled { _ = try await store.deleteSessions(userID: user.id) }
        return user
    }

    /// Checks `email` and `password` and starts a new session (never reusing one the client presents).
    /// Failures are counted per address in the store: the ``AccountConfiguration/maximumSignInFailures``th
    /// locks the address for ``AccountConfiguration/lockoutDuration``, during which even the right
    /// password is refused.
    public func signIn(email: String, password: String) async throws -> SignedIn {
        let now = clock.unixMilliseconds()
        if let failures = try await store.signInFailures(email: email), let until = failures.lockedUntil,
            until > now
        {
            throw SignInError.locked(retryAfterSeconds: Int((until - now + 999) / 1000))
        }
        let user = try await store.user(email: email)
        let stored: String
        if let user { stored = user.passwordHash } else { stored = try await decoyHash() }
        let matches = try await hasher.verify(password, against: stored)
        guard let user, matches, !user.isDisabled else {
            let failures = try await store.recordSignInFailure(
                email: email, at: now, maximum: max(1, configuration.maximumSignInFailures),
                lockout: Int64(configuration.lockoutDuration.nanoseconds / 1_000_000))
            if let until = failures.lockedUntil, until > now {
                throw SignInError.locked(retryAfterSeconds: Int((until - now + 999) / 1000))
            }
            throw SignInError.invalidCredentials
        }
        try await store.clearSignInFailures(email: email)
        return try await startSession(for: user)
    }

    /// A new session for `user`.
    func startSession(for user: User) async throws -> SignedIn {
        let now = clock.unixMilliseconds()
        let token = AccountSecret.generate(prefix: AccountSecret.sessionPrefix)
        let session = UserSession(
            tokenHash: AccountSecret.hash(token), userID: user.id,
            csrfToken: ProjectCredentials.randomHex(bytes: 32), createdAt: now,
            expiresAt: now + Int64(configuration.sessionLifetime.nanoseconds / 1_000_000))
        try await store.createSession(session)
        return SignedIn(user: user, token: token, session: session)
    }

    private func decoyHash() async throws -> String {
        if let hash = decoy.withLockedValue({ $0 }) { return hash }
        let hash = try await hasher.hash(AccountSecret.generate(prefix: ""))
        decoy.withLockedValue { $0 = hash }
        return hash
    }

    /// The user and session of a session token, if the session exists, has not expired and the user is
    /// enabled.
    public func resolveSession(token: String) async throws -> (User, UserSession)? {
        guard token.hasPrefix(AccountSecret.sessionPrefix),
            let session = try await store.session(tokenHash: AccountSecret.hash(token)),
            session.expiresAt > clock.unixMilliseconds(),
            let user = try await store.user(id: session.userID), !user.isDisabled
        else { return nil }
        return (user, session)
    }

    /// The user and token of a personal access token, if it exists, has not expired and the user is enabled.
    public func resolvePersonalToken(_ token: String) async throws -> (User, PersonalAccessToken)? {
        guard token.hasPrefix(AccountSecret.personalTokenPrefix),
            let stored = try await store.personalToken(tokenHash: AccountSecret.hash(token)),
            stored.expiresAt.map({ $0 > clock.unixMilliseconds() }) ?? true,
            let user = try await store.user(id: stored.userID), !user.isDisabled
        else { return nil }
        return (user, stored)
    }

    /// Issues a personal access token for `user`; the token is returned once and stored hashed.
    public func issuePersonalToken(for user: User, name: String, expiresAt: Int64?) async throws
        -> (token: String, stored: PersonalAccessToken)
    {
        let token = AccountSecret.generate(prefix: AccountSecret.personalTokenPrefix)
        let stored = PersonalAccessToken(
            id: AccountSecret.identifier(), userID: user.id, name: name, tokenHash: AccountSecret.hash(token),
            createdAt: clock.unixMilliseconds(), expiresAt: expiresAt)
        try await store.addPersonalToken(stored)
        return (token, stored)
    }

    /// Creates an invitation to `projectID`; the token (the link's secret) is returned once.
    public func invite(
        to projectID: String, role: ProjectRole, languages: [String], by creator: User, expiresAt: Int64?
    ) async throws -> (token: String, invitation: Invitation) {
        let now = clock.unixMilliseconds()
        let token = AccountSecret.generate(prefix: AccountSecret.invitationPrefix)
        let invitation = Invitation(
            id: AccountSecret.identifier(), tokenHash: AccountSecret.hash(token), projectID: projectID, role: role,
            languages: languages, createdBy: creator.id, createdAt: now,
            expiresAt: expiresAt ?? now + Int64(configuration.invitationLifetime.nanoseconds / 1_000_000))
        try await store.createInvitation(invitation)
        return (token, invitation)
    }

    /// The invitation of `token`, refused if unknown, used or expired.
    public func pendingInvitation(token: String) async throws -> Invitation {
        guard let invitation = try await store.invitation(tokenHash: AccountSecret.hash(token)) else {
            throw AccountError.invitationUnknown
        }
        guard invitation.acceptedAt == nil else { throw AccountError.invitationUsed }
        guard invitation.expiresAt > clock.unixMilliseconds() else { throw AccountError.invitationExpired }
        return invitation
    }

    /// Accepts an invitation as a new user (who is signed in) and returns the new session.
    public func acceptInvitation(token: String, name: String, email: String, password: String) async throws
        -> SignedIn
    {
        _ = try await pendingInvitation(token: token)
        let user = try await newUser(name: name, email: email, password: password, administrator: false)
        _ = try await store.redeemInvitation(
            tokenHash: AccountSecret.hash(token), userID: user.id, newUser: user, at: clock.unixMilliseconds())
        return try await startSession(for: user)
    }

    /// Accepts an invitation for a user who already has an account: the role is added to theirs.
    public func acceptInvitation(token: String, as user: User) async throws -> Invitation {
        try await store.redeemInvitation(
            tokenHash: AccountSecret.hash(token), userID: user.id, newUser: nil, at: clock.unixMilliseconds())
    }
}

/// A successful sign-in: the user, the session token for the cookie (returned once) and the stored session.
public struct SignedIn: Sendable {
    /// Who signed in.
    public var user: User
    /// The session token (the cookie's value); only its hash is stored.
    public var token: String
    /// The stored session, with its CSRF token and expiry.
    public var session: UserSession
}

/// Why a sign-in was refused.
public enum SignInError: Error, Sendable, Hashable {
    /// Unknown e-mail address, wrong password or disabled account (not told apart).
    case invalidCredentials
    /// Too many failures: the address is locked for this many more seconds.
    case locked(retryAfterSeconds: Int)
}
