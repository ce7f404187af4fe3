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
    /// The installed release is as new as the offered one; nothing changed.
    case upToDate(InstalledRelease?)
    /// The offered release is installed and current; `previous` is kept until it is confirmed.
    case installed(InstalledRelease, previous: InstalledRelease?)
    /// The offered release was rejected (corrupt download, bad checksum, invalid content); the
    /// current release is unchanged.
    case rejected(ReleaseError, current: InstalledRelease?)
}
