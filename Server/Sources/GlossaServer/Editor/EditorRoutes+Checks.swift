import GlossaJSON
import Hummingbird

extension EditorRoutes {
    /// `POST /projects/{project}/{lang}/check?key=…`: what the editor's script asks while the
    /// translator types. The form's fields (as the editor's form would post them, with the CSRF token in
    /// the form or in `X-CSRF-Token`) are joined as a save joins them and checked with the save's own
    /// checks; the answer also carries the whole text and its preview rendered by the engine:
    /// `{"text": "…", "errors": ["…"], "warnings": ["…"], "preview": [{"value": 1, "category": "one", "text": "…"}]}`.
    func check(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor) async throws
        -> Response
    {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let (project, language, store) = try await target(context, visitor) { .translate(language: $0) }
        let string = try await editedString(request.decodedQuery, project: project, language: language, store: store)
        let plural = EditorPlural(source: string.source.string, language: language)
        let text = plural?.join(form) ?? form["translation"] ?? ""
        let errors = Self.check(
            text, of: string, project: project, language: language, configuration: services, in: visitor.text)
        let warnings =
            text.isEmpty
            ? []
            : SaveValidation.check(text, of: string.source, language: language, sourceLanguage: project.sourceLanguage)
                .warnings
        let preview = plural.map { EditorPreview.samples(text, name: $0.name, language: language) } ?? []
        return Response.json(
            .object([
                "text": .string(text), "errors": .array(errors.map(JSONValue.string)),
                "warnings": .array(warnings.map(JSONValue.string)),
                "preview": .array(
                    preview.map { sample in
                        .object([
                            "value": .integer(Int(sample.value)), "category": .string(sample.category),
                            "text": .string(sample.text),
                        ])
                    }),
            ]))
    }
}
