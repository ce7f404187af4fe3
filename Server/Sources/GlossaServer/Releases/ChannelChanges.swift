/// Promotions and roll backs of release channels, as the API and the web editor make them: the
/// store's change (one transaction), then the cached channels dropped here and on every other server
/// sharing the database (``ChangePropagation/channelsChanged(projectID:)``), so that apps read the
/// new release at once.
struct ChannelChanges {
    let store: any ReleaseStore
    let changes: ChangePropagation

    /// ``ReleaseStore/promote(_:channel:range:projectID:actor:at:)``, then the caches told.
    func promote(
        _ number: Int, channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry {
        let entry = try await store.promote(
            number, channel: channel, range: range, projectID: projectID, actor: actor, at: time)
        await changes.channelsChanged(projectID: projectID)
        return entry
    }

    /// ``ReleaseStore/rollBack(channel:range:projectID:actor:at:)``, then the caches told.
    func rollBack(channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64)
        async throws -> ChannelEntry
    {
        let entry = try await store.rollBack(
            channel: channel, range: range, projectID: projectID, actor: actor, at: time)
        await changes.channelsChanged(projectID: projectID)
        return entry
    }
}
