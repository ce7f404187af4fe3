import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Every route that needs credentials × everyone who might ask: allowed or refused exactly as
/// ``Authorizer/decide(_:memberships:action:projectID:)`` (the documented table) says, over HTTP.
@Suite("Authorization matrix")
struct AuthorizationMatrixTests {
    /// Someone asking: the headers they send to the account API and to the CDS routes, and who the
    /// table says they are (nil principal for credentials that must not work).
    struct Subject: Sendable {
        var name: String
        var api: HTTPFields
        var cds: HTTPFields
        var principal: Principal?
        var memberships: [Membership]
    }

    struct Route: Sendable {
        var method: HTTPRequest.Method
        var path: String
        var body: String?
        var action: Action
        var inProject: Bool
        /// Whether project credentials (token and secret) are accepted on this `/api/v1` route.
        var acceptsProjectCredentials = false
    }

    /// The workflow API (`/api/v1/projects/{project}/…`): users by their roles, and the project's token
    /// and secret as ``Principal/project(projectID:scope:)``.
    static func workflowRoutes(projectID: String) -> [Route] {
        let project = "/api/v1/projects/\(projectID)"
        let translation = "\(project)/strings/none/translations/fr"
        return [
            (HTTPRequest.Method.get, "\(project)/strings?language=fr", nil, Action.readStrings),
            (.put, translation, #"{"string":"x"}"#, .translate(language: "fr")),
            (.post, "\(translation)/approve", nil, .review(language: "fr")),
            (.post, "\(translation)/reject", nil, .review(language: "fr")),
            (.get, "\(translation)/history", nil, .readStrings),
            (.post, "\(translation)/history/1/restore", nil, .translate(language: "fr")),
            (.get, "\(translation)/comments", nil, .readStrings),
            (.post, "\(translation)/comments", #"{"body":"Why?"}"#, .comment(language: "fr")),
            (.get, "\(project)/glossary", nil, .readStrings),
            (.put, "\(project)/glossary/none", #"{"translations":{"fr":"rien"}}"#, .manageGlossary),
            (.delete, "\(project)/glossary/none", nil, .manageGlossary),
            (.get, "\(project)/translation-memory?language=fr&text=Hello", nil, .useTranslationMemory),
            (.get, "\(project)/releases", nil, .readReleases),
            (.post, "\(project)/releases", "{}", .manageReleases),
            (.get, "\(project)/releases/1", nil, .readReleases),
            (.get, "\(project)/releases/1/diff/1", nil, .readReleases),
            (.get, "\(project)/channels", nil, .readReleases),
            (.get, "\(project)/channels/none", nil, .readReleases),
            (.put, "\(project)/channels/none", #"{"release":1}"#, .manageReleases),
            (.post, "\(project)/channels/none/rollback", nil, .manageReleases),
        ].map { method, path, body, action in
            Route(
                method: method, path: path, body: body, action: action, inProject: true,
                acceptsProjectCredentials: true)
        }
    }

    /// A project's settings for its managers: invitations, members, languages and tokens. Each change
    /// is safe to repeat (a second removal is a 404, which is neither 401 nor 403).
    static func settingsRoutes(projectID: String, victim: String) -> [Route] {
        let project = "/api/v1/projects/\(projectID)"
        return [
            (HTTPRequest.Method.get, "\(project)/invitations", nil, Action.invite),
            (.delete, "\(project)/invitations/none", nil, .invite),
            (.delete, "\(project)/members/\(victim)", nil, .manageMembers),
            (.get, "\(project)/languages", nil, .manageLanguages),
            (.post, "\(project)/languages", #"{"languages":["it"]}"#, .manageLanguages),
            (.delete, "\(project)/languages/it", nil, .manageLanguages),
            (.get, "\(project)/tokens", nil, .manageProjectTokens),
            (.post, "\(project)/tokens", "{}", .manageProjectTokens),
            (.patch, "\(project)/tokens/none", #"{"expires_at":null}"#, .manageProjectTokens),
            (.post, "\(project)/tokens/none/rotate", "{}", .manageProjectTokens),
            (.delete, "\(project)/tokens/none", nil, .manageProjectTokens),
        ].map { method, path, body, action in
            Route(method: method, path: path, body: body, action: action, inProject: true)
        }
    }

    static func routes(projectID: String, victim: String) -> [Route] {
        [
            Route(method: .get, path: "/api/v1/me", action: .manageOwnAccount, inProject: false),
            Route(method: .get, path: "/api/v1/me/tokens", action: .manageOwnAccount, inProject: false),
            Route(
                method: .post, path: "/api/v1/me/tokens", body: #"{"name":"ci"}"#, action: .manageOwnAccount,
                inProject: false),
            Route(method: .delete, path: "/api/v1/me/tokens/none", action: .manageOwnAccount, inProject: false),
            Route(method: .get, path: "/api/v1/users", action: .manageUsers, inProject: false),
            Route(
                method: .post, path: "/api/v1/users",
                body: #"{"name":"New","email":"EMAIL","password":"long enough password"}"#, action: .manageUsers,
                inProject: false),
            Route(
                method: .patch, path: "/api/v1/users/\(victim)", body: #"{"name":"Victim"}"#, action: .manageUsers,
                inProject: false),
            Route(method: .delete, path: "/api/v1/users/\(victim)/sessions", action: .manageUsers, inProject: false),
            Route(
                method: .post, path: "/api/v1/projects/\(projectID)/invitations",
                body: #"{"role":"translator","languages":["fr"]}"#, action: .invite, inProject: true),
            Route(method: .get, path: "/api/v1/projects/\(projectID)/members", action: .manageMembers, inProject: true),
            Route(
                method: .put, path: "/api/v1/projects/\(projectID)/members/\(victim)",
                body: #"{"roles":[{"role":"reviewer","languages":["el"]}]}"#, action: .manageMembers, inProject: true),
        ] + settingsRoutes(projectID: projectID, victim: victim) + [
            Route(method: .get, path: "/languages", action: .readContent, inProject: true),
            Route(method: .get, path: "/content/fr", action: .readContent, inProject: true),
            Route(method: .get, path: "/releases/channels/none", action: .readContent, inProject: true),
            Route(
                method: .get, path: "/releases/files/\(String(repeating: "0", count: 64))", action: .readContent,
                inProject: true),
            Route(method: .get, path: "/export/fr", action: .exportTranslations, inProject: true),
            Route(method: .post, path: "/content", body: #"{"data":{}}"#, action: .pushSources, inProject: true),
            Route(
                method: .post, path: "/translations/fr", body: #"{"data":{}}"#, action: .writeTranslations,
                inProject: true),
            Route(method: .post, path: "/import/fr", body: "{}", action: .importTranslations, inProject: true),
            Route(method: .get, path: "/jobs/content/none", action: .pollJobs, inProject: true),
            Route(method: .get, path: "/export/txstrings.json", action: .exportTranslations, inProject: true),
            Route(method: .post, path: "/invalidate", body: "{}", action: .invalidateCache, inProject: true),
            Route(method: .post, path: "/invalidate/fr", body: "{}", action: .invalidateCache, inProject: true),
            Route(method: .post, path: "/purge", body: "{}", action: .invalidateCache, inProject: true),
            Route(method: .post, path: "/purge/fr", body: "{}", action: .invalidateCache, inProject: true),
            Route(
                method: .get, path: "/analytics?filter[since]=2026-01-01&filter[until]=2026-01-31",
                action: .readAnalytics, inProject: true),
            Route(
                method: .get,
                path: "/api/v1/projects/\(projectID)/analytics?filter[since]=2026-01-01&filter[until]=2026-01-31",
                action: .readAnalytics, inProject: true),
        ] + workflowRoutes(projectID: projectID) + [
            // Last: signing out ends the subject's session.
            Route(method: .delete, path: "/api/v1/sessions/current", action: .manageOwnAccount, inProject: false)
        ]
    }

    static func subjects(_ fixture: AccountFixture) async throws -> [Subject] {
        let p = fixture.projectID
        var subjects: [Subject] = []
        func member(
            _ name: String, administrator: Bool = false, _ roles: [(ProjectRole, [String])], project: String? = nil
        )
            async throws
        {
            let user = try await fixture.user(name, administrator: administrator, roles: roles, project: project)
            let memberships = try await fixture.store.memberships(userID: user.id)
            let session = UserSession(tokenHash: "", userID: user.id, csrfToken: "", createdAt: 0, expiresAt: 1)
            subjects.append(
                Subject(
                    name: name, api: try await fixture.sessionHeaders(user), cds: try await fixture.tokenHeaders(user),
                    principal: .user(user, via: .session(session)), memberships: memberships))
            var viaToken = subjects[subjects.count - 1]
            viaToken.name += " (personal token)"
            viaToken.api = viaToken.cds
            subjects.append(viaToken)
        }
        try await member("admin", administrator: true, [])
        try await member("manager", [(.manager, [])])
        try await member("developer", [(.developer, [])])
        try await member("translator", [(.translator, ["fr"])])
        try await member("translator-el", [(.translator, ["el"])])
        try await member("reviewer", [(.reviewer, ["fr"])])
        try await member("no-role", [])
        let other = uniqueProjectID("other")
        _ = try await ProjectAdministration(store: fixture.store).createProject(
            id: other, sourceLanguage: "en", languages: ["fr"])
        try await member("manager of another project", [(.manager, [])], project: other)

        // Credentials that must not work at all.
        let expired = try await fixture.user("expired", roles: [(.manager, [])])
        let token = AccountSecret.generate(prefix: AccountSecret.sessionPrefix)
        try await fixture.store.createSession(
            UserSession(
                tokenHash: AccountSecret.hash(token), userID: expired.id, csrfToken: "c", createdAt: -10, expiresAt: -1)
        )
        let expiredSession: HTTPFields = [.cookie: "glossa_session=\(token)", SessionCookie.csrfHeader: "c"]
        subjects.append(
            Subject(name: "expired session", api: expiredSession, cds: expiredSession, principal: nil, memberships: []))
        let revoked = try await fixture.user("revoked", roles: [(.manager, [])])
        let revokedHeaders = try await fixture.tokenHeaders(revoked)
        for stored in try await fixture.store.personalTokens(userID: revoked.id) {
            _ = try await fixture.store.deletePersonalToken(id: stored.id, userID: revoked.id)
        }
        subjects.append(
            Subject(name: "revoked token", api: revokedHeaders, cds: revokedHeaders, principal: nil, memberships: []))
        var disabled = try await fixture.user("disabled", administrator: true, roles: [(.manager, [])])
        let disabledSession = try await fixture.sessionHeaders(disabled)
        let disabledToken = try await fixture.tokenHeaders(disabled)
        disabled.isDisabled = true
        _ = try await fixture.store.updateUser(disabled)
        subjects.append(
            Subject(
                name: "disabled (session)", api: disabledSession, cds: disabledToken, principal: nil, memberships: []))
        subjects.append(
            Subject(name: "disabled (token)", api: disabledToken, cds: disabledToken, principal: nil, memberships: []))
        subjects.append(Subject(name: "signed out", api: [:], cds: [:], principal: nil, memberships: []))

        // Project credentials: their CDS rights; on the account API they are no one (but the workflow
        // routes accept the token and secret).
        let credentials = fixture.base.credentials
        let trust: HTTPFields = [
            .authorization: "Bearer \(credentials.token)", Authenticator.trustSecretHeader: "trust-me",
        ]
        for (name, headers, scope) in [
            ("project token", fixture.base.read, AuthenticationScope.public),
            ("token + secret", fixture.base.write, .private), ("token + trust secret", trust, .trust),
        ] {
            subjects.append(
                Subject(
                    name: name, api: headers, cds: headers, principal: .project(projectID: p, scope: scope),
                    memberships: []))
        }
        return subjects
    }

    /// Routes anyone may call: health, readiness, the document, sign-in, and an invitation's own link.
    static let publicRoutes: Set<String> = [
        "GET /", "GET /health", "GET /ready", "GET /openapi.json", "POST /api/v1/sessions", "GET /api/v1/invitations/*",
        "POST /api/v1/invitations/*/accept",
    ]

    /// `METHOD /a/*/b`: the route with its parameters (or the values the matrix fills in) as `*`.
    static func shape(_ method: HTTPRequest.Method, _ path: String, values: Set<String> = []) -> String {
        let route = path.split(separator: "?", maxSplits: 1).first ?? ""
        let components = route.split(separator: "/").map {
            $0.hasPrefix(":") || $0.hasPrefix("{") || values.contains(String($0)) ? "*" : $0
        }
        return "\(method) /" + components.joined(separator: "/")
    }

    @Test func theMatrixCoversEveryRoute() async throws {
        let fixture = try await AccountFixture.make()
        let covered = Set(
            Self.routes(projectID: "P", victim: "V").map {
                Self.shape(
                    $0.method, $0.path, values: ["P", "V", "fr", "it", "none", "1", String(repeating: "0", count: 64)])
            })
        for route in fixture.base.server.buildRouter().routes {
            let shape = Self.shape(route.method, route.path.description)
            guard !Self.publicRoutes.contains(shape) else { continue }
            #expect(covered.contains(shape), "\(shape) is not in the matrix")
        }
        try await fixture.store.close()
    }

    @Test(arguments: StoreKind.available)
    func everyRouteAnswersAsTheTableSays(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let victim = try await fixture.user("victim", roles: [(.translator, [])])
        let subjects = try await Self.subjects(fixture)
        let routes = Self.routes(projectID: fixture.projectID, victim: victim.id)
        try await fixture.test { client in
            for route in routes {
                for subject in subjects {
                    let isAPI = route.path.hasPrefix("/api/")
                    let expected = Authorizer.decide(
                        subject.principal, memberships: subject.memberships, action: route.action,
                        projectID: route.inProject ? fixture.projectID : nil)
                    // The account API knows users only; project credentials there are no one, except
                    // on the workflow routes, which accept the project's token and secret.
                    let allowed =
                        expected.isAllowed
                        && !(isAPI && subject.principal?.user == nil && !route.acceptsProjectCredentials)
                    var headers = isAPI ? subject.api : subject.cds
                    headers[.contentType] = "application/json"
                    let body = route.body.map {
                        $0.replacingOccurrences(of: "EMAIL", with: "\(uniqueProjectID())@example.com")
                    }
                    try await client.execute(
                        uri: route.path, method: route.method, headers: headers,
                        body: body.map { ByteBuffer(string: $0) }
                    ) { response in
                        let refused = response.status == .unauthorized || response.status == .forbidden
                        #expect(
                            refused != allowed,
                            "\(route.method) \(route.path) as \(subject.name): \(response.status) \(response.text)")
                    }
                }
            }
            await fixture.base.server.finishPushes()
        }
    }
}
