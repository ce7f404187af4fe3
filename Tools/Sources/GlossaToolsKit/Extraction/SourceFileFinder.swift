import Foundation

/// Finds the Swift source files under the paths given on the command line.
public enum SourceFileFinder {
    /// Why a path cannot be searched.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public let path: String
        /// What is wrong with it.
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Every `.swift` file at or under `paths`, sorted, each once. Directories are searched recursively,
    /// skipping hidden ones (`.build`, `.git`) and build products (`DerivedData`, `.build-*`); a file
    /// named directly is taken whatever its extension.
    public static func files(at paths: [String]) throws(Failure) -> [String] {
        var found = Set<String>()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(path: path, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw Failure(path: path, reason: "the directory cannot be read")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            while let relative = enumerator.nextObject() as? String {
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if name.hasPrefix(".") || name == "DerivedData" {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift") { found.insert(base + "/" + relative) }
            }
        }
        return found.sorted()
    }
}
