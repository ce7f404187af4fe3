/// One file of `GET /export/…`: its format, the languages it holds, the ``ResponseCache`` key it is
/// built and served under, and the name it is downloaded as. ``ExportRoutes`` builds and serves it;
/// ``ContentFastPath`` serves it from the cache, under the same key, without the router.
struct ExportFile: Sendable {
    let format: any TranslationFileFormat
    /// The languages of the file, in order (formats that carry source text get the source language too).
    let languages: [String]
    /// Which strings it holds.
    let filter: ContentFilter
    let key: ResponseCache.Key
    /// The file's name, for `Content-Disposition`.
    let fileName: String

    /// The file of `languages` in `format` (`formatName` in the cache key).
    ///
    /// - Throws: 404 if the project does not serve one of the languages.
    init(
        _ format: any TranslationFileFormat, named formatName: String, project: Project, languages: [String],
        filter: ContentFilter, fileName: String
    ) throws {
        for language in languages where !project.serves(language: language) {
            throw ProtocolError.notFound("The project has no language \"\(language)\"")
        }
        self.format = format
        self.languages = languages
        self.filter = filter
        self.fileName = fileName
        key = ResponseCache.Key(
            projectID: project.id,
            resource: "export/\(formatName)?languages=\(languages.joined(separator: ","))" + filter.cacheSuffix,
            language: languages.count == 1 ? languages[0] : nil)
    }

    /// `GET /export/{lang}?format=…`: one language in the format named `formatName` (formats that carry
    /// source text get the source language too).
    ///
    /// - Throws: 400 for an unknown format, 404 for a language the project does not serve.
    static func language(
        _ language: String, formatName: String, project: Project, filter: ContentFilter, formats: TranslationFileFormats
    ) throws -> ExportFile {
        let format = try formats.format(named: formatName)
        let carriesSource = format is DocumentFileFormat && language != project.sourceLanguage
        return try ExportFile(
            format, named: formatName, project: project,
            languages: carriesSource ? [language, project.sourceLanguage] : [language], filter: filter,
            fileName: format.fileName(language: language))
    }

    /// `GET /export/txstrings.json`: `languages`, or every language of the project (the source first).
    ///
    /// - Throws: 404 for a language the project does not serve.
    static func txstrings(project: Project, languages: [String]? = nil, filter: ContentFilter) throws -> ExportFile {
        try ExportFile(
            TXStringsFileFormat(), named: "txstrings.json", project: project,
            languages: languages ?? [project.sourceLanguage] + project.languages, filter: filter,
            fileName: "txstrings.json")
    }
}
