import Hummingbird

/// What the import form did: its report, or why it was refused.
struct FilesOutcome {
    var report: TranslationImport.Report?
    var fileName: String?
    var error: String?
    var status: HTTPResponse.Status = .ok
}

extension EditorRoutes {
    /// The formats the files page offers, in the order it lists them (translators' formats first), each
    /// shown by its `format.<name>` message; a format added to the server (``TranslationFileFormats``)
    /// and missing here is listed after them by its name.
    static let listedFormats = [
        "xliff", "xcstrings", "strings", "stringsdict", "json", "txstrings", "mclocalization", "tml", "tml-tar",
        "tml-zip",
    ]

    /// The server's formats as the page lists them: ``listedFormats``' order, then any others by name.
    func formatChoices(_ text: EditorText) -> [[String: String]] {
        let offered = services.configuration.formats.formats
        let known = Self.listedFormats.filter { offered[$0] != nil }
        let others = offered.keys.filter { !Self.listedFormats.contains($0) }.sorted()
        return known.map { ["name": $0, "label": text("format." + $0)] } + others.map { ["name": $0, "label": $0] }
    }

    /// The format of an uploaded file from its name's extension, when the form leaves it to the name.
    static func format(ofFileNamed name: String) -> String? {
        let lowered = name.lowercased()
        let byExtension: [(String, String)] = [
            (".xliff", "xliff"), (".xlf", "xliff"), (".xcstrings", "xcstrings"), (".stringsdict", "stringsdict"),
            (".strings", "strings"), (".tar.gz", "tml"), (".tgz", "tml"), (".tar", "tml"), (".zip", "tml"),
            (".json", "json"),
        ]
        return byExtension.first { lowered.hasSuffix($0.0) }?.1
    }

    /// Whether `visitor` may export or import files of the project (the projects page links the page).
    func mayMoveFiles(_ visitor: EditorVisitor, projectID: String) async throws -> Bool {
        if try await allows(visitor, .exportTranslations, projectID: projectID) { return true }
        return try await allows(visitor, .importTranslations, projectID: projectID)
    }

    /// `GET /projects/{project}/files`: export a language in a format, and (for those who may import)
    /// import a file with its report. 403 for a visitor who may do neither.
    func filesPage(_ projectID: String, _ visitor: EditorVisitor, _ outcome: FilesOutcome) async throws -> Response {
        let mayExport = try await allows(visitor, .exportTranslations, projectID: projectID)
        let mayImport = try await allows(visitor, .importTranslations, projectID: projectID)
        guard mayExport || mayImport else { throw ProtocolError.forbidden() }
        guard let project = try await services.store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        let base = "/projects/\(Self.queryEncoded(project.id))/files"
        let text = visitor.text
        let formats = formatChoices(text)
        let chosen = outcome.report?.language
        let language = { (code: String) -> [String: Any] in
            ["code": code, "name": LanguageInfo(code: code).name, "selected": code == chosen]
        }
        var values: [String: Any] = [
            "project": [
                "id": project.id, "name": project.name,
                "caption": text("projects.caption", ["id": project.id, "source": project.sourceLanguage]),
            ],
            "error": EditorPages.shown(outcome.error),
        ]
        if mayExport {
            values["export"] = [
                "action": base + "/export", "formats": formats,
                "languages": (project.languages + [project.sourceLanguage]).map(language),
            ]
        }
        if mayImport {
            values["import"] = ["action": base, "formats": formats, "languages": project.languages.map(language)]
        }
        if let report = outcome.report {
            values["report"] = Self.reportValues(report, fileName: outcome.fileName ?? text("files.theFile"), text)
        }
        return pages.render(
            "files", EditorPage(title: text("files.pageTitle", ["project": project.name]), visitor: visitor), values,
            status: outcome.status)
    }

    /// A list of the report as its section reads it: one object holding the `entries` (a section over
    /// the array itself would repeat the heading and the list's `id` once per entry), or nothing.
    private static func listed(_ entries: [Any]) -> Any {
        EditorPages.shown(entries.isEmpty ? nil : ["entries": entries])
    }

    /// The report of an import as the page shows it.
    static func reportValues(_ report: TranslationImport.Report, fileName: String, _ text: EditorText)
        -> [String: Any]
    {
        [
            "title": text(
                "files.reportTitle",
                ["file": fileName, "language": LanguageInfo(code: report.language).name, "code": report.language]),
            "imported": report.imported, "empty": report.empty,
            "refused": listed(report.refused.map { ["key": $0.key, "errors": $0.errors] as [String: Any] }),
            "unknown": listed(report.unknownKeys),
            "skipped": listed(report.skipped.map { ["key": $0.key, "reason": $0.reason] }),
            "warnings": listed(report.warnings),
        ]
    }

    /// `POST /projects/{project}/files`: imports the form's file (`multipart/form-data` with the CSRF
    /// token, `language`, `format` or empty to take it from the file's name, `status`) and shows the
    /// page with the import's report; a file that cannot be imported shows the page with why.
    func importFile(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor)
        async throws -> Response
    {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let projectID = try context.parameters.identifier("project")
        try await require(visitor, .importTranslations, projectID: projectID)
        guard let project = try await services.store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        do {
            guard let file = form.files["file"], !file.fileName.isEmpty || !file.bytes.isEmpty else {
                throw EditorFormError(visitor.text("files.chooseFile"))
            }
            let language = try form.required("language")
            let formatName = form["format"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.format(ofFileNamed: file.fileName)
            guard let formatName else {
                throw EditorFormError(visitor.text("files.chooseFormat", ["file": file.fileName]))
            }
            let format = try services.configuration.formats.format(named: formatName)
            let status = try TranslationStatus(formValue: form["status"])
            if status != .translated {
                guard try await allows(visitor, .review(language: language), projectID: projectID) else {
                    throw EditorFormError(
                        visitor.text("files.reviewerOnly", ["language": language, "status": status.rawValue]))
                }
            }
            let report = try await TranslationImport(services: services).run(
                file.bytes, format: format, language: language, status: status, project: project,
                actor: visitor.actor)
            return try await filesPage(projectID, visitor, FilesOutcome(report: report, fileName: file.fileName))
        } catch let error as EditorFormError {
            return try await filesPage(
                projectID, visitor, FilesOutcome(error: error.message, status: .unprocessableContent))
        } catch let error as ProtocolError where error.status != .internalServerError && error.status != .forbidden {
            return try await filesPage(
                projectID, visitor, FilesOutcome(error: error.details ?? error.message, status: error.status))
        }
    }

    /// `GET /projects/{project}/files/export?language=…&format=…[&reviewed=1]`: the file, as
    /// `GET /export/{lang}` serves it (built once per project revision), for a visitor who may export.
    func exportFile(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor)
        async throws -> Response
    {
        let projectID = try context.parameters.identifier("project")
        try await require(visitor, .exportTranslations, projectID: projectID)
        guard let project = try await services.store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        let query = request.decodedQuery
        guard let language = query["language"], !language.isEmpty else {
            throw EditorFormError(visitor.text("files.chooseLanguage"))
        }
        let filter = ContentFilter(status: query["reviewed"] == "1" ? .reviewed : nil)
        return try await ExportRoutes(services: services).languageFile(
            project, language: language, formatName: query["format"] ?? "xliff", filter: filter)
    }
}

extension TranslationStatus {
    /// The status an import form asks for (empty: translated), or a form error naming the choices.
    init(formValue: String?) throws {
        guard let formValue, !formValue.isEmpty else {
            self = .translated
            return
        }
        guard let status = TranslationStatus(rawValue: formValue) else {
            throw EditorFormError("The status must be translated or reviewed, not \"\(formValue)\"")
        }
        self = status
    }
}
