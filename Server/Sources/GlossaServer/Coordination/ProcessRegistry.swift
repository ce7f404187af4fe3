import Logging
import ServiceLifecycle

/// Registers this server in the database with a heartbeat every ``interval`` and tells the rate limiter
/// how many servers are live (a heartbeat within the last three intervals), so that each applies
/// `configured rate / live servers` to the limits it counts in memory and the servers together allow
/// about the configured rate (see <doc:SeveralServers>). Run on PostgreSQL only: on SQLite and in memory
/// one process serves, and the limiter keeps the configured rates.
///
/// A failed heartbeat is logged, and the last count is kept. On graceful shutdown the registration is
/// removed, so the others take over its share at their next heartbeat; a server killed stops counting
/// once its last heartbeat is three intervals old.
struct ProcessRegistry: Service {
    let store: any ProcessRegistryStore
    let instance: String
    let limiter: RateLimiter
    let wallClock: any WallClock
    let interval: Duration
    let logger: Logger

    /// How many missed heartbeats make a server not live.
    static let missedHeartbeats: Int64 = 3

    /// Records a heartbeat and sets the limiter's share; returns the live servers, this one included.
    @discardableResult
    func beat() async throws -> Int {
        let now = wallClock.unixMilliseconds()
        let length = max(1, Int64(interval.nanoseconds / 1_000_000))
        let live = try await store.heartbeat(
            instance: instance, now: now, liveSince: now - Self.missedHeartbeats * length,
            // Registrations of servers gone for a day are deleted.
            forgetBefore: now - AnalyticsDay.millisecondsPerDay)
        limiter.setLiveServers(live)
        return live
    }

    func run() async throws {
        await periodically(every: interval, startingNow: true) {
            do {
                try await beat()
            } catch {
                logger.warning("could not record the server's heartbeat", metadata: ["error": "\(error)"])
            }
        }
        do {
            try await store.unregister(instance: instance)
        } catch {
            logger.warning("could not unregister the server", metadata: ["error": "\(error)"])
        }
    }
}
