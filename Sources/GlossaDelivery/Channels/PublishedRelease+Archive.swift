import GlossaCDS

extension PublishedRelease {
    /// The version ``ReleaseInstaller`` knows the release by: its number.
    public var version: String { String(number) }

    /// The name of its archive as an app bundles it: `tml_<number>.tar.gz` (`archiveFileName`).
    public var archiveName: ReleaseArchiveName { ReleaseArchiveName(version: version, format: .tarGZip) }
}
