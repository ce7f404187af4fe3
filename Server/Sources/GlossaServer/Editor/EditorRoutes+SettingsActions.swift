import Hummingbird

extension EditorRoutes {
    /// What each settings form says after it did its work (`?done=<action>` after the redirect).
    static let settingsNotices: Set<String> = [
        "add-languages", "remove-language", "set-role", "remove-role", "remove-member", "revoke-invitation",
        "expire-token", "revoke-token",
    ]

    /// What the settings page says after the action `done` (`?done=set-role`), in `text`'s language;
    /// nil for an action that has no such notice.
    static func settingsNotice(_ done: String?, _ text: EditorText) -> String? {
        guard let done, settingsNotices.contains(done) else { return nil }
        return text("settings.done." + done)
    }

    /// `POST /projects/{project}/settings`: the settings forms, by their `action` field, each with the
    /// session's CSRF token and the authorizer's answer for its own action, done by ``ProjectSettings``
    /// (the code of the `/api/v1` routes). A refused form shows the page again with the reason (422);
    /// a form that made a secret shows it once; any other answers with a redirect (303).
    func changeSettings(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor)
        async throws -> Response
    {
        let form = try await EditorForm.read(request, limit: services.configuration.maximumBodySize)
        try form.checkCSRF(visitor.session, request: request)
        let projectID = try context.parameters.identifier("project")
        let action = try form.required("action")
        do {
            let origin = PublicOrigin.of(request, context, services.configuration.accounts)
            if let shown = try await settingsAction(action, form, projectID: projectID, visitor, origin: origin) {
                return try await settingsPage(projectID, visitor, SettingsOutcome(shown: shown, status: .created))
            }
            return Self.redirect(
                to: "/projects/\(Self.queryEncoded(projectID))/settings?done=\(Self.queryEncoded(action))")
        } catch let error as EditorFormError {
            return try await settingsPage(
                projectID, visitor, SettingsOutcome(error: error.message, status: .unprocessableContent))
        } catch let error as ProtocolError where error.status == .badRequest || error.status == .notFound {
            return try await settingsPage(
                projectID, visitor,
                SettingsOutcome(error: error.details ?? error.message, status: .unprocessableContent))
        } catch let error as AccountError where error.protocolError.status != .internalServerError {
            return try await settingsPage(
                projectID, visitor, SettingsOutcome(error: error.description, status: .unprocessableContent))
        }
    }

    /// Does one settings form; returns what to show once, if the form made a secret.
    private func settingsAction(
        _ action: String, _ form: EditorForm, projectID: String, _ visitor: EditorVisitor, origin: String
    ) async throws -> [String: Any]? {
        let settings = ProjectSettings(services: services)
        let principal = visitor.principal
        switch action {
        case "add-languages":
            let project = try await settings.project(projectID, .manageLanguages, as: principal)
            let codes = Self.codes(try form.required("languages"))
            guard !codes.isEmpty else { throw EditorFormError(visitor.text("settings.noLanguageCode")) }
            _ = try await settings.addLanguages(codes, to: project)
        case "remove-language":
            let project = try await settings.project(projectID, .manageLanguages, as: principal)
            _ = try await settings.removeLanguage(try form.required("language"), from: project)
        case "set-role", "remove-role":
            let project = try await settings.project(projectID, .manageMembers, as: principal)
            let userID = try form.required("user")
            let role = try Self.role(form, visitor.text)
            var roles: [(role: ProjectRole, languages: [String])] = try await services.store
                .memberships(projectID: project.id)
                .filter { $0.userID == userID && $0.role != role }.map { (role: $0.role, languages: $0.languages) }
            if action == "set-role" {
                roles.append((role: role, languages: try Self.targetLanguages(form, of: project, visitor.text)))
            }
            _ = try await settings.setRoles(roles.sorted { $0.role < $1.role }, of: userID, in: project)
        case "remove-member":
            let project = try await settings.project(projectID, .manageMembers, as: principal)
            try await settings.removeMember(try form.required("user"), from: project)
        case "invite":
            let project = try await settings.project(projectID, .invite, as: principal)
            let (token, invitation) = try await settings.invite(
                to: project, role: try Self.role(form, visitor.text),
                languages: try Self.targetLanguages(form, of: project, visitor.text),
                expiresAt: try EditorDate.milliseconds(form["expires"], field: "The expiry"), by: visitor.user)
            let text = visitor.text
            return [
                "title": text("settings.invitationLink"),
                "explanation": text(
                    "settings.invitationExplanation",
                    [
                        "role": text.role(invitation.role), "languages": text.languages(invitation.languages),
                        "expires": Self.time(invitation.expiresAt),
                    ]),
                "items": [["label": text("settings.link"), "value": origin + "/invite/" + token]],
            ]
        case "revoke-invitation":
            let project = try await settings.project(projectID, .invite, as: principal)
            try await settings.revokeInvitation(try form.required("invitation"), of: project)
        case "create-token", "rotate-token":
            let project = try await settings.project(projectID, .manageProjectTokens, as: principal)
            let expiresAt = try EditorDate.milliseconds(form["expires"], field: "The expiry")
            let credentials =
                action == "create-token"
                ? try await settings.issueToken(for: project, expiresAt: expiresAt)
                : try await settings.rotateToken(
                    try form.required("token"), of: project, expiresAt: expiresAt, oldTokenExpiresAt: nil)
            let text = visitor.text
            let created = action == "create-token"
            return [
                "title": text(created ? "settings.newToken" : "settings.rotatedToken"),
                "explanation": text(created ? "settings.secretExplanation" : "settings.rotatedExplanation"),
                "items": [
                    ["label": text("settings.token"), "value": credentials.token],
                    ["label": text("settings.secret"), "value": credentials.secret],
                ],
            ]
        case "expire-token":
            let project = try await settings.project(projectID, .manageProjectTokens, as: principal)
            _ = try await settings.setExpiry(
                of: try form.required("token"), to: try EditorDate.milliseconds(form["expires"], field: "The expiry"),
                in: project)
        case "revoke-token":
            let project = try await settings.project(projectID, .manageProjectTokens, as: principal)
            try await settings.revokeToken(try form.required("token"), of: project)
        default:
            throw EditorFormError("Unknown action \"\(action)\"")
        }
        return nil
    }

    /// Codes separated by commas or spaces.
    static func codes(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    private static func role(_ form: EditorForm, _ text: EditorText) throws -> ProjectRole {
        guard let role = ProjectRole(rawValue: try form.required("role")) else {
            throw EditorFormError(text("settings.unknownRole"))
        }
        return role
    }

    /// The form's `languages`: each a target language of `project` (empty: all of them).
    private static func targetLanguages(_ form: EditorForm, of project: Project, _ text: EditorText)
        throws -> [String]
    {
        var languages: [String] = []
        for code in codes(form["languages"] ?? "") where !languages.contains(code) {
            guard project.languages.contains(code) else {
                throw EditorFormError(text("settings.notTarget", ["code": code]))
            }
            languages.append(code)
        }
        return languages
    }
}
