import GlossaJSON

/// Imports a translation file into one target language: read in a format within the server's import
/// budget (one import at a time, on a thread of its own), empty entries left alone, each translation
/// checked and written like a single save (``BulkTranslationWrite``). `POST /import/{lang}` and the web
/// editor's import form both run it, so they accept, refuse and report alike.
struct TranslationImport {
    let services: ServerServices

    /// What an import did with each entry of the file.
    struct Report: Sendable {
        /// The target language.
        var language: String
        /// How many translations were written.
        var imported: Int
        /// Entries with an empty translation (untranslated), left as they are.
        var empty: Int
        /// Keys of the file the project has no source string for.
        var unknownKeys: [String]
        /// Translations the checks refused, with their errors.
        var refused: [BulkTranslationCheck.Refusal]
        /// Entries the server cannot store as one string, with why.
        var skipped: [SkippedEntry]
        /// What the file's reader warned about, with where.
        var warnings: [String]

        /// The answer of `POST /import/{lang}`: `language`, `imported`, `unknown_keys`, then `refused`,
        /// `skipped` (`[{"key", "reason"}]`) and `warnings` when there are any.
        var json: JSONValue {
            var trailing: [(String, JSONValue)] = []
            if !skipped.isEmpty {
                trailing.append(
                    (
                        "skipped",
                        .array(skipped.map { .object(["key": .string($0.key), "reason": .string($0.reason)]) })
                    ))
            }
            if !warnings.isEmpty { trailing.append(("warnings", .strings(warnings))) }
            return BulkTranslationWrite.Result(unknownKeys: unknownKeys, refused: refused).data(
                [("language", .string(language)), ("imported", .integer(imported))], trailing: trailing)
        }
    }

    /// Imports `bytes` in `format` as `language`'s translations with `status`, recorded as `actor`'s.
    ///
    /// - Throws: ``ProtocolError``: 413 over the import budget, 400 for a file that cannot be read (with
    ///   where) or holds no translations of `language`, and the storage limits' errors.
    func run(
        _ bytes: [UInt8], format: any TranslationFileFormat, language: String, status: TranslationStatus,
        project: Project, actor: WorkflowActor
    ) async throws -> Report {
        try TranslationRoutes.requireTarget(language, of: project)
        let limits = services.configuration.importLimits
        let file = try await services.imports.run {
            do {
                return try await DedicatedThread.run(name: "glossa-import") {
                    try format.readFile(bytes, language: language, limits: limits)
                }
            } catch let error as TranslationFileError {
                if error.exceedsLimit {
                    throw ProtocolError(
                        status: .contentTooLarge, message: "Payload Too Large",
                        details: "The \(format.name) file is over this server's import budget: \(error.description)")
                }
                throw ProtocolError.badRequest("Cannot read the \(format.name) file: \(error.description)")
            }
        }
        guard let table = file.translations[language] else {
            throw ProtocolError.badRequest("The file has no \"\(language)\" translations")
        }
        let translations = table.filter { !$0.value.isEmpty }.map {
            Translation(key: $0.key, string: $0.value, status: status)
        }.sorted { $0.key < $1.key }
        try StorageLimits(services.configuration).check(translations, key: \.key, string: \.string)
        let result = try await BulkTranslationWrite(services: services).write(
            translations, language: language, project: project, channel: .import, actor: actor)
        return Report(
            language: language, imported: translations.count - result.unknownKeys.count - result.refused.count,
            empty: table.count - translations.count, unknownKeys: result.unknownKeys, refused: result.refused,
            skipped: file.skipped.sorted { $0.key < $1.key }, warnings: file.warnings)
    }
}
