import Logging
import NIOConcurrencyHelpers

/// Counts the content fetches this server answers, per project, UTC day, language and client SDK, in
/// memory (one dictionary increment under a lock per fetch), and adds them to the database with
/// ``flush()`` (every ``AnalyticsConfiguration/flushInterval`` and at graceful shutdown). Nothing about
/// who fetched is kept.
///
/// Memory stays bounded between flushes: at most ``AnalyticsConfiguration/maximumSDKsPerDay`` SDK values
/// per project and day are counted separately, the rest as ``ClientSDK/overflow``; languages are the
/// project's.
final class ContentAnalytics: Sendable {
    private struct ProjectDay: Hashable {
        var projectID: String
        var day: Int64
    }

    private struct Pending {
        /// Fetches by project, day, language and SDK (the keys' `fetches` are 0).
        var counts: [ContentFetchCount: Int64] = [:]
        /// The SDK values counted per project and day.
        var sdks: [ProjectDay: Set<String>] = [:]
    }

    private let configuration: AnalyticsConfiguration
    private let store: any AnalyticsStore
    private let wallClock: any WallClock
    private let pending = NIOLockedValueBox(Pending())

    init(configuration: AnalyticsConfiguration, store: any AnalyticsStore, wallClock: any WallClock) {
        self.configuration = configuration
        self.store = store
        self.wallClock = wallClock
    }

    /// Counts one fetch of `language` in `projectID` by the SDK its `X-NATIVE-SDK` header (`sdkHeader`)
    /// names.
    func record(projectID: String, language: String, sdkHeader: String?) {
        let day = AnalyticsDay.day(unixMilliseconds: wallClock.unixMilliseconds())
        var key = ContentFetchCount(
            projectID: projectID, day: day, language: language, sdk: ClientSDK.normalized(sdkHeader), fetches: 0)
        let maximum = configuration.maximumSDKsPerDay
        pending.withLockedValue { pending in
            if let count = pending.counts[key] {
                pending.counts[key] = count + 1
                return
            }
            let projectDay = ProjectDay(projectID: projectID, day: day)
            var sdks = pending.sdks[projectDay] ?? []
            if key.sdk != ClientSDK.overflow, !sdks.contains(key.sdk) {
                if sdks.count >= maximum {
                    key.sdk = ClientSDK.overflow
                } else {
                    sdks.insert(key.sdk)
                    pending.sdks[projectDay] = sdks
                }
            }
            pending.counts[key, default: 0] += 1
        }
    }

    /// The fetches counted and not yet flushed.
    var unflushed: [ContentFetchCount] {
        pending.withLockedValue { pending in
            pending.counts.map { key, fetches in
                var count = key
                count.fetches = fetches
                return count
            }
        }
    }

    /// Adds the fetches counted since the last flush to the database, in one transaction; if that fails,
    /// they are kept for the next flush and the error is thrown.
    func flush() async throws {
        let taken = pending.withLockedValue { pending in
            defer { pending = Pending() }
            return pending
        }
        guard !taken.counts.isEmpty else { return }
        let counts = taken.counts.map { key, fetches in
            var count = key
            count.fetches = fetches
            return count
        }
        let today = AnalyticsDay.day(unixMilliseconds: wallClock.unixMilliseconds())
        do {
            try await store.addContentFetches(
                counts, maximumSDKsPerDay: configuration.maximumSDKsPerDay,
                oldestDay: today - Int64(max(1, configuration.retentionDays)) + 1)
        } catch {
            pending.withLockedValue { pending in
                for (key, fetches) in taken.counts { pending.counts[key, default: 0] += fetches }
                for (projectDay, sdks) in taken.sdks { pending.sdks[projectDay, default: []].formUnion(sdks) }
            }
            throw error
        }
    }
}
