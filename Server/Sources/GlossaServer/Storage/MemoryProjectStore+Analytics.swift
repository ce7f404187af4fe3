/// Analytics in memory (one process), with the SQL stores' semantics.
extension MemoryProjectStore: AnalyticsStore {
    public func addContentFetches(_ counts: [ContentFetchCount], maximumSDKsPerDay: Int, oldestDay: Int64)
        async throws
    {
        contentFetches = contentFetches.filter { $0.key.day >= oldestDay }
        for count in counts where projectsByID[count.projectID] != nil {
            var key = count
            key.fetches = 0
            if key.sdk != ClientSDK.overflow, contentFetches[key] == nil {
                let stored = Set(
                    contentFetches.keys.lazy.filter {
                        $0.projectID == count.projectID && $0.day == count.day && $0.sdk != ClientSDK.overflow
                    }
                    .map(\.sdk))
                if !stored.contains(count.sdk), stored.count >= maximumSDKsPerDay { key.sdk = ClientSDK.overflow }
            }
            contentFetches[key, default: 0] += count.fetches
        }
    }

    public func contentFetches(projectID: String, from first: Int64, through last: Int64) async throws
        -> [ContentFetchCount]
    {
        contentFetches.filter { $0.key.projectID == projectID && (first...last).contains($0.key.day) }
            .map { key, fetches in
                ContentFetchCount(
                    projectID: key.projectID, day: key.day, language: key.language, sdk: key.sdk, fetches: fetches)
            }
            .sorted { ($0.day, $0.language, $0.sdk) < ($1.day, $1.language, $1.sdk) }
    }
}
