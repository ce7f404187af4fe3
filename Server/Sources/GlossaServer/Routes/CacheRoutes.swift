import GlossaJSON
import Hummingbird

/// `POST /invalidate[/{lang}]` and `POST /purge[/{lang}]`: drop the server's built responses of the
/// project (all languages or one), so the next read rebuilds them from the database; every other server
/// sharing the database drops them too. `count` is the number of cached responses this server dropped.
struct CacheRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        for action in ["invalidate", "purge"] {
            group.post(RouterPath(action)) { request, context in try await respond(request, context, language: nil) }
            group.post(RouterPath("\(action)/:lang")) { request, context in
                try await respond(request, context, language: try context.parameters.decoded("lang"))
            }
        }
    }

    private func respond(_ request: Request, _ context: DeliveryRequestContext, language: String?) async throws
        -> Response
    {
        let authentication = try context.authenticated()
        // The body is `{}` or empty; read (and bound) it so a huge one gets 413, but ignore it.
        _ = try await request.collectBody(limit: 64 * 1024)
        let count = await services.changes.invalidate(projectID: authentication.project.id, language: language)
        return Response.json(
            .object([
                "data": .object(["status": "success", "token": .string(authentication.token), "count": .integer(count)])
            ]))
    }
}
