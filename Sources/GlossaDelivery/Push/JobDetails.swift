/// What a push job did: strings created, updated, skipped, deleted and failed.
public struct JobDetails: Sendable, Hashable {
    /// New strings.
    public var created: Int
    /// Changed strings.
    public var updated: Int
    /// Unchanged strings.
    public var skipped: Int
    /// Strings deleted by a purge.
    public var deleted: Int
    /// Strings the service could not store.
    public var failed: Int

    /// Creates details.
    public init(created: Int = 0, updated: Int = 0, skipped: Int = 0, deleted: Int = 0, failed: Int = 0) {
        self.created = created
        self.updated = updated
        self.skipped = skipped
        self.deleted = deleted
        self.failed = failed
    }
}
