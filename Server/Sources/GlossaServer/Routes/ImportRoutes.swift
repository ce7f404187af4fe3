import GlossaJSON
import Hummingbird

/// `POST /import/{lang}?format=json|txstrings|xliff|xcstrings|strings|stringsdict|tml[&status=reviewed]`:
/// import a translation file into one target language, with the project secret. Empty strings in the
/// file (untranslated) are left alone; entries the server cannot store as one string (device or width
/// variations, substitutions) are listed under `skipped` with why, and the reader's warnings under
/// `warnings` (``TranslationImport``). `tml` takes a TML release archive (tar, tar.gz or zip, detected from
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
            let report = try await TranslationImport(services: services).run(
                Array(body.readableBytesView), format: format, language: language, status: status, project: project,
                actor: context.principal.map(WorkflowActor.init) ?? .projectSecret)
            return Response.json(report.json)
        }
    }
}
