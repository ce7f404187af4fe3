import Hummingbird

/// `GET /api/v1/projects/{project}/analytics?filter[since]=…&filter[until]=…`: the body of the CDS
/// `GET /analytics` (``AnalyticsReport``) for a signed-in user (session or personal token) allowed
/// ``Action/readAnalytics``: a server administrator or a manager of the project.
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
