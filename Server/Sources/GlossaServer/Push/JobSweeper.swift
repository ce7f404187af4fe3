import Logging
import ServiceLifecycle

/// The service that, every ``ServerConfiguration/jobSweepInterval`` while the server runs, fails the push
/// jobs of any server sharing the database whose lease expired (``PushCoordinator/failExpiredJobs()``), so a
/// push whose server died reads failed everywhere, and its project takes pushes again, within a lease and
/// a sweep. Stops on graceful shutdown.
struct JobSweeper: Service {
    let pushes: PushCoordinator
    let interval: Duration
    let logger: Logger

    func run() async throws {
        await periodically(every: interval) {
            do {
                _ = try await pushes.failExpiredJobs()
            } catch {
                logger.warning("could not fail expired push jobs", metadata: ["error": "\(error)"])
            }
        }
    }
}
