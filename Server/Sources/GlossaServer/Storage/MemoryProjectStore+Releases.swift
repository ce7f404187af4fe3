/// Releases and channels in memory, with the SQL stores' semantics.
extension MemoryProjectStore: ReleaseStore {
    public func createRelease(_ draft: ReleaseDraft, projectID: String) async throws -> Release {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        var state = releaseState[projectID] ?? MemoryReleases()
        let release = draft.release(number: (state.releases.last?.number ?? 0) + 1, projectID: projectID)
        for file in draft.files where state.files[file.sha256] == nil { state.files[file.sha256] = file }
        state.releases.append(release)
        releaseState[projectID] = state
        return release
    }

    public func releases(of projectID: String) async throws -> [Release] {
        (releaseState[projectID]?.releases ?? []).reversed()
    }

    public func release(_ number: Int, projectID: String) async throws -> Release? {
        releaseState[projectID]?.releases.first { $0.number == number }
    }

    public func releaseFile(_ sha256: String, projectID: String) async throws -> ReleaseFile? {
        releaseState[projectID]?.files[sha256]
    }

    public func promote(
        _ number: Int, channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        var state = releaseState[projectID] ?? MemoryReleases()
        guard state.releases.contains(where: { $0.number == number }) else { throw StoreError.unknownRelease(number) }
        let key = MemoryReleases.EntryKey(channel: channel, range: range)
        var entry =
            state.entries[key]
            ?? ChannelEntry(channel: channel, range: range, release: number, previousRelease: nil, updatedAt: time)
        if state.entries[key] != nil, entry.release != number {
            entry.previousRelease = entry.release
            entry.release = number
        }
        entry.updatedAt = time
        state.record(entry, .promote, actor: actor, at: time, key: key)
        releaseState[projectID] = state
        return entry
    }

    public func rollBack(
        channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        var state = releaseState[projectID] ?? MemoryReleases()
        let key = MemoryReleases.EntryKey(channel: channel, range: range)
        let name = ChannelName.describe(channel, range)
        guard var entry = state.entries[key] else { throw StoreError.unknownChannel(name) }
        guard let previous = entry.previousRelease else {
            throw StoreError.notPossible("\(name) has no previous release")
        }
        entry.previousRelease = entry.release
        entry.release = previous
        entry.updatedAt = time
        state.record(entry, .rollback, actor: actor, at: time, key: key)
        releaseState[projectID] = state
        return entry
    }

    public func channelEntries(_ channel: String, projectID: String) async throws -> [ChannelEntry] {
        try await channelEntries(of: projectID).filter { $0.channel == channel }
    }

    public func channelEntries(of projectID: String) async throws -> [ChannelEntry] {
        ChannelEntry.sorted(Array((releaseState[projectID]?.entries ?? [:]).values))
    }

    public func channelHistory(_ channel: String, projectID: String) async throws -> [ChannelEvent] {
        (releaseState[projectID]?.history[channel] ?? []).reversed()
    }
}

/// One project's releases, files, channel entries and channel history in a ``MemoryProjectStore``.
struct MemoryReleases: Sendable {
    /// A channel entry's identity.
    struct EntryKey: Hashable, Sendable {
        var channel: String
        var range: AppVersionRange
    }

    /// Oldest first.
    var releases: [Release] = []
    /// By SHA-256.
    var files: [String: ReleaseFile] = [:]
    var entries: [EntryKey: ChannelEntry] = [:]
    /// Channel → events, oldest first.
    var history: [String: [ChannelEvent]] = [:]

    mutating func record(
        _ entry: ChannelEntry, _ action: ChannelEvent.Action, actor: WorkflowActor, at time: Int64, key: EntryKey
    ) {
        entries[key] = entry
        let events = history[entry.channel] ?? []
        history[entry.channel, default: []].append(
            ChannelEvent(
                channel: entry.channel, sequence: events.count + 1, action: action, range: entry.range,
                release: entry.release, previousRelease: entry.previousRelease, actor: actor, at: time))
    }
}
