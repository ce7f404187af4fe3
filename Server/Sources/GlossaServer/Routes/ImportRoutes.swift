import GlossaJSON
import Hummingbird

/// `POST /import/{lang}?format=json|txstrings|xliff|xcstrings|strings|stringsdict|tml[&status=reviewed]`:
/// import a translation file into one target language, with the project secret. Empty strings in the
/// file (untranslated) are skipped. `tml` takes a TML release archive (tar, tar.gz or zip, detected from
/// its bytes) and imports the language's translations by TML key. Each translation is checked like a
/// single save (``BulkTranslationCheck``): one with an error is refused and listed under `refused` with
/// its key and errors, the others are imported with their warnings.
struct ImportRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.post("import/:lang") { request, context in
            let project = try context.authenticated().project
            let language = try context.parameters.decoded("lang")
            try TranslationRoutes.requireTarget(language, of: project)
            let query = request.decodedQuery
            let format = try services.configuration.formats.format(named: query["format"] ?? "json")
            var status = TranslationStatus.translated
            if let raw = query["status"] {
                guard let parsed = TranslationStatus(rawValue: raw) else {
                    throw ProtocolError.badRequest(
                        "Invalid status: expected translated, reviewed, proofread or finalized")
                }
                status = parsed
            }
            let body = try await request.collectBody(limit: services.configuration.maximumBodySize)
            let limits = services.configuration.importLimits
            let tables = try await services.imports.run {
                do {
                    let bytes = Array(body.readableBytesView)
                    return try await DedicatedThread.run(name: "glossa-import") {
                        try format.read(bytes, language: language, limits: limits)
                    }
                } catch let error as TranslationFileError {
                    if error.exceedsLimit {
                        throw ProtocolError(
                            status: .contentTooLarge, message: "Payload Too Large",
                            details: "The \(format.name) file is over this server's import budget: \(error.description)"
                        )
                    }
                    throw ProtocolError.badRequest("Cannot read the \(format.name) file: \(error.description)")
                }
            }
            guard let table = tables[language] else {
                throw ProtocolError.badRequest("The file has no \"\(language)\" translations")
            }
            let translations = table.filter { !$0.value.isEmpty }.map {
                Translation(key: $0.key, string: $0.value, status: status)
            }.sorted { $0.key < $1.key }
            try StorageLimits(services.configuration).check(translations, key: \.key, string: \.string)
            let result = try await BulkTranslationWrite(services: services).write(
                translations, language: language, project: project, channel: .import)
            return Response.json(
                result.data([
                    ("language", .string(language)),
                    ("imported", .integer(translations.count - result.unknownKeys.count - result.refused.count)),
                ]))
        }
    }
}
