import NIOConcurrencyHelpers

/// The push locks of a PostgreSQL database: a session advisory lock per project
/// (`pg_try_advisory_lock(704702, hashtext(project))`), taken and held on a connection of the pool for as
/// long as the push runs. A server that dies loses its connections, and PostgreSQL releases its locks at
/// once: a killed server never blocks a project's pushes.
struct AdvisoryPushLocks: PushLocks {
    /// The first key of every push lock (the migrations' lock is the single key 704701).
    static let lockClass: Int64 = 704_702

    let database: any SQLDatabase

    func acquire(projectID: String) async throws -> (any PushLease)? {
        let release = AsyncStream<Void>.makeStream()
        let answer = AsyncThrowingStream<Bool, any Error>.makeStream()
        // The connection is held by a task of its own until the lease is released.
        let holder = Task {
            do {
                try await database.read { session in
                    let rows = try await session.query(
                        """
                        SELECT CASE WHEN pg_try_advisory_lock(\(Self.lockClass)::integer, hashtext(?)) THEN 1 ELSE 0 END
                            AS taken
                        """, [.text(projectID)])
                    let taken = try rows.first?.integer("taken") == 1
                    answer.continuation.yield(taken)
                    answer.continuation.finish()
                    guard taken else { return }
                    for await _ in release.stream { break }
                    try await session.query(
                        "SELECT CASE WHEN pg_advisory_unlock(\(Self.lockClass)::integer, hashtext(?)) THEN 1 ELSE 0 END AS released",
                        [.text(projectID)])
                }
            } catch {
                answer.continuation.finish(throwing: error)
            }
        }
        for try await taken in answer.stream {
            return taken ? Lease(signal: release.continuation, holder: holder) : nil
        }
        throw CancellationError()
    }

    private struct Lease: PushLease {
        /// Tells the holder to unlock and give its connection back.
        let signal: AsyncStream<Void>.Continuation
        let holder: Task<Void, Never>

        func release() async {
            signal.yield()
            signal.finish()
            await holder.value
        }
    }
}
