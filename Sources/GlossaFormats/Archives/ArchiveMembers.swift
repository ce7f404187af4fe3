/// The files of an archive (tar, tar.gz or zip), their paths known before any is read and their bytes
/// handed over one at a time, for readers that keep what they parse rather than every file's bytes
/// (``TMLReleaseFormat/read(archive:options:)``).
///
/// A zip archive is read from its ``ZipArchive/Directory``: the whole archive is refused from its
/// declared sizes before anything is inflated, and each member is inflated only when its turn comes
/// and released before the next, so reading costs the archive plus its largest member. A tar archive
/// has no directory, so it is read whole first (a tar.gz must be decompressed whole in any case).
public struct ArchiveMembers: Sendable {
    /// The paths of the files, in archive order, each once (a path that appears twice is read twice,
    /// and the later copy is the one that counts).
    public let paths: [String]
    /// What the archive reader warned about (a path that appears twice).
    public let diagnostics: [FormatDiagnostic]
    private let storage: Storage

    private enum Storage: Sendable {
        case zip(ZipArchive.Directory)
        case files(FileTree)
    }

    /// The members of the archive `bytes`, within `limits` (see ``ArchiveReader``).
    ///
    /// - Throws: ``FormatError`` for an archive that is not one, is unsafe or corrupt, or is over the
    ///   limits by what it declares.
    public init(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil) throws(FormatError) {
        if ArchiveKind(detecting: bytes) == .zip {
            let directory = try ZipArchive.Directory(bytes, limits: limits, fileName: fileName)
            var seen: Set<String> = []
            paths = directory.entries.map(\.path).filter { seen.insert($0).inserted }
            diagnostics = directory.diagnostics
            storage = .zip(directory)
        } else {
            let (files, notes) = try ArchiveReader(limits: limits).read(bytes, fileName: fileName)
            paths = files.paths
            diagnostics = notes
            storage = .files(files)
        }
    }

    /// Calls `body` with each file's path and bytes, in archive order. Of a zip archive, each member is
    /// inflated just before its call and dropped after it, unless `body` keeps it.
    ///
    /// - Throws: the first error of `body`, or a ``FormatError`` naming the member that could not be
    ///   inflated (its data expands beyond its declared size, is corrupt, or fails its CRC-32).
    public func readEach(_ body: (_ path: String, _ bytes: [UInt8]) throws(FormatError) -> Void) throws(FormatError) {
        switch storage {
        case .zip(let directory):
            var members = directory.members()
            while let (entry, bytes) = try members.next() { try body(entry.path, bytes) }
        case .files(let files):
            for path in files.paths { try body(path, files[path] ?? []) }
        }
    }
}
