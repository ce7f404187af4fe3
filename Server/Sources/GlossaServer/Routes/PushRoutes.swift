import GlossaJSON
import Hummingbird

/// `POST /content` and `POST /content/` (Python's path): push source strings. Answers 202 with the job
/// link at once; the push runs in the background as one transaction.
struct PushRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        // Hummingbird's router ignores a trailing slash, so this also answers `POST /content/`.
        group.post("content", use: push)
    }

    @Sendable func push(_ request: Request, context: DeliveryRequestContext) async throws -> Response {
        let authentication = try context.authenticated()
        let body = try await request.collectBody(limit: services.configuration.maximumBodySize)
        let bytes = body.readableBytesView
        let payload = try PushPayload(parsing: bytes)
        try StorageLimits(services.configuration).check(payload.strings, key: \.key, string: \.string)
        let id = PushCoordinator.jobID(token: authentication.token, body: bytes)
        _ = try await services.pushes.submit(
            payload, id: id, projectID: authentication.project.id, logger: context.logger)
        return Response.json(
            .object(["data": .object(["id": .string(id), "links": .object(["job": .string("/jobs/content/\(id)")])])]),
            status: .accepted)
    }
}
