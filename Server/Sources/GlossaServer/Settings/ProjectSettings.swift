/// A project's settings as its managers change them: target languages, members and their roles,
/// invitations and project tokens. The `/api/v1` routes (JSON) and the editor's settings pages (forms)
/// both call these methods, which ask the server's one ``Authorizer`` first and then reuse
/// ``ProjectAdministration`` (what `glossa project …` does) and ``AccountService``. A change of languages or
/// tokens drops the project's cached responses and tokens on every server sharing the database.
struct ProjectSettings: Sendable {
    let services: ServerServices

    /// The project `projectID` after the authorizer allowed `principal` to do `action` in it; 404 for no
    /// such project (asked after the authorizer, so that an outsider learns nothing).
    func project(_ projectID: String, _ action: Action, as principal: Principal?) async throws -> Project {
        try await services.authorizer.require(principal, action, projectID: projectID)
        guard let project = try await services.store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        return project
    }

    private var administration: ProjectAdministration { ProjectAdministration(store: services.store) }

    /// Runs `body`, turning ``AdministrationError``s into the protocol's errors: 404 for an unknown token
    /// (another request may have revoked it meanwhile), 400 for bad input, which the description names.
    private func administering<Result>(_ body: (ProjectAdministration) async throws -> Result) async throws
        -> Result
    {
        do {
            return try await body(administration)
        } catch let error as AdministrationError {
            if error == .unknownToken { throw ProtocolError.notFound("No such token") }
            throw ProtocolError.badRequest(error.description)
        }
    }

    // MARK: Languages

    /// Adds target languages; 400 naming a malformed code or the source language.
    func addLanguages(_ codes: [String], to project: Project) async throws -> Project {
        for code in codes where code == project.sourceLanguage {
            throw ProtocolError.badRequest("\"\(code)\" is the project's source language")
        }
        try await administering { try await $0.addLanguages(codes, to: project.id) }
        await services.changes.settingsChanged(projectID: project.id)
        return try await reloaded(project)
    }

    /// Removes a target language and its translations; 404 if the project has no such target language.
    func removeLanguage(_ code: String, from project: Project) async throws -> Project {
        try TranslationRoutes.requireTarget(code, of: project)
        try await administering { try await $0.removeLanguage(code, from: project.id) }
        await services.changes.settingsChanged(projectID: project.id)
        return try await reloaded(project)
    }

    private func reloaded(_ project: Project) async throws -> Project {
        guard let current = try await services.store.project(id: project.id) else {
            throw ProtocolError.notFound("No project \"\(project.id)\"")
        }
        return current
    }

    // MARK: Members

    /// The project's members, each with their roles, in the store's order of user identifiers.
    func members(of project: Project) async throws -> [(user: User, roles: [Membership])] {
        let memberships = try await services.store.memberships(projectID: project.id)
        var members: [(user: User, roles: [Membership])] = []
        var seen = Set<String>()
        for membership in memberships where seen.insert(membership.userID).inserted {
            guard let user = try await services.store.user(id: membership.userID) else { continue }
            members.append((user, memberships.filter { $0.userID == membership.userID }))
        }
        return members
    }

    /// Replaces the roles of `userID` in the project (an empty list removes them); 404 for no such user,
    /// 400 for a repeated role.
    func setRoles(_ roles: [(role: ProjectRole, languages: [String])], of userID: String, in project: Project)
        async throws -> (user: User, roles: [Membership])
    {
        guard let user = try await services.store.user(id: userID) else { throw AccountError.unknownUser }
        var memberships: [Membership] = []
        for (index, grant) in roles.enumerated() {
            guard !memberships.contains(where: { $0.role == grant.role }) else {
                throw ProtocolError.badRequest("/roles/\(index)/role repeats \(grant.role.rawValue)")
            }
            memberships.append(
                Membership(projectID: project.id, userID: user.id, role: grant.role, languages: grant.languages))
        }
        try await services.store.setMemberships(memberships, userID: user.id, projectID: project.id)
        return (user, memberships)
    }

    /// Removes every role of `userID` in the project; 404 unless they are a member.
    func removeMember(_ userID: String, from project: Project) async throws {
        let held = try await services.store.memberships(projectID: project.id).filter { $0.userID == userID }
        guard !held.isEmpty else { throw ProtocolError.notFound("No member \"\(userID)\" in this project") }
        try await services.store.setMemberships([], userID: userID, projectID: project.id)
    }

    // MARK: Invitations

    /// The invitations that can still be accepted (their links are never shown again).
    func invitations(of project: Project) async throws -> [Invitation] {
        try await services.store.pendingInvitations(
            projectID: project.id, at: services.wallClock.unixMilliseconds())
    }

    /// Creates an invitation by `creator`; the token of its link is returned once.
    func invite(
        to project: Project, role: ProjectRole, languages: [String], expiresAt: Int64?, by creator: User
    ) async throws -> (token: String, invitation: Invitation) {
        try await services.accounts.invite(
            to: project.id, role: role, languages: languages, by: creator, expiresAt: expiresAt)
    }

    /// Revokes the invitation `id`: its link stops working. 404 if the project has no such invitation.
    func revokeInvitation(_ id: String, of project: Project) async throws {
        guard try await services.store.deleteInvitation(id: id, projectID: project.id) else {
            throw ProtocolError.notFound("No invitation \"\(id)\" to this project")
        }
    }

    // MARK: Tokens

    /// The project's tokens (their secrets are never stored, so never shown).
    func tokens(of project: Project) async throws -> [ProjectToken] {
        try await services.store.tokens(of: project.id)
    }

    /// Issues a token and secret, expiring at `expiresAt` if given; the secret is returned once.
    func issueToken(for project: Project, expiresAt: Int64?) async throws -> ProjectCredentials {
        try await administering { try await $0.issueToken(projectID: project.id, expiresAt: expiresAt) }
    }

    /// Revokes `token` at once; 404 unless it is one of the project's.
    func revokeToken(_ token: String, of project: Project) async throws {
        try await requireToken(token, of: project)
        try await administering { try await $0.revokeToken(token) }
        await services.changes.settingsChanged(projectID: project.id)
    }

    /// Sets when `token` expires (nil: never); 404 unless it is one of the project's.
    func setExpiry(of token: String, to expiresAt: Int64?, in project: Project) async throws -> ProjectToken {
        try await requireToken(token, of: project)
        try await administering { try await $0.setExpiry(of: token, to: expiresAt) }
        await services.changes.settingsChanged(projectID: project.id)
        return try await requireToken(token, of: project)
    }

    /// Replaces `token` with new credentials (shown once); the old one stops at `oldTokenExpiresAt`, or at
    /// once without it. 404 unless it is one of the project's.
    func rotateToken(_ token: String, of project: Project, expiresAt: Int64?, oldTokenExpiresAt: Int64?)
        async throws -> ProjectCredentials
    {
        try await requireToken(token, of: project)
        let credentials = try await administering {
            try await $0.rotateToken(token, expiresAt: expiresAt, oldTokenExpiresAt: oldTokenExpiresAt).1
        }
        await services.changes.settingsChanged(projectID: project.id)
        return credentials
    }

    @discardableResult
    private func requireToken(_ token: String, of project: Project) async throws -> ProjectToken {
        guard let stored = try await services.store.token(token), stored.projectID == project.id else {
            throw ProtocolError.notFound("No token \"\(token)\" in this project")
        }
        return stored
    }
}
