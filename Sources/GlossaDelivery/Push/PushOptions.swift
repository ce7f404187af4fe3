/// How the service applies a push (the payload's `meta`).
public struct PushOptions: Sendable, Hashable {
    /// Delete strings on the service that are not in this push.
    public var purge: Bool
    /// Replace the strings' tags instead of adding to them.
    public var overrideTags: Bool
    /// Replace the strings' occurrences instead of adding to them.
    public var overrideOccurrences: Bool
    /// Keep existing translations when a source text changes.
    public var keepTranslations: Bool
    /// Only compute what would change; change nothing.
    public var dryRun: Bool

    /// Creates options; by default nothing is purged or overridden and translations are kept.
    public init(
        purge: Bool = false, overrideTags: Bool = false, overrideOccurrences: Bool = false,
        keepTranslations: Bool = true, dryRun: Bool = false
    ) {
        self.purge = purge
        self.overrideTags = overrideTags
        self.overrideOccurrences = overrideOccurrences
        self.keepTranslations = keepTranslations
        self.dryRun = dryRun
    }
}
