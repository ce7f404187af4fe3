/// Where the servers sharing a database register themselves with a heartbeat, so each knows how many are
/// live (`ProcessRegistry`) and takes its share of the read rate limits.
public protocol ProcessRegistryStore: Sendable {
    /// Records `instance`'s heartbeat at `now` (Unix milliseconds), deletes the registrations whose last
    /// heartbeat is before `forgetBefore`, and returns how many instances have beaten since `liveSince`,
    /// this one included.
    func heartbeat(instance: String, now: Int64, liveSince: Int64, forgetBefore: Int64) async throws -> Int

    /// Removes `instance`'s registration (at graceful shutdown), so the others count it out at once.
    func unregister(instance: String) async throws
}
