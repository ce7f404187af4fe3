/// Request counters in memory (one process), as the SQL stores keep them: a count per key and window.
extension MemoryProjectStore: RequestCounterStore {
    public func countRequest(key: String, windowStart: Int64) async throws -> Int64 {
        var windows = (requestWindows[key] ?? [:]).filter { $0.key >= windowStart }
        let count = (windows[windowStart] ?? 0) + 1
        windows[windowStart] = count
        requestWindows[key] = windows
        return count
    }
}
