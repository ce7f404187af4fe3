/// The archive kinds Glossa reads and writes: the files `glossa convert` and `glossa bundle` write, the
/// server exports, and TML releases arrive in (GlossaDelivery's release manifests and archive names).
public enum ArchiveKind: String, Sendable, Hashable, CaseIterable {
    /// A plain tar archive (`.tar`).
    case tar
    /// A gzip-compressed tar archive (`.tar.gz`, `.tgz`, `.tar.gzip`).
    case tarGZip = "tar.gz"
    /// A zip archive (`.zip`).
    case zip

    /// The file name suffixes (lowercase, with their dot) that name each kind, in the order they are
    /// tried.
    static let suffixes: [(suffix: String, kind: ArchiveKind)] = [
        (".tar.gzip", .tarGZip), (".tar.gz", .tarGZip), (".tgz", .tarGZip), (".tar", .tar), (".zip", .zip),
    ]

    /// The kind a file name's extension names, if any (case does not matter).
    public init?(fileName: String) {
        guard let kind = Self.suffix(of: fileName)?.kind else { return nil }
        self = kind
    }

    /// The suffix of `fileName` that names an archive kind, as written in `fileName`, and the kind.
    public static func suffix(of fileName: String) -> (suffix: Substring, kind: ArchiveKind)? {
        let lower = fileName.lowercased()
        guard let match = suffixes.first(where: { lower.hasSuffix($0.suffix) }) else { return nil }
        return (fileName.suffix(match.suffix.count), match.kind)
    }

    /// The kind the bytes' magic numbers show.
    public init?(detecting bytes: [UInt8]) {
        if GZip.isGZip(bytes) {
            self = .tarGZip
        } else if ZipArchive.isZip(bytes) {
            self = .zip
        } else if TarArchive.isTar(bytes) {
            self = .tar
        } else {
            return nil
        }
    }

    /// The file name extension written for files of this kind (`tar.gz`, `tar`, `zip`), without a dot.
    public var fileExtension: String { rawValue }

    /// The name GlossaDelivery's `ArchiveFormat` gave `.tarGZip`.
    @available(*, deprecated, renamed: "tarGZip")
    public static var tarGzip: ArchiveKind { .tarGZip }
}
