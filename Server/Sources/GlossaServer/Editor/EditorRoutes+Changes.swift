import GlossaJSON
import Hummingbird

extension EditorRoutes {
    /// How often the editor's script asks ``changes(_:_:_:)`` (milliseconds): within the 2 s in which a
    /// translator's save must reach the others' open pages.
    static let changesInterval = 1000

    /// `GET /projects/{project}/{lang}/changes[?key=…]`: what the editor's script polls to keep an open
    /// string list or editor current: `{"revision": N}`, the project's revision (every change to what
    /// the project serves raises it, in the database, so this holds across several servers), and with
    /// `key` the translation's newest change, `"latest": {"version", "actor", "mine", "when", "text",
    /// "status", "statusLabel", "notice"}` (`null` when it has none; `notice` is what the open editor
    /// tells its translator, in their interface language). A poll is one or two indexed reads, and no
    /// connection is held open between polls.
    func changes(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor) async throws
        -> Response
    {
        let (project, language, store) = try await target(context, visitor, .readStrings)
        var answer = JSONObject()
        answer.append("revision", .integer(Int(try await store.revision(of: project.id))))
        if let key = request.decodedQuery["key"] {
            let latest = try await store.history(
                of: key, language: language, projectID: project.id, offset: 0, limit: 1
            )
            .first
            let value: JSONValue? = latest.map { entry in
                let status = entry.new.map(\.workflowStatus) ?? .untranslated
                return .object([
                    "version": .string(EditorConflict.version(of: entry)), "actor": .string(entry.actor.name),
                    "mine": .bool(entry.actor.id == visitor.actor.id), "when": .string(Self.time(entry.createdAt)),
                    "text": .string(entry.new?.string ?? ""), "status": .string(status.templateName),
                    "statusLabel": .string(visitor.text.status(status)),
                    "notice": .string(
                        visitor.text(
                            "editor.changedElsewhere",
                            [
                                "actor": entry.actor.name, "time": Self.time(entry.createdAt),
                                "text": EditorConflict.describe(entry, visitor.text),
                            ])),
                ])
            }
            answer.append("latest", value ?? .null)
        }
        return Response.json(.object(answer), headers: [.cacheControl: "no-store"])
    }
}
