import Foundation
import Hummingbird
import Logging

/// The pages of the translators' web editor, rendered on the server from Mustache templates
/// (``EditorPages``): sign-in, sign-out and invitations (``EditorRoutes+Account``), the projects and a
/// language's string list (``EditorRoutes+Projects``), importing and exporting files
/// (``EditorRoutes+Files``), the project's releases and channels and the diff of two releases
/// (``EditorRoutes+Releases``, ``EditorRoutes+ReleaseActions``, ``EditorRoutes+ReleaseDiff``), the editor of one string with its review,
/// history and comments (``EditorRoutes+Editor``, ``EditorRoutes+Actions``), the live checks and
/// changes its script asks for (``EditorRoutes+Checks``, ``EditorRoutes+Changes``), and the script and style sheet (``EditorAssets``).
///
/// Every page asks the server's one ``Authorizer`` for the signed-in user (from the session cookie
/// the API sets); every form that changes something carries the session's CSRF token.
struct EditorRoutes {
    let services: ServerServices
    /// The workflow storage and the API's save, review and restore, which the editor's forms reuse.
    let workflow: WorkflowRoutes?
    let pages: EditorPages

    /// Adds the editor's routes to its own router (see ``EditorMiddleware``).
    func add(to router: Router<DeliveryRequestContext>) {
        router.get("/") { request, context in try await page(request, context) { try await projects($0) } }
        addAccountRoutes(to: router)
        router.get("projects/:project/settings") { request, context in
            try await page(request, context) { visitor in
                let done = Self.settingsNotice(request.decodedQuery["done"], visitor.text)
                return try await settingsPage(
                    try context.parameters.identifier("project"), visitor, SettingsOutcome(notice: done))
            }
        }
        router.post("projects/:project/settings") { request, context in
            try await page(request, context) { try await changeSettings(request, context, $0) }
        }
        router.get("projects/:project/files") { request, context in
            try await page(request, context) {
                try await filesPage(try context.parameters.identifier("project"), $0, FilesOutcome())
            }
        }
        router.post("projects/:project/files") { request, context in
            try await page(request, context) { try await importFile(request, context, $0) }
        }
        router.get("projects/:project/files/export") { request, context in
            try await page(request, context) { try await exportFile(request, context, $0) }
        }
        router.get("projects/:project/releases") { request, context in
            try await page(request, context) { visitor in
                let notice = Self.releasesNotice(request.decodedQuery, visitor.text)
                return try await releasesPage(
                    try context.parameters.identifier("project"), visitor, ReleasesOutcome(notice: notice))
            }
        }
        router.post("projects/:project/releases") { request, context in
            try await page(request, context) { try await changeReleases(request, context, $0) }
        }
        router.get("projects/:project/releases/diff") { request, context in
            try await page(request, context) { try await releaseDiffPage(request, context, $0) }
        }
        router.get("projects/:project/:lang") { request, context in
            try await page(request, context) { try await stringList(request, context, $0) }
        }
        router.get("projects/:project/:lang/edit") { request, context in
            try await page(request, context) { try await editor(request, context, $0) }
        }
        router.post("projects/:project/:lang/edit") { request, context in
            try await page(request, context) { try await act(request, context, $0) }
        }
        router.post("projects/:project/:lang/check") { request, context in
            try await page(request, context) { try await check(request, context, $0) }
        }
        router.get("projects/:project/:lang/changes") { request, context in
            try await page(request, context) { try await changes(request, context, $0) }
        }
        EditorAssets.add(to: router)
    }

    /// Runs a page that needs a signed-in user: without one, a redirect to the sign-in page that comes
    /// back here; an error becomes an error page with its status.
    func page(
        _ request: Request, _ context: DeliveryRequestContext, _ body: (EditorVisitor) async throws -> Response
    ) async throws -> Response {
        do {
            guard let visitor = try await self.visitor(request) else {
                return Self.redirect(to: "/sign-in?next=" + Self.queryEncoded(Self.pathAndQuery(request)))
            }
            return try await body(visitor)
        } catch {
            return errorPage(error, visitor: try? await self.visitor(request), request: request, logger: context.logger)
        }
    }

    /// The user signed in with the request's session cookie, if any.
    func visitor(_ request: Request) async throws -> EditorVisitor? {
        guard let token = SessionCookie.token(in: request),
            let (user, session) = try await services.accounts.resolveSession(token: token)
        else { return nil }
        let setting = user.interfaceLanguage
        return EditorVisitor(
            user: user, session: session,
            text: pages.localization.text(setting: setting, acceptLanguage: request.headers[.acceptLanguage]),
            interfaceChoices: pages.localization.choices(setting: setting))
    }

    /// Asks the authorizer whether `visitor` may do `action` in `projectID`; throws 403 otherwise.
    func require(_ visitor: EditorVisitor, _ action: Action, projectID: String?) async throws {
        try await services.authorizer.require(visitor.principal, action, projectID: projectID)
    }

    /// Whether `visitor` may do `action` in `projectID` (to show or hide a form).
    func allows(_ visitor: EditorVisitor, _ action: Action, projectID: String?) async throws -> Bool {
        try await services.authorizer.authorize(visitor.principal, action, projectID: projectID).isAllowed
    }

    /// The page of an error: its status and what the server says about it; an unexpected error is logged
    /// with `logger` (the request's).
    func errorPage(_ error: any Error, visitor: EditorVisitor?, request: Request, logger: Logger) -> Response {
        let problem: ProtocolError
        switch error {
        case let error as ProtocolError: problem = error
        case let error as AccountError: problem = error.protocolError
        case let error as EditorFormError: problem = .badRequest(error.message)
        case StoreError.conflict(let details):
            problem = ProtocolError(status: .conflict, message: "Conflict", details: details)
        case StoreError.unknownProject, StoreError.unknownLanguage: problem = .notFound("\(error)")
        default:
            logger.error("editor: \(error)")
            problem = ProtocolError(status: .internalServerError, message: "Internal Server Error")
        }
        return pages.render(
            "error", EditorPage(title: problem.message, visitor: visitor, text: visitor?.text ?? text(for: request)),
            [
                "status": Int(problem.status.code), "message": problem.message,
                "details": EditorPages.shown(problem.details),
            ],
            status: problem.status)
    }

    /// The interface for a request nobody signed in to: in the browser's language.
    func text(for request: Request) -> EditorText {
        pages.localization.text(setting: nil, acceptLanguage: request.headers[.acceptLanguage])
    }

    /// A `303 See Other` to `location` (the answer to a form post).
    static func redirect(to location: String, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    /// The request's path with its query, for coming back to it after signing in.
    static func pathAndQuery(_ request: Request) -> String {
        request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
    }

    /// `text` percent-encoded for a query value or a path segment (ASCII letters, digits and `-._~` stay).
    static func queryEncoded(_ text: String) -> String { QueryEncoding.encode(text) }
}

/// The signed-in user of an editor request, with the session the cookie names and the interface
/// language chosen for them.
struct EditorVisitor: Sendable {
    let user: User
    let session: UserSession
    /// The interface in the user's setting, else in the browser's language.
    let text: EditorText
    /// The interface-language form's choices, the user's setting selected.
    let interfaceChoices: [InterfaceChoice]

    /// ``interfaceChoices`` as the layout's template reads them.
    var interfaceLanguages: [[String: Any]] {
        interfaceChoices.map { choice in
            [
                "code": choice.code, "name": choice.name ?? text("layout.languageFromBrowser"),
                "selected": choice.selected,
            ]
        }
    }

    /// The principal ``Authorizer`` decides for.
    var principal: Principal { .user(user, via: .session(session)) }

    /// The actor history and comments record.
    var actor: WorkflowActor { WorkflowActor(principal) }
}
