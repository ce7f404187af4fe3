/// A store the server runs on: projects, accounts, the shared request counters, the analytics and the
/// registry of live servers, in one database.
public typealias ServerStore = AccountStore & ProjectStore & RequestCounterStore & AnalyticsStore & ProcessRegistryStore

/// Where the server keeps user accounts, sessions, personal tokens, invitations, project memberships
/// and sign-in failures. ``SQLProjectStore`` (SQLite, PostgreSQL) and ``MemoryProjectStore`` implement
/// it beside ``ProjectStore``; each method that writes is one transaction.
public protocol AccountStore: Sendable {
    /// Stores a new user. Throws ``StoreError/conflict(_:)`` if the e-mail address is taken (in any case).
    func createUser(_ user: User) async throws
    /// The user with `id`, or nil.
    func user(id: String) async throws -> User?
    /// The user whose e-mail address is `email` regardless of case, or nil.
    func user(email: String) async throws -> User?
    /// Every user, sorted by e-mail address.
    func users() async throws -> [User]
    /// Replaces a user's name, flags and password hash. Returns false if there is no such user;
    /// throws ``StoreError/conflict(_:)`` if the new e-mail address is taken.
    func updateUser(_ user: User) async throws -> Bool

    /// Stores a new session.
    func createSession(_ session: UserSession) async throws
    /// The session whose token hashes to `tokenHash`, or nil.
    func session(tokenHash: String) async throws -> UserSession?
    /// Deletes a session (sign-out). Returns false if there was none.
    func deleteSession(tokenHash: String) async throws -> Bool
    /// Deletes every session of a user; returns how many.
    func deleteSessions(userID: String) async throws -> Int

    /// Stores a personal access token.
    func addPersonalToken(_ token: PersonalAccessToken) async throws
    /// The personal token whose value hashes to `tokenHash`, or nil.
    func personalToken(tokenHash: String) async throws -> PersonalAccessToken?
    /// A user's personal tokens, sorted by creation time.
    func personalTokens(userID: String) async throws -> [PersonalAccessToken]
    /// Deletes (revokes) the personal token `id` of `userID`. Returns false if there is none.
    func deletePersonalToken(id: String, userID: String) async throws -> Bool

    /// Stores an invitation. Throws ``StoreError/unknownProject(_:)`` if its project does not exist.
    func createInvitation(_ invitation: Invitation) async throws
    /// The invitation whose token hashes to `tokenHash`, or nil.
    func invitation(tokenHash: String) async throws -> Invitation?
    /// The invitations to `projectID` that are neither accepted nor expired at `now`, oldest first.
    func pendingInvitations(projectID: String, at now: Int64) async throws -> [Invitation]
    /// Deletes the invitation `id` of `projectID` (its link stops working); false if there is none.
    func deleteInvitation(id: String, projectID: String) async throws -> Bool
    /// In one transaction: checks that the invitation is unused and unexpired at `now`, stores `newUser`
    /// if given, adds the invitation's role to `userID` and marks the invitation used.
    ///
    /// - Throws: ``AccountError/invitationUnknown``, ``AccountError/invitationExpired``,
    ///   ``AccountError/invitationUsed``, or ``StoreError/conflict(_:)`` for a taken e-mail address.
    func redeemInvitation(tokenHash: String, userID: String, newUser: User?, at now: Int64) async throws
        -> Invitation

    /// The roles of a user in every project.
    func memberships(userID: String) async throws -> [Membership]
    /// The roles of every member of a project, sorted by user and role.
    func memberships(projectID: String) async throws -> [Membership]
    /// Replaces the roles of `userID` in `projectID` with `roles` (empty removes the user from the
    /// project). Throws ``StoreError/unknownProject(_:)`` or ``AccountError/unknownUser``.
    func setMemberships(_ roles: [Membership], userID: String, projectID: String) async throws

    /// The failed sign-ins of the e-mail address (normalised), or nil if none are counted.
    func signInFailures(email: String) async throws -> SignInFailures?
    /// Counts a failed sign-in at `now`: a lock that has run out is released first (the count starts
    /// again), and reaching `maximum` failures locks the address until `now + lockout` milliseconds.
    func recordSignInFailure(email: String, at now: Int64, maximum: Int, lockout: Int64) async throws
        -> SignInFailures
    /// Forgets the failures of the e-mail address (a successful sign-in).
    func clearSignInFailures(email: String) async throws
}

/// Why an account operation was refused.
public enum AccountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No user has this identifier or e-mail address.
    case unknownUser
    /// No invitation has this token.
    case invitationUnknown
    /// The invitation's expiry has passed.
    case invitationExpired
    /// The invitation has been accepted already.
    case invitationUsed
    /// The password is shorter than the minimum (in characters).
    case passwordTooShort(minimum: Int)
    /// The e-mail address is not of the form `name@domain`.
    case invalidEmail
    /// The name is empty or longer than 200 characters.
    case invalidName

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .unknownUser: "no such user"
        case .invitationUnknown: "no such invitation"
        case .invitationExpired: "the invitation has expired"
        case .invitationUsed: "the invitation has been used already"
        case .passwordTooShort(let minimum): "the password must have at least \(minimum) characters"
        case .invalidEmail: "the e-mail address must look like name@example.com"
        case .invalidName: "the name must have 1–200 characters"
        }
    }
}

extension AccountError {
    /// The API's answer: 404 for an unknown user or invitation, 410 Gone for an expired or used
    /// invitation, 400 for bad input; the details say which.
    public var protocolError: ProtocolError {
        switch self {
        case .unknownUser, .invitationUnknown: .notFound(description)
        case .invitationExpired, .invitationUsed: ProtocolError(status: .gone, message: "Gone", details: description)
        case .passwordTooShort, .invalidEmail, .invalidName: .badRequest(description)
        }
    }
}
