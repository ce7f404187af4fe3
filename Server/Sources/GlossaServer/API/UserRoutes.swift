import Foundation
import GlossaJSON
import Hummingbird

/// Server administration of users: `GET|POST /api/v1/users`, `PATCH /api/v1/users/{id}` (name, admin
/// flag, disabled flag, password), `DELETE /api/v1/users/{id}/sessions` (sign the user out everywhere).
/// Disabling a user also ends their sessions; their personal tokens stop working while disabled.
struct UserRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("users") { _, context in
            try await services.authorizer.require(context.principal, .manageUsers, projectID: nil)
            let users = try await services.store.users()
            return Response.json(.object(["data": .array(users.map(AccountJSON.user))]))
        }

        group.post("users") { request, context in
            try await services.authorizer.require(context.principal, .manageUsers, projectID: nil)
            let body = try await APIRequestBody.read(request)
            let user = try await services.accounts.createUser(
                name: try body.string("name"), email: try body.string("email"), password: try body.string("password"),
                administrator: try body.optionalBool("admin") ?? false)
            return Response.json(AccountJSON.user(user), status: .created)
        }

        group.patch("users/:id") { request, context in
            try await services.authorizer.require(context.principal, .manageUsers, projectID: nil)
            guard var user = try await services.store.user(id: try context.parameters.identifier("id")) else {
                throw AccountError.unknownUser
            }
            let body = try await APIRequestBody.read(request)
            if let name = try body.optionalString("name") {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                guard (1...200).contains(trimmed.count) else { throw AccountError.invalidName }
                user.name = trimmed
            }
            if let admin = try body.optionalBool("admin") { user.isAdministrator = admin }
            if let disabled = try body.optionalBool("disabled") { user.isDisabled = disabled }
            if let password = try body.optionalString("password") {
                try services.accounts.checkPassword(password)
                user.passwordHash = try await services.accounts.hasher.hash(password)
            }
            guard try await services.store.updateUser(user) else { throw AccountError.unknownUser }
            if user.isDisabled { _ = try await services.store.deleteSessions(userID: user.id) }
            return Response.json(AccountJSON.user(user))
        }

        group.delete("users/:id/sessions") { _, context in
            try await services.authorizer.require(context.principal, .manageUsers, projectID: nil)
            let id = try context.parameters.identifier("id")
            guard try await services.store.user(id: id) != nil else { throw AccountError.unknownUser }
            let count = try await services.store.deleteSessions(userID: id)
            return Response.json(.object(["revoked": .integer(count)]))
        }
    }
}
