import Hummingbird

/// `GET /assets/editor.js`, `GET /assets/editor.css` and the pages' icon `GET /assets/icon.svg`, from
/// the binary (``EditorScript``, ``EditorStyle``), cacheable for an hour. With the icon declared, a
/// browser does not ask for `/favicon.ico`, which the server does not serve.
enum EditorAssets {
    static func add(to router: Router<DeliveryRequestContext>) {
        router.get("assets/editor.js") { _, _ in
            asset(EditorScript.text, type: "text/javascript; charset=utf-8")
        }
        router.get("assets/editor.css") { _, _ in
            asset(EditorStyle.text, type: "text/css; charset=utf-8")
        }
        router.get("assets/icon.svg") { _, _ in
            asset(icon, type: "image/svg+xml")
        }
    }

    /// A speech bubble in the editor's accent colour.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
        <path d="M2 2h12v9H7l-3 3v-3H2z" fill="#1f5fbf"/></svg>
        """

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
