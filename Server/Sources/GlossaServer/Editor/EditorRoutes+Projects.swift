import Hummingbird

extension EditorRoutes {
    /// How many strings the string list shows on a page.
    static let pageSize = 50

    /// `GET /`: the projects the user may read, each with its languages and their progress.
    func projects(_ visitor: EditorVisitor) async throws -> Response {
        guard let store = workflow?.store else { throw ProtocolError.notFound("This server has no workflow store") }
        let text = visitor.text
        var projects: [[String: Any]] = []
        for project in try await services.store.projects() {
            guard try await allows(visitor, .readStrings, projectID: project.id) else { continue }
            var languages: [[String: Any]] = []
            var stringCount = 0
            for language in project.languages {
                let progress = try await EditorProgress.of(project.id, language: language, in: store)
                stringCount = progress.total
                var values = progress.values
                values["code"] = language
                values["name"] = LanguageInfo(code: language).name
                for (name, status) in [
                    ("translatedLabel", WorkflowStatus.translated), ("needsReviewLabel", .needsReview),
                    ("reviewedLabel", .reviewed),
                ] {
                    values[name] = text(
                        "projects.progressLabel", ["language": language, "status": text.status(status)])
                }
                values["href"] = "/projects/\(Self.queryEncoded(project.id))/\(Self.queryEncoded(language))"
                languages.append(values)
            }
            let settings = "/projects/\(Self.queryEncoded(project.id))/settings"
            let files = "/projects/\(Self.queryEncoded(project.id))/files"
            projects.append([
                "id": project.id, "name": project.name, "languages": languages,
                "caption": text("projects.caption", ["id": project.id, "source": project.sourceLanguage]),
                "summary": text(
                    "projects.summary", ["languages": project.languages.count, "strings": stringCount]),
                "settings": try await mayChangeSettings(visitor, projectID: project.id) ? settings as Any : false,
                "files": try await mayMoveFiles(visitor, projectID: project.id) ? files as Any : false,
                "releases": try await allows(visitor, .readReleases, projectID: project.id)
                    ? Self.releasesPath(project.id) as Any : false,
            ])
        }
        return pages.render(
            "projects", EditorPage(title: text("projects.title"), visitor: visitor),
            ["projects": projects, "none": projects.isEmpty])
    }

    /// `GET /projects/{project}/{lang}`: the strings with their translations, searched (`q`, in keys,
    /// sources and translations), filtered by status, comments (`comments=1`), tag (`tag`) and change
    /// day (`since`, `YYYY-MM-DD`), a page at a time (`page`), with counts.
    func stringList(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor) async throws
        -> Response
    {
        let (project, language, store) = try await target(context, visitor, .readStrings)
        let listing = try EditorListing(request.decodedQuery)
        let page = try await store.strings(of: project.id, query: listing.query(language: language))
        let progress = try await EditorProgress.of(project.id, language: language, in: store)
        let base = "/projects/\(Self.queryEncoded(project.id))/\(Self.queryEncoded(language))"
        let direction = LanguageInfo(code: language).rightToLeft ? "rtl" : "ltr"
        let text = visitor.text
        let strings: [[String: Any]] = page.strings.enumerated().map { index, string in
            [
                "key": string.source.key, "source": string.source.string,
                "translation": string.translation?.string ?? "", "status": string.status.templateName,
                "statusLabel": text.status(string.status),
                "href": base + "/edit?" + listing.query(key: string.source.key, index: listing.offset + index),
            ]
        }
        let choices: [WorkflowStatus?] = [nil] + WorkflowStatus.allCases.map { $0 }
        let filters: [[String: Any]] = choices.map { status in
            [
                "value": status?.rawValue ?? "", "label": status.map(text.status) ?? text("status.all"),
                "selected": listing.status == status,
                "count": status.map { progress.counts[$0, default: 0] } ?? progress.total,
            ]
        }
        let last = max(0, (page.total - 1) / Self.pageSize)
        var values: [String: Any] = [
            "project": ["id": project.id, "name": project.name], "language": language,
            "languageName": LanguageInfo(code: language).name, "dir": direction, "action": base,
            "search": listing.search ?? "", "filters": filters, "tag": listing.tag ?? "",
            "since": listing.changedSince ?? "", "withComments": listing.withComments, "strings": strings,
            "progress": progress.values,
            "counts": page.strings.isEmpty
                ? text("list.none")
                : text(
                    "list.counts",
                    ["first": listing.offset + 1, "last": listing.offset + page.strings.count, "total": page.total]),
            "changes": base + "/changes", "revision": String(try await store.revision(of: project.id)),
        ]
        if listing.page > 0 { values["previous"] = base + "?" + listing.query(page: listing.page - 1) }
        if listing.page < last { values["next"] = base + "?" + listing.query(page: listing.page + 1) }
        return pages.render("strings", EditorPage(title: "\(project.name) · \(language)", visitor: visitor), values)
    }

    /// The path's project and target language after the authorizer allowed `action`, with the store.
    func target(_ context: DeliveryRequestContext, _ visitor: EditorVisitor, _ action: (String) -> Action)
        async throws -> (Project, String, any WorkflowStore)
    {
        guard let store = workflow?.store else { throw ProtocolError.notFound("This server has no workflow store") }
        let projectID = try context.parameters.identifier("project")
        let language = try context.parameters.identifier("lang")
        try await require(visitor, action(language), projectID: projectID)
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        try TranslationRoutes.requireTarget(language, of: project)
        return (project, language, store)
    }

    /// ``target(_:_:_:)`` for an action that is the same in every language.
    func target(_ context: DeliveryRequestContext, _ visitor: EditorVisitor, _ action: Action)
        async throws -> (Project, String, any WorkflowStore)
    {
        try await target(context, visitor) { _ in action }
    }
}
