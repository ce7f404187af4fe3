import Hummingbird
import Mustache

/// The editor's Mustache templates (``EditorTemplates``, compiled once when the server starts) and
/// the rendering of a page into an HTML response. Mustache escapes every `{{value}}` for HTML, so
/// keys, sources, translations, comments and names from users, pushes and imports show as text; the
/// templates use no triple mustaches.
struct EditorPages: Sendable {
    let library: MustacheLibrary

    /// Compiles the templates; a template that does not parse is a programming error caught by the
    /// tests, and leaves the page out (it then renders as an empty 500 page).
    init() {
        var library = MustacheLibrary()
        for (name, text) in EditorTemplates.all {
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        self.library = library
    }

    /// `value`, or false when there is none: a Mustache section (`{{#x}}…{{/x}}`) then shows nothing.
    static func shown(_ value: Any?) -> Any { value ?? false }

    /// Renders the template `name` with the layout's values (`page`) and the page's own (`values`).
    func render(
        _ name: String, _ page: EditorPage, _ values: [String: Any], status: HTTPResponse.Status = .ok,
        headers: HTTPFields = [:]
    ) -> Response {
        var object = page.values
        for (key, value) in values { object[key] = value }
        guard let html = library.render(object, withTemplate: name) else {
            return Response(status: .internalServerError)
        }
        var headers = headers
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

/// What the layout of every page shows: the title, who is signed in (with the CSRF token of the
/// sign-out form) and the page's language and direction.
struct EditorPage {
    var title: String
    var visitor: EditorVisitor?

    var values: [String: Any] {
        var values: [String: Any] = ["title": title, "version": GlossaServerVersion.current]
        if let visitor {
            values["user"] = ["name": visitor.user.name, "email": visitor.user.email]
            values["csrf"] = visitor.session.csrfToken
        }
        return values
    }
}
