import Hummingbird
import Mustache

/// The editor's Mustache templates (``EditorTemplates``, compiled once when the server starts) and
/// the rendering of a page into an HTML response. Mustache escapes every `{{value}}` for HTML, so
/// keys, sources, translations, comments and names from users, pushes and imports show as text; the
/// templates use no triple mustaches.
struct EditorPages: Sendable {
    let library: MustacheLibrary
    /// The interface's languages: every page is rendered in the one its request chose.
    let localization: EditorLocalization

    /// Compiles the templates; a template that does not parse is a programming error caught by the
    /// tests, and leaves the page out (it then renders as an empty 500 page).
    init() {
        var library = MustacheLibrary()
        for (name, text) in EditorTemplates.all {
            if let template = try? MustacheTemplate(string: text) { library.register(template, named: name) }
        }
        self.library = library
        localization = EditorLocalization()
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
        headers[.contentLanguage] = page.text.code
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

/// What the layout of every page shows: the title, who is signed in (with the CSRF token of the
/// sign-out and interface-language forms), and the interface's words (`t`) and language.
struct EditorPage {
    var title: String
    var visitor: EditorVisitor?
    /// The interface language the page is written in.
    var text: EditorText

    /// A page for `visitor`, in the interface language chosen for them.
    init(title: String, visitor: EditorVisitor) {
        self.init(title: title, visitor: visitor, text: visitor.text)
    }

    /// A page in `text`'s language, for `visitor` if someone is signed in.
    init(title: String, visitor: EditorVisitor?, text: EditorText) {
        self.title = title
        self.visitor = visitor
        self.text = text
    }

    var values: [String: Any] {
        var values: [String: Any] = [
            "title": title, "version": GlossaServerVersion.current, "t": text.templateValues, "lang": text.code,
        ]
        if let visitor {
            values["user"] = ["name": visitor.user.name, "email": visitor.user.email]
            values["csrf"] = visitor.session.csrfToken
            values["interfaceLanguages"] = visitor.interfaceLanguages
        }
        return values
    }
}
