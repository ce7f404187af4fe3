/// The account tables of ``MemoryProjectStore``.
struct MemoryAccounts: Sendable {
    var users: [String: User] = [:]
    var sessions: [String: UserSession] = [:]
    var personalTokens: [String: PersonalAccessToken] = [:]
    var invitations: [String: Invitation] = [:]
    /// Keyed by project, user and role.
    var memberships: [String: Membership] = [:]
    var failures: [String: SignInFailures] = [:]

    static func key(_ membership: Membership) -> String {
        "\(membership.projectID)\u{0}\(membership.userID)\u{0}\(membership.role.rawValue)"
    }
}

extension MemoryProjectStore: AccountStore {
    public func createUser(_ user: User) async throws {
        try insertUser(user)
    }

    private func insertUser(_ user: User) throws {
        guard !accounts.users.values.contains(where: { $0.normalizedEmail == user.normalizedEmail }) else {
            throw StoreError.conflict("a user with this e-mail address")
        }
        accounts.users[user.id] = user
    }

    public func user(id: String) async throws -> User? { accounts.users[id] }

    public func user(email: String) async throws -> User? {
        let key = User.normalize(email: email)
        return accounts.users.values.first { $0.normalizedEmail == key }
    }

    public func users() async throws -> [User] {
        accounts.users.values.sorted { $0.normalizedEmail < $1.normalizedEmail }
    }

    public func updateUser(_ user: User) async throws -> Bool {
        guard accounts.users[user.id] != nil else { return false }
        guard !accounts.users.values.contains(where: { $0.normalizedEmail == user.normalizedEmail && $0.id != user.id })
        else { throw StoreError.conflict("a user with this e-mail address") }
        accounts.users[user.id] = user
        return true
    }

    public func createSession(_ session: UserSession) async throws {
        accounts.sessions[session.tokenHash] = session
    }

    public func session(tokenHash: String) async throws -> UserSession? { accounts.sessions[tokenHash] }

    public func deleteSession(tokenHash: String) async throws -> Bool {
        accounts.sessions.removeValue(forKey: tokenHash) != nil
    }

    public func deleteSessions(userID: String) async throws -> Int {
        let doomed = accounts.sessions.filter { $0.value.userID == userID }.keys
        for key in doomed { accounts.sessions[key] = nil }
        return doomed.count
    }

    public func addPersonalToken(_ token: PersonalAccessToken) async throws {
        accounts.personalTokens[token.tokenHash] = token
    }

    public func personalToken(tokenHash: String) async throws -> PersonalAccessToken? {
        accounts.personalTokens[tokenHash]
    }

    public func personalTokens(userID: String) async throws -> [PersonalAccessToken] {
        accounts.personalTokens.values.filter { $0.userID == userID }.sorted {
            ($0.createdAt, $0.id) < ($1.createdAt, $1.id)
        }
    }

    public func deletePersonalToken(id: String, userID: String) async throws -> Bool {
        guard let token = accounts.personalTokens.values.first(where: { $0.id == id && $0.userID == userID }) else {
            return false
        }
        accounts.personalTokens[token.tokenHash] = nil
        return true
    }

    public func createInvitation(_ invitation: Invitation) async throws {
        guard try await project(id: invitation.projectID) != nil else {
            throw StoreError.unknownProject(invitation.projectID)
        }
        accounts.invitations[invitation.tokenHash] = invitation
    }

    public func invitation(tokenHash: String) async throws -> Invitation? { accounts.invitations[tokenHash] }

    public func pendingInvitations(projectID: String, at now: Int64) async throws -> [Invitation] {
        accounts.invitations.values.filter {
            $0.projectID == projectID && $0.acceptedAt == nil && $0.expiresAt > now
        }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    public func deleteInvitation(id: String, projectID: String) async throws -> Bool {
        guard let found = accounts.invitations.values.first(where: { $0.id == id && $0.projectID == projectID })
        else { return false }
        accounts.invitations[found.tokenHash] = nil
        return true
    }

    public func redeemInvitation(tokenHash: String, userID: String, newUser: User?, at now: Int64) async throws
        -> Invitation
    {
        guard var invitation = accounts.invitations[tokenHash] else { throw AccountError.invitationUnknown }
        guard invitation.acceptedAt == nil else { throw AccountError.invitationUsed }
        guard invitation.expiresAt > now else { throw AccountError.invitationExpired }
        if let newUser { try insertUser(newUser) }
        var membership = Membership(
            projectID: invitation.projectID, userID: userID, role: invitation.role, languages: invitation.languages)
        if let held = accounts.memberships[MemoryAccounts.key(membership)] {
            membership.languages =
                held.languages.isEmpty || invitation.languages.isEmpty
                ? [] : Array(Set(held.languages + invitation.languages)).sorted()
        }
        accounts.memberships[MemoryAccounts.key(membership)] = membership
        invitation.acceptedAt = now
        accounts.invitations[tokenHash] = invitation
        return invitation
    }

    public func memberships(userID: String) async throws -> [Membership] {
        accounts.memberships.values.filter { $0.userID == userID }.sorted {
            ($0.projectID, $0.role) < ($1.projectID, $1.role)
        }
    }

    public func memberships(projectID: String) async throws -> [Membership] {
        accounts.memberships.values.filter { $0.projectID == projectID }.sorted {
            ($0.userID, $0.role) < ($1.userID, $1.role)
        }
    }

    public func setMemberships(_ roles: [Membership], userID: String, projectID: String) async throws {
        guard try await project(id: projectID) != nil else { throw StoreError.unknownProject(projectID) }
        guard accounts.users[userID] != nil else { throw AccountError.unknownUser }
        accounts.memberships = accounts.memberships.filter {
            !($0.value.projectID == projectID && $0.value.userID == userID)
        }
        for role in roles {
            let membership = Membership(
                projectID: projectID, userID: userID, role: role.role, languages: role.languages)
            accounts.memberships[MemoryAccounts.key(membership)] = membership
        }
    }

    public func signInFailures(email: String) async throws -> SignInFailures? {
        accounts.failures[User.normalize(email: email)]
    }

    public func recordSignInFailure(email: String, at now: Int64, maximum: Int, lockout: Int64) async throws
        -> SignInFailures
    {
        let key = User.normalize(email: email)
        var failures = accounts.failures[key] ?? SignInFailures(count: 0, lockedUntil: nil)
        failures.record(at: now, maximum: maximum, lockout: lockout)
        accounts.failures[key] = failures
        return failures
    }

    public func clearSignInFailures(email: String) async throws {
        accounts.failures[User.normalize(email: email)] = nil
    }
}
