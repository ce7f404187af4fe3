import Foundation
import Hummingbird

extension EditorRoutes {
    /// `POST /projects/{project}/{lang}/edit?key=…`: the editor's forms, by their `action` field —
    /// `save` (and `save-next`), `approve`, `reject`, `comment`, `restore` (with `version`). Each
    /// needs the session's CSRF token and asks the authorizer for its own action; saves and restores go
    /// through the API's checks and storage (``WorkflowRoutes``). A save or review of a translation someone
    /// else changed after the page was shown is refused, saying who changed it to what (``EditorConflict``).
    /// A save the checks refuse shows the
    /// page again with the fields as typed and the errors next to them (422); otherwise the answer is a
    /// redirect (303) to the same string, or to the next one for `save-next` and reviews with `next`.
    func act(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor) async throws -> Response {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let (project, language, store) = try await target(context, visitor, .readStrings)
        guard let workflow else { throw ProtocolError.notFound("This server has no workflow store") }
        let query = request.decodedQuery
        let string = try await editedString(query, project: project, language: language, store: store)
        let action = try form.required("action")
        // The next string as the list stands before the change (which can move this one out of it).
        let upcoming = try await neighbours(
            of: string.source.key, query, project: project, language: language, store: store
        ).next
        let post = EditorPost(
            form: form, project: project, language: language, store: store, query: query, string: string,
            visitor: visitor)
        switch action {
        case "save", "save-next":
            try await require(visitor, .translate(language: language), projectID: project.id)
            let plural = EditorPlural(source: string.source.string, language: language)
            let text = plural?.join(form) ?? form["translation"] ?? ""
            let fields = form.fields.filter { $0.key == "translation" || $0.key.hasPrefix("form_") }
            if let conflict = try await conflict(post) {
                return try await refuse(post, [conflict.message], fields, basedOn: conflict.version)
            }
            let errors = Self.check(
                text, of: string, project: project, language: language, configuration: services, in: visitor.text)
            if !errors.isEmpty { return try await refuse(post, errors, fields, basedOn: nil) }
            _ = try await workflow.write(
                text, to: string, project: project, language: language, actor: visitor.actor, comment: nil)
            return try after(action == "save-next" ? upcoming : nil, query, project: project, language: language)
        case "approve", "reject":
            try await require(visitor, .review(language: language), projectID: project.id)
            let comment = form["comment"].flatMap { $0.isEmpty ? nil : $0 }
            if let conflict = try await conflict(post) {
                return try await refuse(post, [conflict.message], [:], basedOn: conflict.version)
            }
            if action == "reject" && comment == nil {
                return try await refuse(post, [visitor.text("review.needsComment")], [:], basedOn: nil)
            }
            _ = try await workflow.review(
                string, approve: action == "approve", comment: comment, project: project, language: language,
                actor: visitor.actor)
            return try after(form["next"] == "1" ? upcoming : nil, query, project: project, language: language)
        case "comment":
            try await require(visitor, .comment(language: language), projectID: project.id)
            let body = try form.required("body")
            try StorageLimits(services.configuration).check([body], key: { _ in "comment" }, string: { $0 })
            try await store.addComment(
                StringComment(
                    id: UUID().uuidString.lowercased(), key: string.source.key, language: language,
                    author: visitor.actor, createdAt: services.wallClock.unixMilliseconds(), body: body),
                projectID: project.id)
            return try after(nil, query, project: project, language: language)
        case "restore":
            try await require(visitor, .translate(language: language), projectID: project.id)
            guard let version = Int64(try form.required("version")) else {
                throw EditorFormError("The version must be a number from the history")
            }
            _ = try await workflow.restore(
                version: version, of: string, project: project, language: language, actor: visitor.actor)
            return try after(nil, query, project: project, language: language)
        default:
            throw EditorFormError("Unknown action \"\(action)\"")
        }
    }

    /// What the save's checks refuse `text` for: ``SaveValidation``'s errors (the checks of
    /// `glossa lint`) and the storage limits, as the API's save applies them.
    static func check(
        _ text: String, of string: WorkflowString, project: Project, language: String,
        configuration services: ServerServices, in interface: EditorText
    ) -> [String] {
        if text.isEmpty { return [interface("editor.empty")] }
        do {
            try StorageLimits(services.configuration).check([text], key: { _ in string.source.key }, string: { $0 })
        } catch let error as ProtocolError {
            return [error.details ?? error.message]
        } catch {
            return ["\(error)"]
        }
        return SaveValidation.check(
            text, of: string.source, language: language, sourceLanguage: project.sourceLanguage
        ).errors
    }

    /// The editor page again after a refused form: the fields as typed, the errors, and the history
    /// version the next save is based on (the conflicting one, or the form's).
    private func refuse(_ post: EditorPost, _ errors: [String], _ fields: [String: String], basedOn: String?)
        async throws -> Response
    {
        try await editorPage(
            post.string, project: post.project, language: post.language, store: post.store, query: post.query,
            visitor: post.visitor,
            submission: EditorSubmission(fields: fields, errors: errors, basedOn: basedOn ?? post.form["based_on"]),
            notice: nil)
    }

    /// Someone else's change to the translation since the page the form came from was shown, if any.
    private func conflict(_ post: EditorPost) async throws -> EditorConflict? {
        try await EditorConflict.find(
            basedOn: post.form["based_on"], key: post.string.source.key, language: post.language,
            projectID: post.project.id, by: post.visitor.actor, in: post.store, text: post.visitor.text)
    }

    /// The redirect after a change: to the next string of the list (when asked for and there is one),
    /// or back to the same string with a notice.
    private func after(
        _ next: (key: String, index: Int)?, _ query: [String: String], project: Project, language: String
    )
        throws -> Response
    {
        let base = "/projects/\(Self.queryEncoded(project.id))/\(Self.queryEncoded(language))/edit?"
        if let next {
            return Self.redirect(to: base + (try EditorListing(query)).query(key: next.key, index: next.index))
        }
        return Self.redirect(to: base + Self.editorQuery(query) + "&saved=1")
    }
}

/// What one form posted to the editor acts on. The refusal and the conflict check are methods taking
/// it rather than closures inside ``EditorRoutes/act(_:_:_:)``: Swift 6.3.1 crashes while splitting
/// that function's coroutine in release builds when it holds throwing async closures.
private struct EditorPost {
    let form: EditorForm
    let project: Project
    let language: String
    let store: any WorkflowStore
    let query: [String: String]
    let string: WorkflowString
    let visitor: EditorVisitor
}
