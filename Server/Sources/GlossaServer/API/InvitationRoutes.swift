import GlossaJSON
import Hummingbird

/// Invitations by link: `POST /api/v1/projects/{project}/invitations` (an administrator or the
/// project's manager), `GET /api/v1/invitations/{token}` (what the link offers), and
/// `POST /api/v1/invitations/{token}/accept`: with `name`, `email` and `password` it creates the user and
/// signs them in; from a signed-in user, it adds the role to their account. Each invitation works once;
/// an expired or used one gets 410 saying which.
struct InvitationRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.post("projects/:project/invitations") { request, context in
            let project = try await ProjectLookup.project(context, services)
            try await services.authorizer.require(context.principal, .invite, projectID: project.id)
            guard let creator = context.principal?.user else { throw ProtocolError.unauthorized() }
            let body = try await APIRequestBody.read(request)
            let role = try APIRequestBody.role(try body.string("role"), at: "/role")
            let languages = try APIRequestBody.languages(body.object["languages"], at: "/languages", of: project)
            let (token, invitation) = try await services.accounts.invite(
                to: project.id, role: role, languages: languages, by: creator,
                expiresAt: try body.optionalTime("expires_at"))
            return Response.json(AccountJSON.invitation(invitation, token: token), status: .created)
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
                        signedIn.token, maxAge: (signedIn.session.expiresAt - signedIn.session.createdAt) / 1000,
                        secure: services.configuration.accounts.secureCookies)
                ])
        }
    }
}

/// The project named by the `project` path parameter, or 404.
enum ProjectLookup {
    static func project(_ context: DeliveryRequestContext, _ services: ServerServices) async throws -> Project {
        let id = try context.parameters.identifier("project")
        guard let project = try await services.store.project(id: id) else {
            throw ProtocolError.notFound("No project \"\(id)\"")
        }
        return project
    }
}
