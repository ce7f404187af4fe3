/// The registry of live servers in memory (the servers of one process sharing this store, in tests).
extension MemoryProjectStore: ProcessRegistryStore {
    public func heartbeat(instance: String, now: Int64, liveSince: Int64, forgetBefore: Int64) async throws -> Int {
        processHeartbeats[instance] = now
        processHeartbeats = processHeartbeats.filter { $0.value >= forgetBefore }
        return processHeartbeats.values.filter { $0 >= liveSince }.count
    }

    public func unregister(instance: String) async throws {
        processHeartbeats[instance] = nil
    }
}
