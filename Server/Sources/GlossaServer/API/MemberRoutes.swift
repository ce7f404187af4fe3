import GlossaJSON
import Hummingbird

/// A project's members and their roles: `GET /api/v1/projects/{project}/members`,
/// `PUT /api/v1/projects/{project}/members/{user}` with `{"roles": [{"role": "translator",
/// "languages": ["fr"]}]}`, which replaces the user's roles in the project (an empty list removes them),
/// and `DELETE …/members/{user}`. For administrators and the project's managers.
struct MemberRoutes {
    let settings: ProjectSettings

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/members") { _, context in
            let project = try await managedProject(context)
            let members = try await settings.members(of: project)
            return Response.json(.object(["data": .array(members.map { Self.member($0.user, $0.roles) })]))
        }

        group.put("projects/:project/members/:user") { request, context in
            let project = try await managedProject(context)
            let userID = try context.parameters.identifier("user")
            let body = try await APIRequestBody.read(request)
            guard let items = body.object["roles"]?.arrayValue else {
                throw ProtocolError.badRequest("/roles must be an array of {\"role\": …, \"languages\": […]}")
            }
            var roles: [(role: ProjectRole, languages: [String])] = []
            for (index, item) in items.enumerated() {
                guard let text = item["role"]?.stringValue else {
                    throw ProtocolError.badRequest("/roles/\(index)/role is required")
                }
                let role = try APIRequestBody.role(text, at: "/roles/\(index)/role")
                let languages = try APIRequestBody.languages(
                    item["languages"], at: "/roles/\(index)/languages", of: project)
                roles.append((role, languages))
            }
            let (user, memberships) = try await settings.setRoles(roles, of: userID, in: project)
            return Response.json(Self.member(user, memberships))
        }

        group.delete("projects/:project/members/:user") { _, context in
            let project = try await managedProject(context)
            try await settings.removeMember(try context.parameters.identifier("user"), from: project)
            return Response(status: .noContent)
        }
    }

    private func managedProject(_ context: DeliveryRequestContext) async throws -> Project {
        try await settings.project(try context.parameters.identifier("project"), .manageMembers, as: context.principal)
    }

    static func member(_ user: User, _ roles: [Membership]) -> JSONValue {
        .object([
            "user": .object(["id": .string(user.id), "name": .string(user.name), "email": .string(user.email)]),
            "roles": .array(
                roles.map { .object(["role": .string($0.role.rawValue), "languages": .strings($0.languages)]) }),
        ])
    }
}
