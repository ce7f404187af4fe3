/// A provider whose strings could not be loaded at start-up, and why; the provider was skipped.
public struct CacheLoadIssue: Sendable, Hashable, CustomStringConvertible {
    /// The provider's name (`bundle`, `download`).
    public var provider: String
    /// What went wrong.
    public var error: CacheError

    /// Creates an issue.
    public init(provider: String, error: CacheError) {
        self.provider = provider
        self.error = error
    }

    /// `provider: error`.
    public var description: String { "\(provider): \(error)" }
}
