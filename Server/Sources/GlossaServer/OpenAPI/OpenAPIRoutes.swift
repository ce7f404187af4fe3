import Hummingbird

/// `GET /openapi.json`: the OpenAPI 3.1 document describing every route (no authentication). The
/// document is `OpenAPI/openapi.json` in this target, embedded at build time.
struct OpenAPIRoutes {
    static let document = ByteBuffer(bytes: PackageResources.openapi_json)

    func add(to router: Router<DeliveryRequestContext>) {
        router.get("openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: Self.document))
        }
    }
}
