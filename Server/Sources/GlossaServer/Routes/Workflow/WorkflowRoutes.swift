import Foundation
import GlossaJSON
import Hummingbird

/// The workflow API under `/api/v1/projects/{project}/`: strings with their translations, saving,
/// review, history and restore, comments (``WorkflowRoutes+Comments``), the translation memory and the
/// glossary (``WorkflowRoutes+Glossary``). Every route asks ``WorkflowAccess`` first.
struct WorkflowRoutes {
    let services: ServerServices
    let store: any WorkflowStore
    let access: any WorkflowAccess

    /// Adds the routes under `api` (the `/api/v1` group, after ``PrincipalMiddleware``).
    func add(to api: RouterGroup<DeliveryRequestContext>) {
        let group = api.group("projects/:project")
        group.get("strings") { request, context in try await list(request, context) }
        let translation = group.group("strings/:key/translations/:lang")
        translation.put { request, context in try await save(request, context) }
        translation.post("approve") { request, context in try await review(request, context, approve: true) }
        translation.post("reject") { request, context in try await review(request, context, approve: false) }
        translation.get("history") { request, context in try await history(request, context) }
        translation.post("history/:version/restore") { request, context in try await restore(request, context) }
        addComments(to: translation)
        addGlossary(to: group)
    }

    /// The path's project, after the access check for `action`, with the actor.
    func authorize(_ request: Request, _ context: DeliveryRequestContext, _ action: (String?) -> Action)
        async throws -> (project: Project, actor: WorkflowActor)
    {
        let projectID = try context.parameters.decoded("project")
        let language = context.parameters.get("lang").map { $0.removingPercentEncoding ?? $0 }
        let actor = try await access.authorize(
            request, context: context, projectID: projectID, action: action(language))
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        return (project, actor)
    }

    /// The path's target language, 400 for the source language and 404 for one the project lacks.
    func language(_ context: DeliveryRequestContext, _ project: Project) throws -> String {
        let language = try context.parameters.decoded("lang")
        try TranslationRoutes.requireTarget(language, of: project)
        return language
    }

    /// The path's key with its source string and current translation, or 404.
    func current(_ context: DeliveryRequestContext, _ project: Project, _ language: String) async throws
        -> WorkflowString
    {
        let key = try context.parameters.decoded("key")
        guard let string = try await store.string(key, language: language, projectID: project.id) else {
            throw ProtocolError.notFound("No string with the key \"\(key)\"")
        }
        return string
    }

    private func list(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, _) = try await authorize(request, context) { _ in .readStrings }
        let query = request.decodedQuery
        guard let language = query["language"] else {
            throw ProtocolError.badRequest("The query needs language=<code>, a target language")
        }
        try TranslationRoutes.requireTarget(language, of: project)
        var status: WorkflowStatus?
        if let raw = query["status"], !raw.isEmpty {
            guard let parsed = WorkflowStatus(rawValue: raw) else {
                throw ProtocolError.badRequest("status must be untranslated, translated, needs_review or reviewed")
            }
            status = parsed
        }
        var withComments = false
        if let raw = query["with_comments"], !raw.isEmpty {
            guard let parsed = Bool(raw) else { throw ProtocolError.badRequest("with_comments must be true or false") }
            withComments = parsed
        }
        var changedSince: Int64?
        if let raw = query["changed_since"], !raw.isEmpty {
            guard let time = Int64(raw), time >= 0 else {
                throw ProtocolError.badRequest(
                    "changed_since must be a time in Unix milliseconds, a whole number from 0")
            }
            changedSince = time
        }
        let offset = try Self.integer(query, "offset", default: 0, range: 0...Int(Int32.max))
        let limit = try Self.integer(query, "limit", default: 100, range: 1...1000)
        let page = try await store.strings(
            of: project.id,
            query: StringQuery(
                language: language, status: status, search: query["search"], withComments: withComments,
                tag: query["tag"].flatMap { $0.isEmpty ? nil : $0 }, changedSince: changedSince, offset: offset,
                limit: limit))
        return Response.json(
            .object([
                "data": .array(page.strings.map(WorkflowJSON.string)),
                "meta": .object(["total": .integer(page.total), "offset": .integer(offset), "limit": .integer(limit)]),
            ]))
    }

    private func save(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, actor) = try await authorize(request, context) { .translate(language: $0 ?? "") }
        let language = try language(context, project)
        let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
        guard let text = try WorkflowJSON.text(body, "string"), !text.isEmpty else {
            throw ProtocolError.badRequest("The body must be {\"string\": \"…\"} with a non-empty string")
        }
        let string = try await current(context, project, language)
        return try await write(text, to: string, project: project, language: language, actor: actor, comment: nil)
    }

    /// Validates `text` with `glossa lint`'s checks (``SaveValidation``; an error refuses it with 422
    /// saying what and where) and stores it as the translation of `string` (status `translated`) with
    /// the checks' and the glossary's warnings; answers the stored translation.
    func write(
        _ text: String, to string: WorkflowString, project: Project, language: String, actor: WorkflowActor,
        comment: String?
    ) async throws -> Response {
        try StorageLimits(services.configuration).check([text], key: { _ in string.source.key }, string: { $0 })
        let validation = SaveValidation.check(
            text, of: string.source, language: language, sourceLanguage: project.sourceLanguage)
        if !validation.errors.isEmpty {
            throw ProtocolError(
                status: .unprocessableContent, message: "Unprocessable Content",
                details: validation.errors.joined(separator: "; "))
        }
        let warnings =
            validation.warnings
            + GlossaryCheck.warnings(
                source: string.source.string, translation: text, language: language,
                glossary: try await store.glossary(of: project.id))
        let new = WorkflowTranslation(string: text, status: .translated, warnings: warnings)
        return try await change(string, to: new, project: project, language: language, actor: actor, comment: comment)
    }

    /// Applies one change and answers the string as it is now.
    func change(
        _ string: WorkflowString, to new: WorkflowTranslation?, project: Project, language: String,
        actor: WorkflowActor, comment: String?
    ) async throws -> Response {
        _ = try await store.apply(
            [TranslationChange(key: string.source.key, new: new, actor: actor, channel: .api, comment: comment)],
            language: language, projectID: project.id, at: services.wallClock.unixMilliseconds())
        await services.changes.translationsChanged(projectID: project.id, language: language)
        var updated = string
        updated.translation = new
        return WorkflowJSON.data(WorkflowJSON.string(updated))
    }

    private func review(_ request: Request, _ context: DeliveryRequestContext, approve: Bool) async throws -> Response {
        let (project, actor) = try await authorize(request, context) { .review(language: $0 ?? "") }
        let language = try language(context, project)
        let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
        let comment = try WorkflowJSON.text(body, "comment").flatMap { $0.isEmpty ? nil : $0 }
        if !approve && comment == nil {
            throw ProtocolError.badRequest("A rejection needs {\"comment\": \"…\"} saying what to change")
        }
        let string = try await current(context, project, language)
        return try await review(
            string, approve: approve, comment: comment, project: project, language: language, actor: actor)
    }

    /// Approves `string`'s translation (reviewed) or rejects it (translated, flagged as needing review),
    /// storing the reviewer's comment as a comment on the string too; 409 without a translation.
    func review(
        _ string: WorkflowString, approve: Bool, comment: String?, project: Project, language: String,
        actor: WorkflowActor
    ) async throws -> Response {
        guard var translation = string.translation else {
            throw ProtocolError(
                status: .conflict, message: "Conflict", details: "There is no translation to review")
        }
        translation.status = approve ? .reviewed : .translated
        translation.needsReview = !approve
        if let comment {
            try await store.addComment(
                StringComment(
                    id: UUID().uuidString.lowercased(), key: string.source.key, language: language, author: actor,
                    createdAt: services.wallClock.unixMilliseconds(), body: comment), projectID: project.id)
        }
        return try await change(
            string, to: translation, project: project, language: language, actor: actor, comment: comment)
    }

    private func history(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, _) = try await authorize(request, context) { _ in .readStrings }
        let language = try language(context, project)
        let string = try await current(context, project, language)
        let entries = try await store.history(of: string.source.key, language: language, projectID: project.id)
        return WorkflowJSON.data(.array(entries.map(WorkflowJSON.history)))
    }

    /// Restoring is a change like any other: the version's text is saved again (status `translated`,
    /// checked like a save), or, for a version that removed the translation, it is removed again.
    private func restore(_ request: Request, _ context: DeliveryRequestContext) async throws -> Response {
        let (project, actor) = try await authorize(request, context) { .translate(language: $0 ?? "") }
        let language = try language(context, project)
        guard let version = Int64(try context.parameters.decoded("version")) else {
            throw ProtocolError.badRequest("The version must be a number from the history")
        }
        let string = try await current(context, project, language)
        return try await restore(version: version, of: string, project: project, language: language, actor: actor)
    }

    /// Saves the text of `string`'s history entry `version` again (or removes the translation again if
    /// that version removed it); 404 for a version the history lacks.
    func restore(
        version: Int64, of string: WorkflowString, project: Project, language: String, actor: WorkflowActor
    ) async throws -> Response {
        let entries = try await store.history(of: string.source.key, language: language, projectID: project.id)
        guard let entry = entries.first(where: { $0.version == version }) else {
            throw ProtocolError.notFound("The translation has no version \(version)")
        }
        let comment = "Restored version \(version)"
        guard let text = entry.new?.string else {
            return try await change(
                string, to: nil, project: project, language: language, actor: actor, comment: comment)
        }
        return try await write(text, to: string, project: project, language: language, actor: actor, comment: comment)
    }

    static func integer(_ query: [String: String], _ name: String, default value: Int, range: ClosedRange<Int>) throws
        -> Int
    {
        guard let raw = query[name], !raw.isEmpty else { return value }
        guard let number = Int(raw), range.contains(number) else {
            throw ProtocolError.badRequest(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
