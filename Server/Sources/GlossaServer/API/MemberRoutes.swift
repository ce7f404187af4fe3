import GlossaJSON
import Hummingbird

/// A project's members and their roles: `GET /api/v1/projects/{project}/members` and
/// `PUT /api/v1/projects/{project}/members/{user}` with `{"roles": [{"role": "translator",
/// "languages": ["fr"]}]}`, which replaces the user's roles in the project (an empty list removes them).
/// For administrators and the project's managers.
struct MemberRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/members") { _, context in
            let project = try await ProjectLookup.project(context, services)
            try await services.authorizer.require(context.principal, .manageMembers, projectID: project.id)
            let memberships = try await services.store.memberships(projectID: project.id)
            var members: [JSONValue] = []
            for userID in Self.orderedUnique(memberships.map(\.userID)) {
                guard let user = try await services.store.user(id: userID) else { continue }
                members.append(member(user, memberships.filter { $0.userID == userID }))
            }
            return Response.json(.object(["data": .array(members)]))
        }

        group.put("projects/:project/members/:user") { request, context in
            let project = try await ProjectLookup.project(context, services)
            try await services.authorizer.require(context.principal, .manageMembers, projectID: project.id)
            guard let user = try await services.store.user(id: try context.parameters.identifier("user")) else {
                throw AccountError.unknownUser
            }
            let body = try await APIRequestBody.read(request)
            guard let items = body.object["roles"]?.arrayValue else {
                throw ProtocolError.badRequest("/roles must be an array of {\"role\": …, \"languages\": […]}")
            }
            var roles: [Membership] = []
            for (index, item) in items.enumerated() {
                guard let text = item["role"]?.stringValue else {
                    throw ProtocolError.badRequest("/roles/\(index)/role is required")
                }
                let role = try APIRequestBody.role(text, at: "/roles/\(index)/role")
                guard !roles.contains(where: { $0.role == role }) else {
                    throw ProtocolError.badRequest("/roles/\(index)/role repeats \(role.rawValue)")
                }
                let languages = try APIRequestBody.languages(
                    item["languages"], at: "/roles/\(index)/languages", of: project)
                roles.append(Membership(projectID: project.id, userID: user.id, role: role, languages: languages))
            }
            try await services.store.setMemberships(roles, userID: user.id, projectID: project.id)
            return Response.json(member(user, roles))
        }
    }

    private func member(_ user: User, _ roles: [Membership]) -> JSONValue {
        .object([
            "user": .object(["id": .string(user.id), "name": .string(user.name), "email": .string(user.email)]),
            "roles": .array(
                roles.map { .object(["role": .string($0.role.rawValue), "languages": .strings($0.languages)]) }),
        ])
    }

    static func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
