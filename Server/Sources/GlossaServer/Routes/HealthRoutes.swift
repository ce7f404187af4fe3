import GlossaJSON
import Hummingbird
import Logging

/// `GET /`, `GET /health` and `GET /ready` (no authentication).
///
/// `/health` says the process is alive: it answers 200 whatever its database does, so that an
/// orchestrator's liveness probe does not restart every process (and empty their caches, which keep
/// serving content) during a database outage. `/ready` says the server should get traffic: the database
/// answers, every migration this build knows is applied, the server is not draining (after SIGTERM) and,
/// on PostgreSQL, it listens for other servers' change notices; 503 naming the first that fails otherwise.
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
            Response.json(.object(["version": .string(GlossaServerVersion.current), "status": "ok"]))
        }
        router.get("ready") { _, context in
            let status = await readiness(logger: context.logger)
            return Response.json(
                .object(["version": .string(GlossaServerVersion.current), "status": .string(status)]),
                status: status == "ready" ? .ok : .serviceUnavailable)
        }
    }

    /// `ready`, or what keeps the server from it: `draining`, `unavailable` (the database does not
    /// answer), `migrating` (migrations pending), `connecting` (not yet listening for change notices).
    private func readiness(logger: Logger) async -> String {
        if services.draining.isDraining { return "draining" }
        let pending: Int
        do {
            pending = try await services.store.pendingMigrations()
        } catch {
            logger.error("readiness check: the database does not answer", metadata: ["error": "\(error)"])
            return "unavailable"
        }
        if pending > 0 { return "migrating" }
        return services.changeListener.status.isListening ? "ready" : "connecting"
    }
}

/// The server's version, reported by `/health`.
public enum GlossaServerVersion {
    /// The version string.
    public static let current = "0.1.0"
}
