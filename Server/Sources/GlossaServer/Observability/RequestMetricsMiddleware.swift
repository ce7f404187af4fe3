import Hummingbird

/// Records each request the router answers in ``RouteMetricsTable``: its method, the pattern of the route
/// that answered (set by the router on the context), its status, and the time from here to the response
/// (the writing of an in-memory body to the socket is not included). Added before
/// ``ProtocolErrorMiddleware``, so errors are recorded with the status they are answered with.
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    let table: RouteMetricsTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            table.histogram(method: request.method, route: context.endpointPath, status: Int(response.status.code))
                .record(ContinuousClock.now - start)
            return response
        } catch {
            // ProtocolErrorMiddleware answers every error; Hummingbird would answer one that got past it
            // with its status, or 500.
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            table.histogram(method: request.method, route: context.endpointPath, status: Int(status))
                .record(ContinuousClock.now - start)
            throw error
        }
    }
}
