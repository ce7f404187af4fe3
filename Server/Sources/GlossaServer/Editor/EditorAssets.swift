import Hummingbird

/// `GET /assets/editor.js` and `GET /assets/editor.css`, from the binary (``EditorScript``,
/// ``EditorStyle``), cacheable for an hour.
enum EditorAssets {
    static func add(to router: Router<DeliveryRequestContext>) {
        router.get("assets/editor.js") { _, _ in
            asset(EditorScript.text, type: "text/javascript; charset=utf-8")
        }
        router.get("assets/editor.css") { _, _ in
            asset(EditorStyle.text, type: "text/css; charset=utf-8")
        }
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
