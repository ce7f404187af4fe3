import GlossaJSON
import HTTPTypes
import Hummingbird

/// The JSON the workflow API answers and reads.
enum WorkflowJSON {
    static func translation(_ translation: WorkflowTranslation?) -> JSONValue {
        guard let translation else { return .null }
        return .object([
            "string": .string(translation.string), "status": .string(translation.workflowStatus.rawValue),
            "cds_status": .string(translation.status.rawValue), "needs_review": .bool(translation.needsReview),
            "warnings": .strings(translation.warnings),
        ])
    }

    static func string(_ listed: WorkflowString) -> JSONValue {
        var object: JSONObject = [
            "key": .string(listed.source.key), "source": .string(listed.source.string),
            "status": .string(listed.status.rawValue), "tags": .strings(listed.source.tags),
        ]
        if let comment = listed.source.developerComment { object.append("developer_comment", .string(comment)) }
        if let limit = listed.source.characterLimit { object.append("character_limit", .integer(limit)) }
        object.append("translation", translation(listed.translation))
        return .object(object)
    }

    static func actor(_ actor: WorkflowActor) -> JSONValue {
        .object(["id": .string(actor.id), "name": .string(actor.name)])
    }

    static func history(_ entry: HistoryEntry) -> JSONValue {
        .object([
            "version": .integer(Int(entry.version)), "actor": actor(entry.actor),
            "channel": .string(entry.channel.rawValue), "created_at": .integer(Int(entry.createdAt)),
            "old": translation(entry.old), "new": translation(entry.new),
            "comment": entry.comment.map(JSONValue.string) ?? .null,
        ])
    }

    static func comment(_ comment: StringComment) -> JSONValue {
        .object([
            "id": .string(comment.id), "author": actor(comment.author),
            "created_at": .integer(Int(comment.createdAt)), "body": .string(comment.body),
        ])
    }

    static func term(_ term: GlossaryTerm) -> JSONValue {
        var translations = JSONObject()
        for (language, text) in term.translations.sorted(by: { $0.key < $1.key }) {
            translations.append(language, .string(text))
        }
        return .object([
            "term": .string(term.term), "translations": .object(translations),
            "note": term.note.map(JSONValue.string) ?? .null,
        ])
    }

    static func suggestion(_ suggestion: MemorySuggestion) -> JSONValue {
        .object([
            "score": .integer(suggestion.score), "source": .string(suggestion.source),
            "translation": .string(suggestion.translation), "project": .string(suggestion.projectID),
            "key": .string(suggestion.key),
        ])
    }

    /// `{"data": …}`.
    static func data(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response.json(.object(["data": value]), status: status)
    }

    /// The request's body as a JSON object (an empty body is `{}`), or 400 saying what is wrong.
    static func body(_ request: Request, limit: Int) async throws -> JSONObject {
        let bytes = Array(try await request.collectBody(limit: limit).readableBytesView)
        if bytes.isEmpty { return JSONObject() }
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes)
        } catch {
            throw ProtocolError.badRequest("Malformed JSON: \(error.description)")
        }
        guard case .object(let object) = value else { throw ProtocolError.badRequest("The body must be a JSON object") }
        return object
    }

    /// The string member `name` of `object`: nil if absent or null, 400 if it is not a string or holds a NUL.
    static func text(_ object: JSONObject, _ name: String) throws -> String? {
        guard let value = object[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw ProtocolError.badRequest("/\(name) must be a string") }
        if text.contains("\u{0}") { throw ProtocolError.badRequest("/\(name) contains a NUL character") }
        return text
    }
}
