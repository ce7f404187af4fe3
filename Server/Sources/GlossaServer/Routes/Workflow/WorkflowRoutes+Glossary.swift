import GlossaJSON
import Hummingbird

/// The glossary (`GET …/glossary`, `PUT`/`DELETE …/glossary/{term}`) and the translation memory
/// (`GET …/translation-memory?language=…&source=…`).
extension WorkflowRoutes {
    func addGlossary(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("glossary") { request, context in
            let (project, _) = try await authorize(request, context) { _ in .readStrings }
            return WorkflowJSON.data(.array(try await store.glossary(of: project.id).map(WorkflowJSON.term)))
        }
        group.put("glossary/:term") { request, context in
            let (project, _) = try await authorize(request, context) { _ in .manageGlossary }
            let term = try context.parameters.decoded("term")
            let body = try await WorkflowJSON.body(request, limit: services.configuration.maximumBodySize)
            let parsed = try Self.term(term, body, project: project)
            try StorageLimits(services.configuration).check(
                [parsed.term] + Array(parsed.translations.values) + [parsed.note ?? ""], key: { _ in term },
                string: { $0 })
            try await store.saveGlossaryTerm(parsed, projectID: project.id)
            return WorkflowJSON.data(WorkflowJSON.term(parsed))
        }
        group.delete("glossary/:term") { request, context in
            let (project, _) = try await authorize(request, context) { _ in .manageGlossary }
            let term = try context.parameters.decoded("term")
            guard try await store.removeGlossaryTerm(term, projectID: project.id) else {
                throw ProtocolError.notFound("The glossary has no term \"\(term)\"")
            }
            return Response(status: .noContent)
        }
        group.get("translation-memory") { request, context in
            let (project, _) = try await authorize(request, context) { _ in .useTranslationMemory }
            let query = request.decodedQuery
            guard let language = query["language"], let source = query["source"], !source.isEmpty else {
                throw ProtocolError.badRequest("The query needs language=<code> and source=<text>")
            }
            try TranslationRoutes.requireTarget(language, of: project)
            let limit = try Self.integer(query, "limit", default: 10, range: 1...50)
            let candidates = try await store.memoryCandidates(
                for: source, sourceLanguage: project.sourceLanguage, targetLanguage: language, limit: 100)
            let suggestions = TranslationMemory.suggestions(for: source, from: candidates, limit: limit)
            return WorkflowJSON.data(.array(suggestions.map(WorkflowJSON.suggestion)))
        }
    }

    /// A term from `{"translations": {"fr": "…"}, "note": "…"}`: languages must be the project's targets.
    static func term(_ term: String, _ body: JSONObject, project: Project) throws -> GlossaryTerm {
        guard !term.isEmpty, !term.contains("\u{0}") else {
            throw ProtocolError.badRequest("The term must be non-empty text")
        }
        var translations: [String: String] = [:]
        if let value = body["translations"], !value.isNull {
            guard case .object(let object) = value else {
                throw ProtocolError.badRequest("/translations must be an object of language codes to text")
            }
            for (language, text) in object {
                guard project.languages.contains(language) else {
                    throw ProtocolError.badRequest(
                        "/translations/\(language): the project has no target language \"\(language)\"")
                }
                guard let text = text.stringValue, !text.contains("\u{0}") else {
                    throw ProtocolError.badRequest("/translations/\(language) must be a string")
                }
                translations[language] = text
            }
        }
        return GlossaryTerm(term: term, translations: translations, note: try WorkflowJSON.text(body, "note"))
    }
}
