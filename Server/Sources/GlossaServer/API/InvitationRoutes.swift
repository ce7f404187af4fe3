import GlossaJSON
import Hummingbird

/// Invitations by link: `GET|POST /api/v1/projects/{project}/invitations` and
/// `DELETE …/invitations/{id}` (an administrator or the project's manager: list the pending ones, create
/// one, whose link is shown once, revoke one), `GET /api/v1/invitations/{token}` (what the link offers), and
/// `POST /api/v1/invitations/{token}/accept`: with `name`, `email` and `password` it creates the user and
/// signs them in; from a signed-in user, it adds the role to their account. Each invitation works once;
/// an expired or used one gets 410 saying which.
struct InvitationRoutes {
    let services: ServerServices
    var settings: ProjectSettings { ProjectSettings(services: services) }

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/invitations") { _, context in
            let project = try await managedProject(context)
            let invitations = try await settings.invitations(of: project)
            return Response.json(.object(["data": .array(invitations.map { AccountJSON.invitation($0) })]))
        }

        group.post("projects/:project/invitations") { request, context in
            let project = try await managedProject(context)
            guard let creator = context.principal?.user else { throw ProtocolError.unauthorized() }
            let body = try await APIRequestBody.read(request)
            let role = try APIRequestBody.role(try body.string("role"), at: "/role")
            let languages = try APIRequestBody.languages(body.object["languages"], at: "/languages", of: project)
            let (token, invitation) = try await settings.invite(
                to: project, role: role, languages: languages, expiresAt: try body.optionalTime("expires_at"),
                by: creator)
            return Response.json(AccountJSON.invitation(invitation, token: token), status: .created)
        }

        group.delete("projects/:project/invitations/:id") { _, context in
            let project = try await managedProject(context)
            try await settings.revokeInvitation(try context.parameters.identifier("id"), of: project)
            return Response(status: .noContent)
        }

        group.get("invitations/:token") { _, context in
            let invitation = try await services.accounts.pendingInvitation(
                token: try context.parameters.identifier("token"))
            return Response.json(AccountJSON.invitation(invitation))
        }

        group.post("invitations/:token/accept") { request, context in
            let token = try context.parameters.identifier("token")
            if let user = context.principal?.user {
                let invitation = try await services.accounts.acceptInvitation(token: token, as: user)
                let memberships = try await services.store.memberships(userID: user.id)
                return Response.json(
                    .object([
                        "invitation": AccountJSON.invitation(invitation),
                        "memberships": .array(memberships.map(AccountJSON.membership)),
                    ]))
            }
            let body = try await APIRequestBody.read(request)
            let signedIn = try await services.accounts.acceptInvitation(
                token: token, name: try body.string("name"), email: try body.string("email"),
                password: try body.string("password"))
            let memberships = try await services.store.memberships(userID: signedIn.user.id)
            return Response.json(
                AccountJSON.signedIn(signedIn, memberships: memberships), status: .created,
                headers: [
                    .setCookie: SessionCookie.set(
                        for: signedIn, secure: SessionCookie.isSecure(request, context, services))
                ])
        }
    }

    private func managedProject(_ context: DeliveryRequestContext) async throws -> Project {
        try await settings.project(try context.parameters.identifier("project"), .invite, as: context.principal)
    }
}
