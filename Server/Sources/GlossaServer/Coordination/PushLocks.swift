import NIOConcurrencyHelpers

/// One push per project at a time, across every server sharing the database: a push holds its project's
/// lock from the moment it is accepted until its transaction has ended, and a second push for the project
/// meanwhile, on any server, is refused with 409.
public protocol PushLocks: Sendable {
    /// Takes the lock of `projectID` if no push holds it; nil if one does.
    func acquire(projectID: String) async throws -> (any PushLease)?
}

/// A held push lock.
public protocol PushLease: Sendable {
    /// Releases the lock (once; later calls do nothing).
    func release() async
}

/// The push locks of a database that only one process uses (SQLite, memory): a set of projects in memory.
public final class LocalPushLocks: PushLocks {
    private let held = NIOLockedValueBox<Set<String>>([])

    /// Creates the locks, none held.
    public init() {}

    public func acquire(projectID: String) async throws -> (any PushLease)? {
        let taken = held.withLockedValue { $0.insert(projectID).inserted }
        return taken ? Lease(locks: self, projectID: projectID) : nil
    }

    private final class Lease: PushLease {
        let locks: LocalPushLocks
        let projectID: String
        private let released = NIOLockedValueBox(false)

        init(locks: LocalPushLocks, projectID: String) {
            self.locks = locks
            self.projectID = projectID
        }

        func release() async {
            // Only the first call releases: a later one must not free the lock of the project's next push.
            let first = released.withLockedValue { released -> Bool in
                if released { return false }
                released = true
                return true
            }
            guard first else { return }
            _ = locks.held.withLockedValue { $0.remove(projectID) }
        }
    }
}
