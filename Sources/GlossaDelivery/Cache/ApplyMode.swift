/// When fetched strings take effect.
public enum ApplyMode: Sendable, Hashable {
    /// At once: the next lookup returns the new strings (and observers are told).
    case immediately
    /// At the next launch: the strings are downloaded and saved now, and loaded next time (Transifex's
    /// default, which keeps a screen from changing under the user).
    case nextLaunch
}
