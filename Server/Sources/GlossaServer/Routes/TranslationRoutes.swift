import GlossaJSON
import Hummingbird

/// `POST /translations/{lang}`: set translations of existing keys, with the project secret.
///
/// Body: `{"data": {"<key>": {"string": "…", "status": "reviewed"}}}` (`status` optional, default
/// `translated`; an empty string removes the translation). Answer: `{"data": {"updated": N,
/// "unknown_keys": [...]}}` (and `"refused": [{"key": "…", "errors": ["…"]}]` when some were refused); keys without a source string
/// are listed and not written; each translation is checked like a single save in the workflow API
/// (``BulkTranslationCheck``): one with an error is refused and listed, the others are written with
/// their warnings.
struct TranslationRoutes {
    let services: ServerServices

    func add(to group: RouterGroup<DeliveryRequestContext>) {
        group.post("translations/:lang") { request, context in
            let project = try context.authenticated().project
            let language = try context.parameters.decoded("lang")
            try Self.requireTarget(language, of: project)
            let body = try await request.collectBody(limit: services.configuration.maximumBodySize)
            let translations = try Self.parse(Array(body.readableBytesView))
            try StorageLimits(services.configuration).check(translations, key: \.key, string: \.string)
            let result = try await BulkTranslationWrite(services: services).write(
                translations, language: language, project: project, channel: .api,
                actor: context.principal.map(WorkflowActor.init) ?? .projectSecret)
            return Response.json(
                result.data([
                    ("updated", .integer(translations.count - result.unknownKeys.count - result.refused.count))
                ]))
        }
    }

    static func requireTarget(_ language: String, of project: Project) throws {
        if language == project.sourceLanguage {
            throw ProtocolError.badRequest(
                "\"\(language)\" is the source language: change source strings by pushing them")
        }
        guard project.languages.contains(language) else {
            throw ProtocolError.notFound("The project has no language \"\(language)\"")
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> [Translation] {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw ProtocolError.badRequest("Malformed JSON: \(error.description)")
        }
        guard case .object(let object) = root, case .object(let data)? = object["data"] else {
            throw ProtocolError.badRequest("The body must be {\"data\": {\"<key>\": {\"string\": \"…\"}}}")
        }
        var result: [Translation] = []
        for (key, value) in data {
            guard case .object(let entry) = value, case .string(let string)? = entry["string"] else {
                throw ProtocolError.badRequest("/data/\(key) must be {\"string\": \"…\", \"status\": \"…\"}")
            }
            if key.contains("\u{0}") || string.contains("\u{0}") {
                throw ProtocolError.badRequest("/data/\(key) contains a NUL character")
            }
            var status = TranslationStatus.translated
            if let raw = entry["status"], !raw.isNull {
                guard let text = raw.stringValue, let parsed = TranslationStatus(rawValue: text) else {
                    throw ProtocolError.badRequest(
                        "/data/\(key)/status must be translated, reviewed, proofread or finalized")
                }
                status = parsed
            }
            result.append(Translation(key: key, string: string, status: status))
        }
        return result
    }
}
