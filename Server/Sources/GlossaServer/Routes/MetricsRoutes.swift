import Hummingbird

/// `GET /metrics`: the server's Prometheus metrics (``ServerMetrics``), in the text exposition format.
/// Only added when ``MetricsConfiguration/token`` is set, and only answered to `Authorization: Bearer
/// <token>` (always that header, whatever ``ServerConfiguration/authorizationHeader`` says): 401 without
/// it, 403 with another (counted against the client address like any failed authentication, so 429 past
/// ``RateLimits/authenticationFailures``). No project token or secret, trust secret or user opens it.
struct MetricsRoutes {
    let services: ServerServices
    let metrics: ServerMetrics
    let token: String

    /// The exposition format's media type.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    func add(to router: Router<DeliveryRequestContext>) {
        router.get("metrics") { request, context in
            try authorize(request, clientAddress: context.clientAddress)
            let usage = (services.store as? SQLProjectStore)?.connectionUsage
            return Response(
                status: .ok, headers: [.contentType: Self.contentType, .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition(usage: usage))))
        }
    }

    private func authorize(_ request: Request, clientAddress: String) throws {
        if let retryAfter = services.limiter.exhausted(token: clientAddress, scope: .authenticationFailures) {
            throw ProtocolError.tooManyRequests(retryAfterSeconds: retryAfter)
        }
        guard let value = request.headers[.authorization] else {
            throw ProtocolError(
                status: .unauthorized, message: "Unauthorized", details: "Send Authorization: Bearer <metrics token>",
                headers: [.wwwAuthenticate: #"Bearer realm="metrics""#])
        }
        let presented = value.utf8.count > 7 && value.lowercased().hasPrefix("bearer ") ? value.dropFirst(7) : ""
        guard SecretHasher.constantTimeEqual(Array(presented.utf8), Array(token.utf8)) else {
            _ = services.limiter.acquire(token: clientAddress, scope: .authenticationFailures)
            throw ProtocolError.forbidden(invalidCredentials: true)
        }
    }
}
