import Hummingbird

/// `GET /api/v1/projects/{project}/analytics?filter[since]=…&filter[until]=…`: the body of the CDS
/// `GET /analytics` (``AnalyticsReport``) for a signed-in user allowed ``Action/readAnalytics`` (a
/// manager, a server administrator) or the project's token with its secret.
struct ProjectAnalyticsRoutes {
    let settings: ProjectSettings

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("projects/:project/analytics") { request, context in
            let project = try await settings.project(
                try context.parameters.identifier("project"), .readAnalytics, as: context.principal)
            let report = try AnalyticsReport(
                query: request.decodedQuery,
                maximumDays: settings.services.configuration.analytics.maximumRangeDays)
            return try await report.response(services: settings.services, projectID: project.id)
        }
    }
}
