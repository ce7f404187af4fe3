import GlossaFormats

/// What a release server says about its newest release.
public struct ReleaseManifest: Sendable, Hashable {
    /// The version.
    public var version: String
    /// The archive format.
    public var format: ArchiveKind
    /// The archive's SHA-256 (lowercase hex), when the server publishes it; checked after download.
    public var sha256: String?

    /// Creates a manifest.
    public init(version: String, format: ArchiveKind = .tarGZip, sha256: String? = nil) {
        self.version = version
        self.format = format
        self.sha256 = sha256?.lowercased()
    }
}
