import Hummingbird

/// `GET /content/{lang}`: every string of the project in one language, answered 200 at once (never
/// 202), with a stable `ETag` and `Cache-Control`; `If-None-Match` gets 304 (see
/// ``ConditionalRequestMiddleware``). Each `GET` answered (200 or 304) is counted in the analytics.
struct ContentRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.get("content/:lang") { request, context in
            let project = try context.authenticated().project
            let language = try context.parameters.decoded("lang")
            let filter = request.uri.query == nil ? ContentFilter() : try ContentFilter(query: request.decodedQuery)
            let body = try await Self.body(services: services, project: project, language: language, filter: filter)
            if request.method == .get {
                services.analytics.record(
                    projectID: project.id, language: language,
                    sdkHeader: request.headers[ClientSDK.field])
            }
            return Response(status: .ok, headers: body.okHeaders, body: .init(byteBuffer: body.bytes))
        }
    }

    static func body(services: ServerServices, project: Project, language: String, filter: ContentFilter) async throws
        -> CachedBody
    {
        guard project.serves(language: language) else {
            throw ProtocolError.notFound("The project has no language \"\(language)\"")
        }
        let key = ResponseCache.Key(projectID: project.id, resource: "content" + filter.cacheSuffix, language: language)
        // Unfiltered content, what apps read, is patched with the changes of each push instead of rebuilt
        // (``ResponseCache/contentBody(for:isSource:build:)``).
        guard filter.tags.isEmpty, filter.status == nil else {
            return try await services.cache.body(for: key) {
                let entries = try await entries(
                    services: services, project: project, language: language, filter: filter)
                return ContentRenderer.body(entries)
            }
        }
        return try await services.cache.contentBody(for: key, isSource: language == project.sourceLanguage) {
            ContentBody(
                entries: try await entries(services: services, project: project, language: language, filter: filter))
        }
    }

    static func entries(services: ServerServices, project: Project, language: String, filter: ContentFilter)
        async throws
        -> [(key: String, string: String)]
    {
        let strings = try await services.store.sourceStrings(of: project.id)
        let translations =
            language == project.sourceLanguage
            ? [:] : try await services.store.translations(of: project.id, language: language)
        return ContentRenderer.entries(
            project: project, language: language, filter: filter, strings: strings, translations: translations)
    }
}
