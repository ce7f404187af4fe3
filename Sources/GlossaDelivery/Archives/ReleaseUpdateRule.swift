/// Which release ``ReleaseInstaller/updateIfAvailable(from:)`` installs from a ``ReleaseSource``.
///
/// Either way, a release the app rolled back from (``ReleaseInstaller/rollBack()``) is not installed
/// again, and a failed download or install leaves the current release in place.
public enum ReleaseUpdateRule: Sendable, Hashable {
    /// Only a release newer than the current one: a server that publishes forward only, such as
    /// TMLKit's CDN (``HTTPReleaseSource``).
    case newerOnly
    /// The source's release whenever it is not the current one, older or newer: the source is the
    /// truth. A channel of Glossa's server (``ChannelReleaseSource``) is rolled back by pointing it at
    /// an older release, and apps must follow it there.
    case followSource
}
