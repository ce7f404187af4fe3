import Hummingbird

/// Files for bundling in an app:
/// - `GET /export/txstrings.json[?languages=fr,de][&filter[tags]=…][&filter[status]=…]`: the
///   `txstrings.json` Transifex's Swift SDK reads from the app bundle, every language by default (the
///   source language included), exactly as `GET /content/{lang}` serves them.
/// - `GET /export/{lang}?format=json|txstrings|xliff|xcstrings|strings|stringsdict|tml|tml-tar|tml-zip`:
///   one language in a file format (formats that carry source text get the source language too; a TML
///   release archive holds the keys with their source labels and the language's translations).
struct ExportRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("export/txstrings.json") { request, context in
            let project = try context.authenticated().project
            let query = request.decodedQuery
            let filter = try ContentFilter(query: query)
            var languages = [project.sourceLanguage] + project.languages
            if let requested = query["languages"], !requested.isEmpty {
                languages = requested.split(separator: ",").map { $0.trimmingWhitespace() }
            }
            return try await file(
                TXStringsFileFormat(), project: project, languages: languages, filter: filter, name: "txstrings.json")
        }
        group.get("export/:lang") { request, context in
            let project = try context.authenticated().project
            let language = try context.parameters.decoded("lang")
            let query = request.decodedQuery
            let format = try services.configuration.formats.format(named: query["format"] ?? "json")
            let carriesSource = format is DocumentFileFormat && language != project.sourceLanguage
            let languages = carriesSource ? [language, project.sourceLanguage] : [language]
            return try await file(
                format, project: project, languages: languages, filter: try ContentFilter(query: query),
                name: format.fileName(language: language))
        }
    }

    private func file(
        _ format: any TranslationFileFormat, project: Project, languages: [String], filter: ContentFilter, name: String
    ) async throws -> Response {
        var tables: [(language: String, entries: [(key: String, string: String)])] = []
        for language in languages {
            guard project.serves(language: language) else {
                throw ProtocolError.notFound("The project has no language \"\(language)\"")
            }
            tables.append(
                (
                    language,
                    try await ContentRoutes.entries(
                        services: services, project: project, language: language, filter: filter)
                ))
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: format.mediaType, .contentDisposition: "attachment; filename=\"\(name)\"",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: format.write(tables))))
    }
}
