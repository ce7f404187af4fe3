import Foundation

/// A release unpacked on disk.
public struct InstalledRelease: Sendable, Hashable {
    /// The version.
    public var version: String
    /// The directory holding the release's files (`snapshot.json`, `<locale>/translations.json`, …).
    public var directory: URL
    /// Whether the app has confirmed that this release works (see
    /// ``ReleaseInstaller/confirmCurrentRelease()``); until then the previous release is kept.
    public var isConfirmed: Bool

    /// Creates a description of an installed release.
    public init(version: String, directory: URL, isConfirmed: Bool) {
        self.version = version
        self.directory = directory
        self.isConfirmed = isConfirmed
    }
}

/// What ``ReleaseInstaller/updateIfAvailable(from:)`` and
/// ``ReleaseInstaller/installBundledArchive(at:)`` did.
public enum ReleaseUpdateOutcome: Sendable, Hashable {
    /// The installed release is the offered one (or as new, for ``ReleaseUpdateRule/newerOnly``), or the
    /// offered one was rolled back from before; nothing changed.
    case upToDate(InstalledRelease?)
    /// The offered release is installed and current; `previous` is kept until it is confirmed. From a
    /// channel that was rolled back, the installed release is older than `previous`.
    case installed(InstalledRelease, previous: InstalledRelease?)
    /// The offered release was rejected (corrupt download, bad checksum, invalid content); the
    /// current release is unchanged.
    case rejected(ReleaseError, current: InstalledRelease?)
}
