import GlossaJSON
import Hummingbird

/// A project's tokens for its managers, as `glossa project token …` manages them:
/// `GET /api/v1/projects/{project}/tokens`, `POST …/tokens` (`{"expires_at": ms}`; the answer carries
/// the secret, shown this once), `PATCH …/tokens/{token}` (`{"expires_at": ms or null}`),
/// `POST …/tokens/{token}/rotate` (`{"expires_at": …, "old_token_expires_at": …}`; a new secret, shown
/// once) and `DELETE …/tokens/{token}`. The token in the path is percent-encoded (`1%2F0123…`).
struct ProjectTokenRoutes {
    let settings: ProjectSettings

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/tokens") { _, context in
            let project = try await managedProject(context)
            let tokens = try await settings.tokens(of: project)
            let now = settings.services.wallClock.unixMilliseconds()
            return Response.json(.object(["data": .array(tokens.map { Self.token($0, now: now) })]))
        }
        group.post("projects/:project/tokens") { request, context in
            let project = try await managedProject(context)
            let body = try await APIRequestBody.read(request)
            let expiresAt = try body.optionalTime("expires_at")
            let credentials = try await settings.issueToken(for: project, expiresAt: expiresAt)
            return Response.json(Self.credentials(credentials, expiresAt: expiresAt), status: .created)
        }
        group.patch("projects/:project/tokens/:token") { request, context in
            let project = try await managedProject(context)
            let body = try await APIRequestBody.read(request)
            guard body.object["expires_at"] != nil else {
                throw ProtocolError.badRequest("/expires_at is required (Unix milliseconds, or null for never)")
            }
            let stored = try await settings.setExpiry(
                of: try context.parameters.identifier("token"), to: try body.optionalTime("expires_at"), in: project)
            return Response.json(Self.token(stored, now: settings.services.wallClock.unixMilliseconds()))
        }
        group.post("projects/:project/tokens/:token/rotate") { request, context in
            let project = try await managedProject(context)
            let body = try await APIRequestBody.read(request)
            let expiresAt = try body.optionalTime("expires_at")
            let credentials = try await settings.rotateToken(
                try context.parameters.identifier("token"), of: project, expiresAt: expiresAt,
                oldTokenExpiresAt: try body.optionalTime("old_token_expires_at"))
            return Response.json(Self.credentials(credentials, expiresAt: expiresAt), status: .created)
        }
        group.delete("projects/:project/tokens/:token") { _, context in
            let project = try await managedProject(context)
            try await settings.revokeToken(try context.parameters.identifier("token"), of: project)
            return Response(status: .noContent)
        }
    }

    private func managedProject(_ context: DeliveryRequestContext) async throws -> Project {
        try await settings.project(
            try context.parameters.identifier("project"), .manageProjectTokens, as: context.principal)
    }

    /// A stored token: never its secret, which the server does not have.
    static func token(_ token: ProjectToken, now: Int64) -> JSONValue {
        .object([
            "token": .string(token.token), "expires_at": AccountJSON.time(token.expiresAt),
            "expired": .bool(token.hasExpired(at: now)),
        ])
    }

    /// New credentials, with the secret shown this once.
    static func credentials(_ credentials: ProjectCredentials, expiresAt: Int64?) -> JSONValue {
        .object([
            "token": .string(credentials.token), "secret": .string(credentials.secret),
            "expires_at": AccountJSON.time(expiresAt),
        ])
    }
}
