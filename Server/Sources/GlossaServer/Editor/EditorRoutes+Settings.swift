import Foundation
import Hummingbird

/// What a settings form made that is shown once (an invitation's link, a token's secret), or what it
/// did; and an error that refused it.
struct SettingsOutcome {
    var notice: String?
    var error: String?
    var shown: [String: Any]?
    var status: HTTPResponse.Status = .ok
}

extension EditorRoutes {
    /// The settings a visitor may see: a section per action the authorizer allows them in the project.
    static let settingsSections: [(name: String, action: Action)] = [
        ("languages", .manageLanguages), ("members", .manageMembers), ("invitations", .invite),
        ("tokens", .manageProjectTokens),
    ]

    /// Whether `visitor` may change any of the project's settings (the projects page links them).
    func mayChangeSettings(_ visitor: EditorVisitor, projectID: String) async throws -> Bool {
        for section in Self.settingsSections where try await allows(visitor, section.action, projectID: projectID) {
            return true
        }
        return false
    }

    /// `GET /projects/{project}/settings`: the settings page of `projectID` with what a form did; 403 for a visitor who may change nothing.
    func settingsPage(_ projectID: String, _ visitor: EditorVisitor, _ outcome: SettingsOutcome) async throws
        -> Response
    {
        let settings = ProjectSettings(services: services)
        guard try await mayChangeSettings(visitor, projectID: projectID) else { throw ProtocolError.forbidden() }
        guard let project = try await services.store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        // Least privilege first: a form sent without choosing grants translating, never managing.
        let text = visitor.text
        let roles = [ProjectRole.translator, .reviewer, .developer, .manager].map {
            ["value": $0.rawValue, "label": text.role($0)]
        }
        var values: [String: Any] = [
            "project": [
                "id": project.id, "name": project.name,
                "caption": text("projects.caption", ["id": project.id, "source": project.sourceLanguage]),
            ],
            "action": "/projects/\(Self.queryEncoded(project.id))/settings",
            "notice": EditorPages.shown(outcome.notice), "error": EditorPages.shown(outcome.error),
            "shown": EditorPages.shown(outcome.shown),
        ]
        if try await allows(visitor, .manageLanguages, projectID: project.id) {
            values["languages"] = [
                "targets": project.languages.map { code in
                    let name = LanguageInfo(code: code).name
                    return [
                        "code": code, "name": name, "removeLabel": text("settings.removeLanguage", ["language": name]),
                    ]
                }
            ]
        }
        if try await allows(visitor, .manageMembers, projectID: project.id) {
            let members = try await settings.members(of: project)
            values["members"] =
                [
                    "roleChoices": roles,
                    "list": members.enumerated().map { index, member in
                        [
                            "index": index, "id": member.user.id, "name": member.user.name, "email": member.user.email,
                            "removeMemberLabel": text("settings.removeMemberLabel", ["name": member.user.name]),
                            "roles": member.roles.map {
                                [
                                    "role": $0.role.rawValue, "roleName": text.role($0.role),
                                    "languages": text.languages($0.languages),
                                    "removeLabel": text(
                                        "settings.removeRole", ["role": text.role($0.role), "name": member.user.name]),
                                ]
                            },
                        ] as [String: Any]
                    },
                ] as [String: Any]
        }
        if try await allows(visitor, .invite, projectID: project.id) {
            let invitations = try await settings.invitations(of: project)
            values["invitations"] =
                [
                    "roleChoices": roles, "hasList": !invitations.isEmpty,
                    "expiresLabel": text(
                        "settings.inviteExpires",
                        ["days": services.configuration.accounts.invitationLifetime.components.seconds / 86_400]),
                    "list": invitations.map {
                        [
                            "id": $0.id, "roleName": text.role($0.role), "languages": text.languages($0.languages),
                            "expires": Self.time($0.expiresAt),
                            "revokeLabel": text(
                                "settings.revokeInvitation",
                                ["role": text.role($0.role), "expires": Self.time($0.expiresAt)]),
                        ]
                    },
                ] as [String: Any]
        }
        if try await allows(visitor, .manageProjectTokens, projectID: project.id) {
            let now = services.wallClock.unixMilliseconds()
            values["tokens"] = [
                "list": try await settings.tokens(of: project).enumerated().map { index, token in
                    [
                        "index": index, "token": token.token, "expired": token.hasExpired(at: now),
                        "expires": token.expiresAt.map(Self.time) ?? text("settings.never"),
                        "date": token.expiresAt.map(EditorDate.string) ?? "",
                    ] as [String: Any]
                }
            ]
        }
        // A page that shows a secret once must not be kept by the browser or a proxy: every editor
        // answer carries `Cache-Control: no-store` (``EditorSecurityHeaders``).
        return pages.render(
            "settings", EditorPage(title: text("settings.pageTitle", ["project": project.name]), visitor: visitor),
            values,
            status: outcome.status)
    }
}

/// The `<input type="date">` value (`YYYY-MM-DD`) of a Unix-millisecond time, and back (midnight UTC).
enum EditorDate {
    static func string(_ milliseconds: Int64) -> String {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        return date.formatted(.iso8601.year().month().day())
    }

    /// The time of `text` (empty: nil); a 400-style form error naming the field when it is not a date.
    static func milliseconds(_ text: String?, field: String) throws -> Int64? {
        guard let text, !text.isEmpty else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
            (1970...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { throw EditorFormError("\(field) must be a date such as 2027-01-31, not \"\(text)\"") }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: date) == day
        else { throw EditorFormError("\(field) must be a date such as 2027-01-31, not \"\(text)\"") }
        return Int64(date.timeIntervalSince1970 * 1000)
    }
}
