import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The service that listens on the ``ChangeFeed`` while the server runs and hands each notice to
/// ``ChangePropagation``. A lost connection is reconnected after ``retryDelay``; once listening again,
/// every cached body is revalidated, since notices sent meanwhile were missed. Stops on graceful
/// shutdown (or cancellation), releasing its connection.
struct ChangeListener: Service {
    let feed: any ChangeFeed
    let propagation: ChangePropagation
    let status: ChangeListenerStatus
    let retryDelay: Duration
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown { await listen() }
    }

    private func listen() async {
        // This run's connections (the status may be shared by several applications of one server).
        let connections = NIOLockedValueBox(0)
        while !Task.isCancelled {
            do {
                try await feed.listen(
                    connected: {
                        // After a reconnection, notices sent meanwhile were missed: revalidate everything. The
                        // first connection follows the start, when little is cached and nothing older than the
                        // revalidation interval.
                        status.connected()
                        let count = connections.withLockedValue { count -> Int in
                            count += 1
                            return count
                        }
                        if count > 1 { propagation.revalidateAll() }
                    }, received: propagation.receive)
            } catch {
                if !Task.isCancelled {
                    logger.warning("lost the change notifications' connection", metadata: ["error": "\(error)"])
                }
            }
            status.disconnected()
            guard !Task.isCancelled else { return }
            logger.notice("reconnecting to the change notifications", metadata: ["delay": "\(retryDelay)"])
            try? await Task.sleep(for: retryDelay)
        }
    }
}

/// Whether the change listener is listening, and how many times it has connected (for `/ready` and
/// tests).
final class ChangeListenerStatus: Sendable {
    private struct State {
        var listening = false
        var connections = 0
    }

    private let state: NIOLockedValueBox<State>

    /// A status that starts as `listening` when nothing needs listening for (a feed no other process
    /// publishes on), so `/ready` does not wait for a listener that tests may not run.
    init(listening: Bool) {
        state = NIOLockedValueBox(State(listening: listening))
    }

    /// Whether notices are being received.
    var isListening: Bool { state.withLockedValue { $0.listening } }
    /// How many times the listener has connected (1 after the start, one more per reconnection).
    var connections: Int { state.withLockedValue { $0.connections } }

    /// Records a connection; returns how many there have been.
    @discardableResult
    func connected() -> Int {
        state.withLockedValue {
            $0.listening = true
            $0.connections += 1
            return $0.connections
        }
    }

    func disconnected() { state.withLockedValue { $0.listening = false } }
}
