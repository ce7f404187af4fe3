/// The answer to an invalidate or purge: how many cached content entries the service affected.
public struct InvalidationResult: Sendable, Hashable {
    /// The entries re-queued (invalidate) or deleted (purge).
    public var count: Int

    /// Creates a result.
    public init(count: Int) {
        self.count = count
    }
}
