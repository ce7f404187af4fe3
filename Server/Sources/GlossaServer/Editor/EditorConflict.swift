/// A change someone else made to a translation after the editor showed it, found when a save or a
/// review arrives: the editor's forms carry the history version the page showed (`based_on`), so two
/// people editing the same string are told so before one overwrites the other, with the other's text.
///
/// The check reads the newest history entry just before the change is written; a change committed
/// between that read and the write (milliseconds) is not caught.
struct EditorConflict: Sendable {
    /// The newer version, which the page shows next as `based_on`: saving again replaces it knowingly.
    let version: String
    /// Who changed the translation, when and to what, and what happens next.
    let message: String

    /// The `based_on` value of a page that shows `entry` as the newest change (`0`: none yet).
    static func version(of entry: HistoryEntry?) -> String { entry.map { String($0.version) } ?? "0" }

    /// The change made since `basedOn` by someone other than `actor`, if any. A form without
    /// `based_on` (a client of an older page) is not checked.
    static func find(
        basedOn: String?, key: String, language: String, projectID: String, by actor: WorkflowActor,
        in store: any WorkflowStore, text: EditorText
    ) async throws -> EditorConflict? {
        guard let basedOn, !basedOn.isEmpty else { return nil }
        let latest = try await store.history(of: key, language: language, projectID: projectID, offset: 0, limit: 1)
            .first
        guard let latest, version(of: latest) != basedOn, latest.actor.id != actor.id else { return nil }
        return EditorConflict(
            version: version(of: latest),
            message: text(
                "editor.conflict",
                [
                    "actor": latest.actor.name, "time": EditorRoutes.time(latest.createdAt),
                    "text": describe(latest, text),
                ]))
    }

    /// What a change made the translation, as the conflict and live notices quote it: its text and
    /// status, or that it was removed.
    static func describe(_ change: HistoryEntry, _ text: EditorText) -> String {
        change.new.map {
            text("editor.changedText", ["text": $0.string, "status": $0.workflowStatus.templateName])
        }
            ?? text("editor.removed")
    }
}
