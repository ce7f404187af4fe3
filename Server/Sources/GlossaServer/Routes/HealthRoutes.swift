import GlossaJSON
import Hummingbird

/// `GET /` and `GET /health` (no authentication).
struct HealthRoutes {
    let services: ServerServices

    func add(to router: Router<DeliveryRequestContext>) {
        router.get("/") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string: "Glossa delivery server (CDS-compatible) - v\(GlossaServerVersion.current)")))
        }
        router.get("health") { _, _ in
            do {
                _ = try await services.store.revision(of: "")
                return Response.json(.object(["version": .string(GlossaServerVersion.current), "status": "ok"]))
            } catch {
                services.logger.error("health check: the database does not answer", metadata: ["error": "\(error)"])
                return Response.json(
                    .object(["version": .string(GlossaServerVersion.current), "status": "unavailable"]),
                    status: .serviceUnavailable)
            }
        }
    }
}

/// The server's version, reported by `/health`.
public enum GlossaServerVersion {
    /// The version string.
    public static let current = "0.1.0"
}
