/// The files of an archive (tar, tar.gz or zip), their paths known before any is read and their bytes
/// handed over one at a time, for readers that keep what they parse rather than every file's bytes
/// (``TMLReleaseFormat/read(archive:options:)``).
///
/// A zip archive is read from its ``ZipArchive/Directory``: the whole archive is refused from its
/// declared sizes before anything is inflated, and each member is inflated only when its turn comes
/// and released before the next, so reading costs the archive plus its largest member.
///
/// A tar or tar.gz archive has no directory: creating the members reads its headers in order, each
/// checked against the limits before its member's data is read (``TarArchive``), and skips the data
/// (a tar.gz is inflated a piece at a time and dropped), so a refused archive is refused before
/// anything past the limit is inflated, and nothing is held. ``readEach(_:)`` then reads the archive
/// again, handing each member over as it comes. A tar.gz is thus inflated twice when it is read; in
/// exchange the paths are known before the first member is handed over, and memory holds the archive
/// and one member, whatever the number of members.
///
/// A path that appears more than once is handed over once, with its last copy (with a warning in
/// ``diagnostics``); earlier copies are never handed over. In a zip they are never inflated either
/// (each entry is inflated on its own). In a tar they are skipped unread. In a tar.gz they are
/// inflated on the way past, as every byte before the last copy is (the gzip stream is one piece,
/// read in order), counted against the limits, and dropped.
public struct ArchiveMembers: Sendable {
    /// The paths of the files, each once, in the order they first appear in the archive.
    public let paths: [String]
    /// What the archive reader warned about (a path that appears twice).
    public let diagnostics: [FormatDiagnostic]
    private let storage: Storage

    private enum Storage: Sendable {
        /// A zip archive's directory and the entries to read: the last of each path.
        case zip(ZipArchive.Directory, entries: [ZipArchive.Entry])
        /// A tar or tar.gz archive and, for each path, the index among the archive's files of its last copy.
        case tar(bytes: [UInt8], kind: ArchiveKind, limits: ReadLimits, fileName: String?, lastCopies: [String: Int])
    }

    /// The members of the archive `bytes`, within `limits` (see ``ArchiveReader``).
    ///
    /// - Throws: ``FormatError`` for an archive that is not one, is unsafe or corrupt, or is over the
    ///   limits: a zip by what it declares, a tar by its headers, a tar.gz also by what it inflates to.
    public init(_ bytes: [UInt8], limits: ReadLimits = ReadLimits(), fileName: String? = nil) throws(FormatError) {
        guard let kind = ArchiveKind(detecting: bytes) else {
            throw FormatError(.syntax, "not a tar, tar.gz or zip archive", file: fileName)
        }
        var paths: [String] = []
        var lastCopies: [String: Int] = [:]
        switch kind {
        case .zip:
            let directory = try ZipArchive.Directory(bytes, limits: limits, fileName: fileName)
            var seen: Set<String> = []
            paths = directory.entries.map(\.path).filter { seen.insert($0).inserted }
            diagnostics = directory.diagnostics
            storage = .zip(directory, entries: directory.lastCopies)
        case .tar, .tarGZip:
            var members = try TarArchive.Members(bytes, kind: kind, limits: limits, fileName: fileName)
            var index = 0
            while let member = try members.next() {
                if lastCopies.updateValue(index, forKey: member.path) == nil { paths.append(member.path) }
                index += 1
            }
            try members.finish()
            diagnostics = members.diagnostics
            storage = .tar(bytes: bytes, kind: kind, limits: limits, fileName: fileName, lastCopies: lastCopies)
        }
        self.paths = paths
    }

    /// Calls `body` with each file's path and bytes, in archive order (a path that appears more than
    /// once at its last copy). Each member is read (inflated) just before its call and dropped after
    /// it, unless `body` keeps it.
    ///
    /// - Throws: the first error of `body`, or a ``FormatError`` naming the member that could not be
    ///   inflated (its data expands beyond its declared size, is corrupt, or fails its CRC-32).
    public func readEach(_ body: (_ path: String, _ bytes: [UInt8]) throws(FormatError) -> Void) throws(FormatError) {
        switch storage {
        case .zip(let directory, let entries):
            for entry in entries { try body(entry.path, try directory.contents(of: entry)) }
        case .tar(let bytes, let kind, let limits, let fileName, let lastCopies):
            var members = try TarArchive.Members(bytes, kind: kind, limits: limits, fileName: fileName)
            var index = 0
            while let member = try members.next() {
                if lastCopies[member.path] == index { try body(member.path, try members.data()) }
                index += 1
            }
        }
    }
}
