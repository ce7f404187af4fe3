import GlossaJSON

/// The members of a release archive that may be files of the release, parsed as the archive is read,
/// once (``TMLReleaseFormat/read(archive:options:)``).
///
/// Which members are files of the release depends on every path of the archive (the folder the release
/// is in, its locale folders), and a tar's paths are known only once it has been read. So each member
/// that is a release file's path at the top level or under its top-level folder is parsed as it comes
/// and kept, parsed or with its error, by its path (a later copy replaces an earlier one); once the
/// paths are known, ``releaseFiles(under:locales:)`` takes the release's files and reports the first
/// of them that could not be parsed. A member that turns out not to be one was parsed for nothing, and
/// its error is never reported.
struct ArchivedReleaseFiles {
    private var parsed: [String: (order: Int, result: Result<(JSONValue, [FormatDiagnostic]), FormatError>)] = [:]
    private var count = 0

    /// Whether the member at `path` may be a file of the release: it is one's path at the top level or
    /// under the top-level folder (whichever the release turns out to be in), in any locale folder.
    static func mayBeReleaseFile(_ path: String) -> Bool {
        if TMLReleaseFormat.isReleaseFile(path, locales: nil) { return true }
        guard let slash = path.firstIndex(of: "/") else { return false }
        return TMLReleaseFormat.isReleaseFile(String(path[path.index(after: slash)...]), locales: nil)
    }

    /// Parses the member `bytes` at `path`, keeping the JSON or the error.
    mutating func add(_ bytes: [UInt8], path: String, options: ReadOptions) {
        count += 1
        do {
            parsed[path] = (count, .success(try TMLReleaseFormat.parse(bytes, path: path, options: options)))
        } catch {
            parsed[path] = (count, .failure(error))
        }
    }

    /// The files of the release in the folder `prefix` (empty at the top level) with the locale folders
    /// `locales`, by their path relative to `prefix`, which their diagnostics name.
    ///
    /// - Throws: the error of the first of them (in archive order) that could not be parsed.
    func releaseFiles(under prefix: String, locales: Set<String>) throws(FormatError) -> [String: (
        JSONValue, [FormatDiagnostic]
    )] {
        var files: [String: (JSONValue, [FormatDiagnostic])] = [:]
        for (path, (_, result)) in parsed.sorted(by: { $0.value.order < $1.value.order }) {
            guard path.hasPrefix(prefix) else { continue }
            let relative = String(path.dropFirst(prefix.count))
            guard TMLReleaseFormat.isReleaseFile(relative, locales: locales) else { continue }
            func renamed(_ diagnostic: FormatDiagnostic) -> FormatDiagnostic {
                var diagnostic = diagnostic
                if diagnostic.file == path { diagnostic.file = relative }
                return diagnostic
            }
            switch result {
            case .success(let (value, diagnostics)): files[relative] = (value, diagnostics.map(renamed))
            case .failure(let error): throw FormatError(renamed(error.diagnostic))
            }
        }
        return files
    }
}
