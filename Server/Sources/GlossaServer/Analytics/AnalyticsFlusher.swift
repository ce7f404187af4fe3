import Logging
import ServiceLifecycle

/// The service that adds the content fetches counted in memory to the database every
/// ``AnalyticsConfiguration/flushInterval`` while the server runs (``ContentAnalytics/flush()``); a failed
/// flush is logged and retried at the next. Stops on graceful shutdown; ``DeliveryServer/run(onServerRunning:)``
/// flushes once more after the last request has been answered.
struct AnalyticsFlusher: Service {
    let analytics: ContentAnalytics
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return
                }
                await analytics.flushLogging(logger)
            }
        }
    }
}

extension ContentAnalytics {
    /// ``flush()``, logging a failure as a warning (the counts wait for the next flush).
    func flushLogging(_ logger: Logger) async {
        do {
            try await flush()
        } catch {
            logger.warning("could not flush the analytics", metadata: ["error": "\(error)"])
        }
    }
}
