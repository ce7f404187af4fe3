/// Reading a release from its files, all in memory (a folder, or an archive read whole).
extension TMLReleaseFormat {
    /// Reads a release from its files (an extracted archive or folder). A single top-level folder
    /// holding the release is looked into.
    public func release(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> (
        release: TMLRelease, diagnostics: [FormatDiagnostic]
    ) {
        let root = Self.releaseRoot(files.paths)
        let tree = root.map { files.subtree($0) } ?? files
        return try release(paths: tree.paths, options: options) { path throws(FormatError) in
            guard let bytes = tree[path] else { return nil }
            return try Self.parse(bytes, path: path, options: options)
        }
    }

    /// Reads a release from its files and converts it to a document.
    public func read(files: FileTree, options: ReadOptions = ReadOptions()) throws(FormatError) -> ReadResult {
        let (release, diagnostics) = try release(files: files, options: options)
        return ReadResult(document: document(from: release), diagnostics: diagnostics)
    }
}
