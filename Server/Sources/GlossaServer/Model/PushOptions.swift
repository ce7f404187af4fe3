/// The `meta` of a push: how the pushed strings combine with the ones already stored.
public struct PushOptions: Sendable, Hashable {
    /// Delete stored strings that are not in the push.
    public var purge = false
    /// Replace tags instead of adding to them.
    public var overrideTags = false
    /// Replace occurrences instead of adding to them.
    public var overrideOccurrences = false
    /// Keep translations of strings whose source text changes (`false` deletes them).
    public var keepTranslations = true
    /// Only compute what would change.
    public var dryRun = false

    /// The keys a push's `meta` may have; any other key is an error.
    static let keys: Set<String> = ["purge", "override_tags", "override_occurrences", "keep_translations", "dry_run"]

    /// Creates options; the defaults are the protocol's.
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
