/// The `meta` of a push: how the pushed strings combine with the ones already stored.
public struct PushOptions: Sendable, Hashable {
    /// Delete stored strings that are not in the push.
    public var purge: Bool
    /// Replace tags instead of adding to them.
    public var overrideTags: Bool
    /// Replace occurrences instead of adding to them.
    public var overrideOccurrences: Bool
    /// Keep translations of strings whose source text changes (`false` deletes them).
    public var keepTranslations: Bool
    /// Only compute what would change; change nothing.
    public var dryRun: Bool

    /// Creates options; the defaults are the protocol's: nothing purged or overridden, translations
    /// kept.
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

    /// The members of a push's `meta`, in the order clients write them; any other member is an error.
    public static let wireNames = ["purge", "override_tags", "override_occurrences", "keep_translations", "dry_run"]

    /// The option a `meta` member names, for reading and writing it by name.
    subscript(wireName name: String) -> Bool? {
        get {
            switch name {
            case "purge": purge
            case "override_tags": overrideTags
            case "override_occurrences": overrideOccurrences
            case "keep_translations": keepTranslations
            case "dry_run": dryRun
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch name {
            case "purge": purge = newValue
            case "override_tags": overrideTags = newValue
            case "override_occurrences": overrideOccurrences = newValue
            case "keep_translations": keepTranslations = newValue
            case "dry_run": dryRun = newValue
            default: break
            }
        }
    }
}
