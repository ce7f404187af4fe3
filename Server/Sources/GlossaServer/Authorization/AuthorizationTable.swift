/// The table of who may do what, generated from ``Authorizer/decide(_:memberships:action:projectID:)``;
/// the README and the DocC article `Authorization` carry it, and a test fails if they drift from it.
enum AuthorizationTable {
    /// A column: someone asking, in project `p` (or another one).
    struct Subject {
        var title: String
        var principal: Principal?
        var memberships: [Membership]
    }

    /// A row: an action, with the routes it covers.
    struct Row {
        var title: String
        var action: @Sendable (String) -> Action
    }

    static let projectID = "p"

    static func user(_ id: String, administrator: Bool = false) -> User {
        User(
            id: id, name: id, email: "\(id)@example.com", passwordHash: "", isAdministrator: administrator, createdAt: 0
        )
    }

    static func member(_ role: ProjectRole, languages: [String] = [], project: String = projectID) -> Subject {
        let user = user(role.rawValue)
        let session = UserSession(tokenHash: "", userID: user.id, csrfToken: "", createdAt: 0, expiresAt: 1)
        return Subject(
            title: languages.isEmpty ? role.rawValue : "\(role.rawValue) (fr)",
            principal: .user(user, via: .session(session)),
            memberships: [Membership(projectID: project, userID: user.id, role: role, languages: languages)])
    }

    static let subjects: [Subject] = {
        let admin = user("admin", administrator: true)
        let session = UserSession(tokenHash: "", userID: admin.id, csrfToken: "", createdAt: 0, expiresAt: 1)
        var other = member(.manager, project: "other")
        other.title = "manager of another project"
        return [
            Subject(title: "server admin", principal: .user(admin, via: .session(session)), memberships: []),
            member(.manager), member(.developer), member(.translator, languages: ["fr"]),
            member(.reviewer, languages: ["fr"]), other,
            Subject(title: "project token", principal: .project(projectID: projectID, scope: .public), memberships: []),
            Subject(
                title: "token + secret", principal: .project(projectID: projectID, scope: .private), memberships: []),
            Subject(
                title: "token + trust secret", principal: .project(projectID: projectID, scope: .trust),
                memberships: []),
            Subject(title: "signed out", principal: nil, memberships: []),
        ]
    }()

    static let rows: [Row] = [
        Row(title: "read content (`GET /languages`, `/content`)") { _ in .readContent },
        Row(title: "export files (`GET /export/…`)") { _ in .exportTranslations },
        Row(title: "push sources (`POST /content`)") { _ in .pushSources },
        Row(title: "write translations (`POST /translations/{lang}`)") { _ in .writeTranslations },
        Row(title: "import files (`POST /import/{lang}`)") { _ in .importTranslations },
        Row(title: "poll jobs (`GET /jobs/content/{id}`)") { _ in .pollJobs },
        Row(title: "invalidate and purge caches") { _ in .invalidateCache },
        Row(title: "read analytics (`GET /analytics`, `…/analytics`)") { _ in .readAnalytics },
        Row(title: "manage languages (`/api/v1/projects/{p}/languages`)") { _ in .manageLanguages },
        Row(title: "manage members and roles (`…/members`)") { _ in .manageMembers },
        Row(title: "manage project tokens (`…/tokens`)") { _ in .manageProjectTokens },
        Row(title: "invite, list and revoke invitations (`…/invitations`)") { _ in .invite },
        Row(title: "read strings (editor)") { _ in .readStrings },
        Row(title: "translate") { .translate(language: $0) },
        Row(title: "review") { .review(language: $0) },
        Row(title: "comment") { .comment(language: $0) },
        Row(title: "edit the glossary") { _ in .manageGlossary },
        Row(title: "use the translation memory") { _ in .useTranslationMemory },
        Row(title: "read releases, diffs and channels (`…/releases`, `…/channels`)") { _ in .readReleases },
        Row(title: "create releases, promote and roll back channels") { _ in .manageReleases },
        Row(title: "manage users (server)") { _ in .manageUsers },
        Row(title: "own account and personal tokens") { _ in .manageOwnAccount },
    ]

    /// One cell: `yes`, `fr` (only the role's languages), or `—`.
    static func cell(_ subject: Subject, _ row: Row) -> String {
        let project: String? =
            row.action("fr") == .manageUsers || row.action("fr") == .manageOwnAccount ? nil : projectID
        func allowed(_ language: String) -> Bool {
            Authorizer.decide(
                subject.principal, memberships: subject.memberships, action: row.action(language), projectID: project
            ).isAllowed
        }
        switch (allowed("fr"), allowed("de")) {
        case (true, true): return "yes"
        case (true, false): return "fr"
        default: return "—"
        }
    }

    /// The Markdown table: one row per action, one column per subject.
    static var markdown: String {
        var lines = ["| action | " + subjects.map(\.title).joined(separator: " | ") + " |"]
        lines.append("|" + String(repeating: " --- |", count: subjects.count + 1))
        for row in rows {
            lines.append("| \(row.title) | " + subjects.map { cell($0, row) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
