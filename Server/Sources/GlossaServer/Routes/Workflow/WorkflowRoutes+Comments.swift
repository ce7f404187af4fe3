import Foundation
import GlossaJSON
import Hummingbird

/// `GET`/`POST …/strings/{key}/translations/{lang}/comments`: comments on a string in a language.
extension WorkflowRoutes {
    func addComments(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("comments") { request, context in
            let (project, _) = try await authorize(request, context) { _ in .readStrings }
            let language = try language(context, project)
            let string = try await current(context, project, language)
            let comments = try await store.comments(on: string.source.key, language: language, projectID: project.id)
            return WorkflowJSON.data(.array(comments.map(WorkflowJSON.comment)))
        }
        group.post("comments") { request, context in
            let (project, actor) = try await authorize(request, context) { .comment(language: $0 ?? "") }
            let language = try language(context, project)
            let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
            guard let text = try WorkflowJSON.text(body, "body"), !text.isEmpty else {
                throw ProtocolError.badRequest("The body must be {\"body\": \"…\"} with a non-empty comment")
            }
            try StorageLimits(services.configuration).check([text], key: { _ in "comment" }, string: { $0 })
            let string = try await current(context, project, language)
            let comment = StringComment(
                id: UUID().uuidString.lowercased(), key: string.source.key, language: language, author: actor,
                createdAt: services.wallClock.unixMilliseconds(), body: text)
            try await store.addComment(comment, projectID: project.id)
            return WorkflowJSON.data(WorkflowJSON.comment(comment), status: .created)
        }
    }
}
