import Hummingbird

/// Files for bundling in an app:
/// - `GET /export/txstrings.json[?languages=fr,de][&filter[tags]=…][&filter[status]=…]`: the
///   `txstrings.json` Transifex's Swift SDK reads from the app bundle, every language by default (the
///   source language included), exactly as `GET /content/{lang}` serves them.
/// - `GET /export/{lang}?format=json|txstrings|xliff|xcstrings|strings|stringsdict|tml|tml-tar|tml-zip`:
///   one language in a file format (formats that carry source text get the source language too; a TML
///   release archive holds the keys with their source labels and the language's translations).
///
/// Exports need the token and its secret (the public token reads `/languages` and `/content` only, as
/// in the CDS protocol). Each file is built once per project revision and then served from the
/// ``ResponseCache`` with its `ETag`, like content; builds run one at a time per server
/// (``ServerServices/exportBuilds``), so concurrent exports of a large project cannot take every
/// thread from the requests that read content.
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
                TXStringsFileFormat(), named: "txstrings.json", project: project, languages: languages,
                filter: filter, fileName: "txstrings.json")
        }
        group.get("export/:lang") { request, context in
            let project = try context.authenticated().project
            let language = try context.parameters.decoded("lang")
            let query = request.decodedQuery
            return try await languageFile(
                project, language: language, formatName: query["format"] ?? "json",
                filter: try ContentFilter(query: query))
        }
    }

    /// The file of one language in the format named `formatName` (formats that carry source text get
    /// the source language too): `GET /export/{lang}` and the web editor's export form.
    func languageFile(_ project: Project, language: String, formatName: String, filter: ContentFilter)
        async throws -> Response
    {
        let format = try services.configuration.formats.format(named: formatName)
        let carriesSource = format is DocumentFileFormat && language != project.sourceLanguage
        let languages = carriesSource ? [language, project.sourceLanguage] : [language]
        return try await file(
            format, named: formatName, project: project, languages: languages, filter: filter,
            fileName: format.fileName(language: language))
    }

    /// The file of `languages` in `format` (`formatName` in the cache key), from the cache or built.
    private func file(
        _ format: any TranslationFileFormat, named formatName: String, project: Project, languages: [String],
        filter: ContentFilter, fileName: String
    ) async throws -> Response {
        for language in languages where !project.serves(language: language) {
            throw ProtocolError.notFound("The project has no language \"\(language)\"")
        }
        let key = ResponseCache.Key(
            projectID: project.id,
            resource: "export/\(formatName)?languages=\(languages.joined(separator: ","))" + filter.cacheSuffix,
            language: languages.count == 1 ? languages[0] : nil)
        let body = try await services.cache.body(for: key) {
            try await services.exportBuilds.withLock {
                var tables: [(language: String, entries: [(key: String, string: String)])] = []
                for language in languages {
                    tables.append(
                        (
                            language,
                            try await ContentRoutes.entries(
                                services: services, project: project, language: language, filter: filter)
                        ))
                }
                return format.write(tables)
            }
        }
        var headers = body.okHeaders
        headers[.contentType] = format.mediaType
        headers[.contentDisposition] = "attachment; filename=\"\(fileName)\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: body.bytes))
    }
}
