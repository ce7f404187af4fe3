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
/// thread from the requests that read content (the file is written on a thread of its own,
/// ``DedicatedThread``), and requests that arrive while their file is being built wait for that build
/// rather than build it again. Served from the cache, an export is answered on the event loop like
/// content (``ContentFastPath``).
struct ExportRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("export/txstrings.json") { request, context in
            let project = try context.authenticated().project
            let query = request.decodedQuery
            var languages: [String]?
            if let requested = query["languages"], !requested.isEmpty {
                languages = requested.split(separator: ",").map { $0.trimmingWhitespace() }
            }
            return try await response(
                .txstrings(project: project, languages: languages, filter: try ContentFilter(query: query)),
                project: project)
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
        try await response(
            .language(
                language, formatName: formatName, project: project, filter: filter,
                formats: services.configuration.formats),
            project: project)
    }

    /// `file` from the cache, or built (one build at a time per server, each once per revision).
    private func response(_ file: ExportFile, project: Project) async throws -> Response {
        let body = try await services.cache.body(
            for: file.key, contentType: file.format.mediaType,
            contentDisposition: "attachment; filename=\"\(file.fileName)\"", buildingUnder: services.exportBuilds
        ) {
            var tables: [(language: String, entries: [(key: String, string: String)])] = []
            for language in file.languages {
                tables.append(
                    (
                        language,
                        try await ContentRoutes.entries(
                            services: services, project: project, language: language, filter: file.filter)
                    ))
            }
            // Writing a large project's file is seconds of CPU: on a thread of its own, not one of the
            // few that answer requests.
            let written = tables
            return try await DedicatedThread.run(name: "glossa-export") { file.format.write(written) }
        }
        return Response(status: .ok, headers: body.okHeaders, body: .init(byteBuffer: body.bytes))
    }
}
