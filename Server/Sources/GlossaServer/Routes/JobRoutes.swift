import Hummingbird

/// `GET /jobs/content/{id}`: a push's status, with counts and `verbose` lists once completed.
struct JobRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("jobs/content/:id") { _, context in
            let authentication = try context.authenticated()
            let id = try context.parameters.decoded("id")
            guard let job = try await services.pushes.job(id: id, projectID: authentication.project.id) else {
                throw ProtocolError.notFound("Invalid job id or job expired")
            }
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: job)))
        }
    }
}
