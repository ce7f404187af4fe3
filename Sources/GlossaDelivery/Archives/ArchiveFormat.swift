/// The archive formats TML releases come in.
public enum ArchiveFormat: String, Sendable, Hashable, CaseIterable {
    /// A gzip-compressed tar (`.tar.gz`, `.tgz`, `.tar.gzip`).
    case tarGzip = "tar.gz"
    /// A plain tar (`.tar`).
    case tar = "tar"
    /// A zip (`.zip`).
    case zip = "zip"

    /// The file name extension written for downloads.
    public var fileExtension: String { rawValue }
}
