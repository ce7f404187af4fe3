import Logging
import ServiceLifecycle

/// The service that adds the content fetches counted in memory to the database every
/// ``AnalyticsConfiguration/flushInterval`` while the server runs (``ContentAnalytics/flush()``); a failed
/// flush is logged and retried at the next. On graceful shutdown it is stopped after the HTTP server
/// (services stop in reverse order), and flushes once more: the fetches of the last requests are counted.
struct AnalyticsFlusher: Service {
    let analytics: ContentAnalytics
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await periodically(every: interval) { await analytics.flushLogging(logger) }
        // The service stops after the HTTP server has answered its last request: count those too.
        await analytics.flushLogging(logger)
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
