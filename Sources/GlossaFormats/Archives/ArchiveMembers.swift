/// The files of an archive (tar, tar.gz or zip), read once and handed over one at a time, for readers
/// that keep what they parse rather than every file's bytes (``TMLReleaseFormat/read(archive:options:)``).
///
/// A zip archive is read from its ``ZipArchive/Directory``: creating the members refuses the whole
/// archive from its declared sizes before anything is inflated, and lists its paths
/// (``directoryPaths``) before any member is read; ``readEach(where:_:)`` then inflates each member
/// only when its turn comes and releases it before the next, so reading costs the archive plus its
/// largest member.
///
/// A tar or tar.gz archive has no directory: ``readEach(where:_:)`` reads its headers in order, each
/// checked against the limits before its member's data is read (``TarArchive``), and hands each member
/// over as it comes; a tar.gz is inflated once, a piece at a time, so a refused archive is refused
/// before anything past the limit is inflated, and memory holds the archive and one member, whatever
/// the number of members. Its paths are known once it has been read (``Listing``).
///
/// A path that appears more than once is handed over at its last copy, with a warning in the
/// ``Listing``'s diagnostics: in a zip only that copy is handed over (and inflated); in a tar, whose
/// later headers are not known when a member comes, every copy is, in order, so a reader that keeps
/// members by path ends with the last one.
public struct ArchiveMembers: Sendable {
    /// The paths of a zip archive's files, each once, in the order they first appear in its central
    /// directory: known before any member is read. `nil` for a tar, which has no directory.
    public let directoryPaths: [String]?
    private let storage: Storage

    private enum Storage: Sendable {
        /// A zip archive's directory and the entries to read: the last of each path.
        case zip(ZipArchive.Directory, entries: [ZipArchive.Entry])
        /// A tar or tar.gz archive.
        case tar(bytes: [UInt8], kind: ArchiveKind, limits: ReadLimits, fileName: String?)
    }

    /// What reading an archive found besides its members.
    public struct Listing: Sendable {
        /// The paths of the files, each once, in the order they first appear in the archive.
        public let paths: [String]
        /// What the archive reader warned about (a path that appears twice).
        public let diagnostics: [FormatDiagnostic]
    }

    /// The members of the archive `bytes`, within `limits` (see ``ArchiveReader``).
    ///
    /// - Throws: ``FormatError`` for bytes that are not an archive, or a zip that is unsafe, corrupt or
    ///   over the limits by what its directory declares. A tar is judged as it is read.
    public init(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil) throws(FormatError) {
        guard let kind = ArchiveKind(detecting: bytes) else {
            throw FormatError(.syntax, "not a tar, tar.gz or zip archive", file: fileName)
        }
        switch kind {
        case .zip:
            let directory = try ZipArchive.Directory(bytes, limits: limits, fileName: fileName)
            var seen: Set<String> = []
            directoryPaths = directory.entries.map(\.path).filter { seen.insert($0).inserted }
            storage = .zip(directory, entries: directory.lastCopies)
        case .tar, .tarGZip:
            directoryPaths = nil
            storage = .tar(bytes: bytes, kind: kind, limits: limits, fileName: fileName)
        }
    }

    /// Reads the archive once, calling `body` with the path and bytes of each file `wanted` accepts, in
    /// archive order (a path that appears more than once: see ``ArchiveMembers``). Each member is read
    /// (inflated) just before its call and dropped after it, unless `body` keeps it; the bytes of a
    /// member not wanted are not kept (a zip's are not inflated, a tar.gz's are inflated and dropped a
    /// piece at a time).
    ///
    /// - Returns: the archive's paths and warnings.
    /// - Throws: the first error of `body`, or a ``FormatError`` naming the member that is over a limit,
    ///   unsafe, or could not be read or inflated (its data expands beyond its declared size, is
    ///   corrupt, or fails its CRC-32).
    @discardableResult
    public func readEach(
        where wanted: (_ path: String) -> Bool = { _ in true },
        _ body: (_ path: String, _ bytes: [UInt8]) throws(FormatError) -> Void
    ) throws(FormatError) -> Listing {
        switch storage {
        case .zip(let directory, let entries):
            for entry in entries where wanted(entry.path) { try body(entry.path, try directory.contents(of: entry)) }
            return Listing(paths: directoryPaths ?? [], diagnostics: directory.diagnostics)
        case .tar(let bytes, let kind, let limits, let fileName):
            var members = try TarArchive.Members(bytes, kind: kind, limits: limits, fileName: fileName)
            var paths: [String] = []
            var seen: Set<String> = []
            while let member = try members.next() {
                if seen.insert(member.path).inserted { paths.append(member.path) }
                if wanted(member.path) { try body(member.path, try members.data()) }
            }
            try members.finish()
            return Listing(paths: paths, diagnostics: members.diagnostics)
        }
    }
}
