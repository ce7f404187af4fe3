import Foundation
import GlossaJSON
import Hummingbird

/// `GET|POST /api/v1/me/tokens`, `DELETE /api/v1/me/tokens/{id}`: the signed-in user's personal access
/// tokens. A new token is shown once, in the answer to its creation; only its hash is stored.
struct PersonalTokenRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("me/tokens") { _, context in
            let user = try await signedInUser(context)
            let tokens = try await services.store.personalTokens(userID: user.id)
            return Response.json(.object(["data": .array(tokens.map { AccountJSON.personalToken($0) })]))
        }

        group.post("me/tokens") { request, context in
            let user = try await signedInUser(context)
            let body = try await APIRequestBody.read(request)
            let name = try body.string("name").trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...200).contains(name.count) else {
                throw ProtocolError.badRequest("/name must have 1–200 characters")
            }
            let expiresAt = try body.optionalTime("expires_at")
            let (token, stored) = try await services.accounts.issuePersonalToken(
                for: user, name: name, expiresAt: expiresAt)
            return Response.json(AccountJSON.personalToken(stored, value: token), status: .created)
        }

        group.delete("me/tokens/:id") { _, context in
            let user = try await signedInUser(context)
            guard
                try await services.store.deletePersonalToken(
                    id: try context.parameters.identifier("id"), userID: user.id)
            else { throw ProtocolError.notFound("No such personal token") }
            return Response(status: .noContent)
        }
    }

    private func signedInUser(_ context: DeliveryRequestContext) async throws -> User {
        try await services.authorizer.require(context.principal, .manageOwnAccount, projectID: nil)
        guard let user = context.principal?.user else { throw ProtocolError.unauthorized() }
        return user
    }
}
