import GlossaJSON

/// Reading a release from an archive through ``ArchiveMembers``, one member at a time.
extension TMLReleaseFormat {
    /// Reads a release archive (tar, tar.gz or zip) and converts it to a document.
    ///
    /// The archive is read through ``ArchiveMembers``: a zip archive is refused from its declared sizes
    /// before anything is inflated, a tar or tar.gz from its headers as they are read (before the data
    /// of a member over a limit is inflated), and the members are read one at a time, each parsed
    /// (when it is a file of the release) and released before the next, so memory holds the archive,
    /// the largest member and the parsed release, never every member at once.
    public func read(archive bytes: [UInt8], options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let members = try ArchiveMembers(bytes, limits: options.limits, fileName: options.fileName)
        guard !members.paths.isEmpty else {
            throw FormatError(.invalidValue, "not a TML release: the archive has no members", file: options.fileName)
        }
        let root = Self.releaseRoot(members.paths)
        let prefix = root.map { $0 + "/" } ?? ""
        let paths = members.paths.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
        // Without its keys, the archive is no release: say so before parsing any member.
        guard paths.contains("translation_keys.json") else { throw Self.notARelease(options) }
        let locales = Self.localeFolders(paths)
        var parsed: [String: (JSONValue, [FormatDiagnostic])] = [:]
        try members.readEach { path, data throws(FormatError) in
            guard path.hasPrefix(prefix) else { return }
            let relative = String(path.dropFirst(prefix.count))
            guard Self.isReleaseFile(relative, locales: locales) else { return }
            parsed[relative] = try Self.parse(data, path: relative, options: options)
        }
        var (release, diagnostics) = try release(paths: paths, options: options) { parsed[$0] }
        diagnostics = members.diagnostics + diagnostics
        return ReadResult(document: document(from: release), diagnostics: diagnostics)
    }
}
