/// Invitations, memberships and sign-in failures in SQL (the rest of ``AccountStore``).
extension SQLProjectStore {
    static let invitationColumns =
        "id, token_hash, project_id, role, languages, created_by, created_at, expires_at, accepted_at"

    public func createInvitation(_ invitation: Invitation) async throws {
        try await database.transaction { session in
            guard try await Self.loadProject(invitation.projectID, session) != nil else {
                throw StoreError.unknownProject(invitation.projectID)
            }
            try await session.query(
                """
                INSERT INTO invitations (\(Self.invitationColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(invitation.id), .text(invitation.tokenHash), .text(invitation.projectID),
                    .text(invitation.role.rawValue), .text(invitation.languages.joined(separator: ",")),
                    .text(invitation.createdBy), .integer(invitation.createdAt), .integer(invitation.expiresAt),
                    invitation.acceptedAt.map(SQLValue.integer) ?? .null,
                ])
        }
    }

    public func invitation(tokenHash: String) async throws -> Invitation? {
        try await database.read { session in try await Self.loadInvitation(tokenHash, lock: false, session) }
    }

    public func pendingInvitations(projectID: String, at now: Int64) async throws -> [Invitation] {
        try await database.read { session in
            try await session.query(
                """
                SELECT \(Self.invitationColumns) FROM invitations
                WHERE project_id = ? AND accepted_at IS NULL AND expires_at > ? ORDER BY created_at, id
                """, [.text(projectID), .integer(now)]
            ).map(Self.readInvitation)
        }
    }

    public func deleteInvitation(id: String, projectID: String) async throws -> Bool {
        try await database.transaction { session in
            let found = try await session.query(
                "SELECT id FROM invitations WHERE id = ? AND project_id = ?", [.text(id), .text(projectID)])
            guard !found.isEmpty else { return false }
            try await session.query("DELETE FROM invitations WHERE id = ?", [.text(id)])
            return true
        }
    }

    public func redeemInvitation(tokenHash: String, userID: String, newUser: User?, at now: Int64) async throws
        -> Invitation
    {
        try await database.transaction { session in
            guard var invitation = try await Self.loadInvitation(tokenHash, lock: true, session) else {
                throw AccountError.invitationUnknown
            }
            guard invitation.acceptedAt == nil else { throw AccountError.invitationUsed }
            guard invitation.expiresAt > now else { throw AccountError.invitationExpired }
            if let newUser { try await Self.insertUser(newUser, session) }
            let existing = try await session.query(
                "SELECT languages FROM memberships WHERE project_id = ? AND user_id = ? AND role = ?",
                [.text(invitation.projectID), .text(userID), .text(invitation.role.rawValue)])
            if let row = existing.first {
                // A role held already: the invitation widens its languages (empty means all).
                let held = Self.languages(try row.text("languages"))
                let merged =
                    held.isEmpty || invitation.languages.isEmpty ? [] : Array(Set(held + invitation.languages)).sorted()
                try await session.query(
                    "UPDATE memberships SET languages = ? WHERE project_id = ? AND user_id = ? AND role = ?",
                    [
                        .text(merged.joined(separator: ",")), .text(invitation.projectID), .text(userID),
                        .text(invitation.role.rawValue),
                    ])
            } else {
                try await Self.insertMembership(
                    Membership(
                        projectID: invitation.projectID, userID: userID, role: invitation.role,
                        languages: invitation.languages), session)
            }
            try await session.query(
                "UPDATE invitations SET accepted_at = ? WHERE id = ?", [.integer(now), .text(invitation.id)])
            invitation.acceptedAt = now
            return invitation
        }
    }

    static func loadInvitation(_ tokenHash: String, lock: Bool, _ session: any SQLSession) async throws
        -> Invitation?
    {
        let forUpdate = lock && session is PostgresSession ? " FOR UPDATE" : ""
        return try await session.query(
            "SELECT \(invitationColumns) FROM invitations WHERE token_hash = ?\(forUpdate)", [.text(tokenHash)]
        ).first.map(readInvitation)
    }

    static func readInvitation(_ row: SQLRow) throws -> Invitation {
        guard let role = ProjectRole(rawValue: try row.text("role")) else {
            throw StoreError.corrupt("invitation role \(row.optionalText("role") ?? "")")
        }
        return Invitation(
            id: try row.text("id"), tokenHash: try row.text("token_hash"), projectID: try row.text("project_id"),
            role: role, languages: languages(try row.text("languages")), createdBy: try row.text("created_by"),
            createdAt: try row.integer("created_at"), expiresAt: try row.integer("expires_at"),
            acceptedAt: row.optionalInteger("accepted_at"))
    }

    public func memberships(userID: String) async throws -> [Membership] {
        try await database.read { session in
            try await session.query(
                "SELECT project_id, user_id, role, languages FROM memberships WHERE user_id = ? ORDER BY project_id, role",
                [.text(userID)]
            ).map(Self.readMembership).sorted { ($0.projectID, $0.role) < ($1.projectID, $1.role) }
        }
    }

    public func memberships(projectID: String) async throws -> [Membership] {
        try await database.read { session in
            try await session.query(
                "SELECT project_id, user_id, role, languages FROM memberships WHERE project_id = ? ORDER BY user_id, role",
                [.text(projectID)]
            ).map(Self.readMembership).sorted { ($0.userID, $0.role) < ($1.userID, $1.role) }
        }
    }

    public func setMemberships(_ roles: [Membership], userID: String, projectID: String) async throws {
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            guard !(try await session.query("SELECT id FROM users WHERE id = ?", [.text(userID)])).isEmpty else {
                throw AccountError.unknownUser
            }
            try await session.query(
                "DELETE FROM memberships WHERE project_id = ? AND user_id = ?", [.text(projectID), .text(userID)])
            for role in roles {
                try await Self.insertMembership(
                    Membership(projectID: projectID, userID: userID, role: role.role, languages: role.languages),
                    session)
            }
        }
    }

    static func insertMembership(_ membership: Membership, _ session: any SQLSession) async throws {
        try await session.query(
            "INSERT INTO memberships (project_id, user_id, role, languages) VALUES (?, ?, ?, ?)",
            [
                .text(membership.projectID), .text(membership.userID), .text(membership.role.rawValue),
                .text(membership.languages.joined(separator: ",")),
            ])
    }

    static func readMembership(_ row: SQLRow) throws -> Membership {
        guard let role = ProjectRole(rawValue: try row.text("role")) else {
            throw StoreError.corrupt("membership role \(row.optionalText("role") ?? "")")
        }
        return Membership(
            projectID: try row.text("project_id"), userID: try row.text("user_id"), role: role,
            languages: languages(try row.text("languages")))
    }

    static func languages(_ stored: String) -> [String] {
        stored.split(separator: ",").map(String.init)
    }

    public func signInFailures(email: String) async throws -> SignInFailures? {
        try await database.read { session in
            try await session.query(
                "SELECT failures, locked_until FROM sign_in_failures WHERE email_key = ?",
                [.text(User.normalize(email: email))]
            ).first.map { row in
                SignInFailures(
                    count: Int(try row.integer("failures")), lockedUntil: row.optionalInteger("locked_until"))
            }
        }
    }

    public func recordSignInFailure(email: String, at now: Int64, maximum: Int, lockout: Int64) async throws
        -> SignInFailures
    {
        let key = User.normalize(email: email)
        return try await database.transaction { session in
            let forUpdate = session is PostgresSession ? " FOR UPDATE" : ""
            let row = try await session.query(
                "SELECT failures, locked_until FROM sign_in_failures WHERE email_key = ?\(forUpdate)", [.text(key)]
            ).first
            var failures = SignInFailures(
                count: Int(try row?.integer("failures") ?? 0), lockedUntil: row?.optionalInteger("locked_until"))
            failures.record(at: now, maximum: maximum, lockout: lockout)
            try await session.query(
                """
                INSERT INTO sign_in_failures (email_key, failures, locked_until) VALUES (?, ?, ?)
                ON CONFLICT (email_key) DO UPDATE SET failures = excluded.failures,
                    locked_until = excluded.locked_until
                """,
                [.text(key), .integer(Int64(failures.count)), failures.lockedUntil.map(SQLValue.integer) ?? .null])
            return failures
        }
    }

    public func clearSignInFailures(email: String) async throws {
        _ = try await deleteCounting("sign_in_failures", "email_key = ?", [.text(User.normalize(email: email))])
    }
}
