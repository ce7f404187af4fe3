/// Files by relative path (`en/translations.json`), in memory: what multi-file formats (TML release
/// archives, Swifternalization folders, per-language JSON) are read from and written to, and what
/// archive readers produce.
///
/// Paths use `/`, never start with `/`, and contain no `.` or `..` components; ``ArchiveReader`` and
/// ``ArchiveReader/read(directory:)`` enforce this for untrusted input.
public struct FileTree: Sendable, Hashable {
    /// The paths, in insertion order.
    public private(set) var paths: [String]
    private var contents: [String: [UInt8]]

    /// An empty tree.
    public init() {
        paths = []
        contents = [:]
    }

    /// The bytes at `path`; setting `nil` removes the file.
    public subscript(path: String) -> [UInt8]? {
        get { contents[path] }
        set {
            if let newValue {
                if contents.updateValue(newValue, forKey: path) == nil { paths.append(path) }
            } else if contents.removeValue(forKey: path) != nil {
                paths.removeAll { $0 == path }
            }
        }
    }

    /// How many files.
    public var count: Int { paths.count }

    /// The total size of the files' contents.
    public var totalSize: Int { contents.values.reduce(0) { $0 + $1.count } }

    /// The tree with every path relative to `directory` (the files under it), or the tree itself if
    /// `directory` is empty.
    public func subtree(_ directory: String) -> FileTree {
        guard !directory.isEmpty else { return self }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var result = FileTree()
        for path in paths where path.hasPrefix(prefix) {
            result[String(path.dropFirst(prefix.count))] = contents[path]
        }
        return result
    }

    /// If every file is inside one top-level directory (an archive made with `tar czf x.tgz folder`),
    /// that directory's name.
    public var commonRootDirectory: String? { Self.commonRootDirectory(of: paths) }

    /// If every path of `paths` is inside one top-level directory, that directory's name.
    static func commonRootDirectory(of paths: [String]) -> String? {
        guard let first = paths.first, let slash = first.firstIndex(of: "/") else { return nil }
        let root = String(first[..<slash])
        return paths.allSatisfy({ $0.hasPrefix(root + "/") }) ? root : nil
    }
}
