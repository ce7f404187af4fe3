import Hummingbird

/// Serves the translators' web editor (``EditorRoutes``) on the server's port: `GET /` asked for by a
/// browser (`Accept: text/html`), and every path under `/sign-in`, `/sign-out`, `/invite`,
/// `/preferences`, `/projects` and `/assets`. Everything else goes on to the API and CDS routes, so the editor's HTML pages are not
/// routes of the API router that the OpenAPI document describes.
///
/// Every answer of the editor carries ``EditorSecurityHeaders``: a Content-Security-Policy without
/// inline scripts, `frame-ancestors 'none'`, and no MIME sniffing.
struct EditorMiddleware: RouterMiddleware {
    typealias Context = DeliveryRequestContext

    /// The first path segments that belong to the editor.
    static let prefixes: Set<Substring> = ["sign-in", "sign-out", "invite", "preferences", "projects", "assets"]

    let responder: RouterResponder<DeliveryRequestContext>

    init(routes: EditorRoutes) {
        let router = Router(context: DeliveryRequestContext.self, options: .autoGenerateHeadEndpoints)
        routes.add(to: router)
        self.responder = router.buildResponder()
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard Self.isEditorRequest(request) else { return try await next(request, context) }
        var response = try await responder.respond(to: request, context: context)
        EditorSecurityHeaders.apply(to: &response.headers)
        return response
    }

    /// Whether the editor answers `request`: its own paths, and the root for a browser.
    static func isEditorRequest(_ request: Request) -> Bool {
        let path = request.uri.path
        guard let first = path.split(separator: "/", maxSplits: 1).first else {
            // The root: a browser gets the editor; curl, scripts and tests get the server's banner.
            return path == "/" && (request.headers[.accept] ?? "").contains("text/html")
        }
        return prefixes.contains(first)
    }
}
