import NIOConcurrencyHelpers

/// Channels as apps read them (`GET /releases/channels/{channel}`), answered from memory: each
/// channel's entries, read from the store at most once per revalidation interval, and the answer for
/// each entry, built once (it names an immutable release, so it never changes while the entry points
/// at it). A read whose channel was checked within the interval costs no database query.
///
/// A promotion or roll back through this server drops the project's channels at once, and so does the
/// change notice of another server's (``ChangePropagation/channelsChanged(projectID:)``); a missed
/// notice is seen within the revalidation interval, as for content.
final class ChannelCache: Sendable {
    private struct Key: Hashable {
        var projectID: String
        var channel: String
    }

    /// The answer for one entry: its channel and range, and the release it serves.
    private struct AnswerKey: Hashable {
        var projectID: String
        var channel: String
        var range: AppVersionRange
        var release: Int
    }

    private struct Checked {
        var entries: [ChannelEntry]
        var checked: UInt64
    }

    private struct State {
        var channels: [Key: Checked] = [:]
        var answers: [AnswerKey: CachedBody] = [:]
        /// Raised by ``invalidateAll()``, and per project by ``invalidate(projectID:)``: what was read
        /// before either moved is not kept after it.
        var generation: UInt64 = 0
        var projectGenerations: [String: UInt64] = [:]

        func stamp(of projectID: String) -> UInt64 { generation + (projectGenerations[projectID] ?? 0) }
    }

    /// The most channels and answers held; beyond it, the cache starts afresh.
    static let limit = 10_000

    private let clock: any MonotonicClock
    private let interval: UInt64
    private let state = NIOLockedValueBox(State())

    /// Creates a cache whose channels are read again after `revalidationInterval`.
    init(clock: any MonotonicClock, revalidationInterval: Duration) {
        self.clock = clock
        self.interval = revalidationInterval.nanoseconds
    }

    /// The entries of `channel` of `projectID`: from memory if checked within the revalidation
    /// interval, else from `load` (and kept).
    func entries(_ channel: String, projectID: String, load: () async throws -> [ChannelEntry]) async throws
        -> [ChannelEntry]
    {
        let key = Key(projectID: projectID, channel: channel)
        let now = clock.nanoseconds()
        let (cached, stamp) = state.withLockedValue { ($0.channels[key], $0.stamp(of: projectID)) }
        if let cached, now < cached.checked + interval { return cached.entries }
        let entries = try await load()
        state.withLockedValue { state in
            guard state.stamp(of: projectID) == stamp else { return }
            if state.channels.count >= Self.limit { state.channels.removeAll() }
            state.channels[key] = Checked(entries: entries, checked: now)
        }
        return entries
    }

    /// The answer for `entry` of `projectID`'s channel: from memory, or made by `build` (and kept).
    func answer(for entry: ChannelEntry, projectID: String, build: () async throws -> CachedBody) async throws
        -> CachedBody
    {
        let key = AnswerKey(projectID: projectID, channel: entry.channel, range: entry.range, release: entry.release)
        let (cached, stamp) = state.withLockedValue { ($0.answers[key], $0.stamp(of: projectID)) }
        if let cached { return cached }
        let answer = try await build()
        state.withLockedValue { state in
            guard state.stamp(of: projectID) == stamp else { return }
            if state.answers.count >= Self.limit { state.answers.removeAll() }
            state.answers[key] = answer
        }
        return answer
    }

    /// Drops the channels and answers of `projectID` (its channels changed, or the project did).
    func invalidate(projectID: String) {
        state.withLockedValue { state in
            state.projectGenerations[projectID, default: 0] += 1
            state.channels = state.channels.filter { $0.key.projectID != projectID }
            state.answers = state.answers.filter { $0.key.projectID != projectID }
        }
    }

    /// Drops everything (the change notices' connection was lost: changes may have gone unnoticed).
    func invalidateAll() {
        state.withLockedValue { state in
            state.generation += 1
            state.channels.removeAll()
            state.answers.removeAll()
        }
    }
}
