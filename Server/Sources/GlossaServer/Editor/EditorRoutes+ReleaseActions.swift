import Foundation
import Hummingbird

extension EditorRoutes {
    /// What the releases page says after a form's redirect (`?done=create&release=4`,
    /// `?done=promote&channel=production&release=4`, `?done=rollback&channel=production&release=3`), in
    /// `text`'s language; nil for anything else.
    static func releasesNotice(_ query: [String: String], _ text: EditorText) -> String? {
        guard let number = query["release"].flatMap({ Int($0) }) else { return nil }
        let channel = query["channel"].flatMap { ChannelName.isValid($0) ? $0 : nil }
        switch (query["done"], channel) {
        case ("create", _): return text("releases.done.create", ["release": number])
        case ("promote", let channel?): return text("releases.done.promote", ["channel": channel, "release": number])
        case ("rollback", let channel?): return text("releases.done.rollback", ["channel": channel, "release": number])
        default: return nil
        }
    }

    /// `POST /projects/{project}/releases`: the releases page's forms, by their `action` field, each
    /// with the session's CSRF token, for those the authorizer lets do ``Action/manageReleases``:
    /// `create` (a checkbox `language_<code>` per target language to include, `reviewed_only`),
    /// `promote` (`release`, `channel`, `min_app_version`, `max_app_version`) and `rollback` (`channel`
    /// and the entry's bounds). Each does what the `/api/v1` route does, through the same code, and
    /// answers with a redirect (303) to the page with a notice; a refused form shows the page again with
    /// why (422), the fields as sent.
    func changeReleases(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor)
        async throws -> Response
    {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let projectID = try context.parameters.identifier("project")
        try await require(visitor, .manageReleases, projectID: projectID)
        let store = try releaseStore()
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        let text = visitor.text
        let now = services.wallClock.unixMilliseconds()
        let done: String
        do {
            switch try form.required("action") {
            case "create":
                let languages = project.languages.filter { form["language_" + $0] != nil }
                guard !languages.isEmpty || project.languages.isEmpty else {
                    throw EditorFormError(text("releases.chooseLanguage"))
                }
                let release = try await ReleaseBuilder.create(
                    of: project, languages: languages, reviewedOnly: form["reviewed_only"] != nil,
                    actor: visitor.actor, at: now, in: store)
                done = "done=create&release=\(release.number)"
            case "promote":
                let value = try form.required("release")
                guard let number = Int(value), number > 0, number <= Int(Int32.max) else {
                    throw EditorFormError(text("releases.badNumber", ["value": value]))
                }
                let channel = try Self.channel(form, text)
                let entry = try await ChannelChanges(store: store, changes: services.changes).promote(
                    number, channel: channel, range: try Self.range(form, text), projectID: project.id,
                    actor: visitor.actor, at: now)
                done = "done=promote&channel=\(channel)&release=\(entry.release)"
            case "rollback":
                let channel = try Self.channel(form, text)
                let entry = try await ChannelChanges(store: store, changes: services.changes).rollBack(
                    channel: channel, range: try Self.range(form, text), projectID: project.id,
                    actor: visitor.actor, at: now)
                done = "done=rollback&channel=\(channel)&release=\(entry.release)"
            case let action:
                throw EditorFormError("Unknown action \"\(action)\"")
            }
        } catch let error as EditorFormError {
            return try await refused(error.message, form, projectID, visitor)
        } catch let error as ProtocolError where error.status == .badRequest {
            return try await refused(error.details ?? error.message, form, projectID, visitor)
        } catch StoreError.unknownRelease(let number) {
            return try await refused(text("releases.noRelease", ["number": number]), form, projectID, visitor)
        } catch StoreError.unknownChannel(let name) {
            return try await refused(text("releases.noChannel", ["channel": name]), form, projectID, visitor)
        } catch StoreError.notPossible(let why) {
            return try await refused(why, form, projectID, visitor)
        }
        return Self.redirect(to: Self.releasesPath(project.id) + "?" + done)
    }

    /// The releases page again with why a form was refused (422).
    private func refused(_ message: String, _ form: EditorForm, _ projectID: String, _ visitor: EditorVisitor)
        async throws -> Response
    {
        try await releasesPage(
            projectID, visitor, ReleasesOutcome(error: message, form: form, status: .unprocessableContent))
    }

    /// The form's channel name, or why it is not one.
    private static func channel(_ form: EditorForm, _ text: EditorText) throws -> String {
        let name = form["channel"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard ChannelName.isValid(name) else { throw EditorFormError(text("releases.badChannel", ["channel": name])) }
        return name
    }

    /// The form's app versions (`min_app_version`, `max_app_version`; empty: open), or why not.
    private static func range(_ form: EditorForm, _ text: EditorText) throws -> AppVersionRange {
        let read = AppVersionRange.read(
            minimum: form["min_app_version"]?.trimmingCharacters(in: .whitespaces),
            maximum: form["max_app_version"]?.trimmingCharacters(in: .whitespaces))
        switch read {
        case .success(let range): return range
        case .failure(.notAVersion(_, let value)):
            throw EditorFormError(text("releases.badVersion", ["version": value]))
        case .failure(.maximumBelowMinimum): throw EditorFormError(text("releases.maximumBelowMinimum"))
        }
    }
}
