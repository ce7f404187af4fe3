import GlossaJSON

/// Reading a release from an archive through ``ArchiveMembers``, read once, one member at a time.
extension TMLReleaseFormat {
    /// Reads a release archive (tar, tar.gz or zip) and converts it to a document.
    ///
    /// The archive is read once through ``ArchiveMembers``: a zip archive is refused from its declared
    /// sizes before anything is inflated (and, without `translation_keys.json`, is no release before any
    /// member is inflated), a tar or tar.gz from its headers as they are read (before the data of a
    /// member over a limit is inflated), and the members are read one at a time, each parsed when it
    /// may be a file of the release (`ArchivedReleaseFiles`) and released before the next, so memory
    /// holds the archive, the largest member and the parsed files, never every member's bytes at once,
    /// and a tar.gz is inflated once.
    public func read(archive bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let members = try ArchiveMembers(bytes, limits: options.limits, fileName: options.fileName)
        if let paths = members.directoryPaths { _ = try Self.releasePaths(paths, options: options) }
        var files = ArchivedReleaseFiles()
        let listing = try members.readEach(where: ArchivedReleaseFiles.mayBeReleaseFile) {
            path, data throws(FormatError) in files.add(data, path: path, options: options)
        }
        let (prefix, paths) = try Self.releasePaths(listing.paths, options: options)
        let parsed = try files.releaseFiles(under: prefix, locales: Self.localeFolders(paths))
        var (release, diagnostics) = try release(paths: paths, options: options) { parsed[$0] }
        diagnostics = listing.diagnostics + diagnostics
        return ReadResult(document: document(from: release), diagnostics: diagnostics)
    }

    /// The folder prefix of the release in an archive whose files are `paths` (empty when they are at
    /// the top level), and the paths relative to it.
    ///
    /// - Throws: ``FormatError`` if there are no files, or no `translation_keys.json`: no release.
    private static func releasePaths(_ paths: [String], options: ReadOptions) throws(FormatError) -> (
        prefix: String, paths: [String]
    ) {
        guard !paths.isEmpty else {
            throw FormatError(.invalidValue, "not a TML release: the archive has no members", file: options.fileName)
        }
        let prefix = releaseRoot(paths).map { $0 + "/" } ?? ""
        let relative = paths.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
        guard relative.contains("translation_keys.json") else { throw notARelease(options) }
        return (prefix, relative)
    }
}
