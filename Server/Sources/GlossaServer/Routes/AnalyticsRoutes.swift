import Hummingbird

/// `GET /analytics?filter[since]=YYYY-MM-DD&filter[until]=YYYY-MM-DD`: the project's content fetches per
/// day by language and SDK (``AnalyticsReport``), with the token and its secret or the trust secret,
/// as transifex-delivery serves it.
struct AnalyticsRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("analytics") { request, context in
            let project = try context.authenticated().project
            let report = try AnalyticsReport(
                query: request.decodedQuery, maximumDays: services.configuration.analytics.maximumRangeDays)
            return try await report.response(services: services, projectID: project.id)
        }
    }
}
