import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle

/// Whether the server is draining: told to stop (SIGTERM), it answers `/ready` with 503 so a load balancer
/// sends it nothing new, while requests in flight finish.
final class DrainState: Sendable {
    private let draining = NIOLockedValueBox(false)

    /// True from the moment a graceful shutdown began.
    var isDraining: Bool { draining.withLockedValue { $0 } }

    func begin() { draining.withLockedValue { $0 = true } }
}

/// The service that starts the drain: the first to hear of a graceful shutdown (it runs after the
/// application in the service group, which shuts services down in reverse order), it marks the server
/// draining and waits ``ServerConfiguration/drainDelay`` while the server still accepts requests (so a load
/// balancer's health checks see `/ready` fail), then returns, and the application stops accepting
/// connections and finishes the requests in flight.
struct DrainNotice: Service {
    let state: DrainState
    let delay: Duration
    let logger: Logger

    func run() async throws {
        // Returns when the graceful shutdown begins; throws if the group is cancelled instead.
        try await gracefulShutdown()
        state.begin()
        logger.notice("draining: /ready answers 503", metadata: ["delay": "\(delay)"])
        if delay > .zero { try? await Task.sleep(for: delay) }
    }
}
