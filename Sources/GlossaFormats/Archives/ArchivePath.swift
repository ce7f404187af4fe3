/// Checks archive member names before they become paths: untrusted archives must not write outside
/// their destination.
enum ArchivePath {
    /// Why a directory member's name is refused, or nil: as ``validate(_:)``, except that the archive's
    /// own root (`./`, `.`), which tar and bsdtar's zip writer record for `bsdtar -cf x -C folder .`,
    /// is accepted (a directory member creates nothing).
    static func refusalOfDirectory(_ name: String) -> RefusedPath? {
        if name == "./" || name == "." { return nil }
        if case .failure(let refused) = validate(name) { return refused }
        return nil
    }

    /// The member name as a safe relative path (`a/b.json`), or a reason to refuse it. A leading `./`
    /// and empty components are dropped; a trailing `/` marks a directory.
    static func validate(_ name: String) -> Result<String, RefusedPath> {
        if name.isEmpty { return .failure(RefusedPath(name: name, reason: "an empty name")) }
        if name.utf8.contains(0) { return .failure(RefusedPath(name: name, reason: "a NUL character")) }
        if name.hasPrefix("/") || name.hasPrefix("\\") {
            return .failure(RefusedPath(name: name, reason: "an absolute path"))
        }
        let scalars = Array(name.unicodeScalars)
        if scalars.count >= 2, scalars[1] == ":", scalars[0].properties.isAlphabetic {
            return .failure(RefusedPath(name: name, reason: "a drive letter"))
        }
        if name.contains("\\") {
            return .failure(RefusedPath(name: name, reason: "a backslash (a Windows path separator)"))
        }
        var components: [Substring] = []
        for component in name.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                return .failure(RefusedPath(name: name, reason: "a \"..\" component that escapes the destination"))
            }
            components.append(component)
        }
        if components.isEmpty { return .failure(RefusedPath(name: name, reason: "no file name")) }
        return .success(components.joined(separator: "/"))
    }

    struct RefusedPath: Error {
        var name: String
        var reason: String

        var message: String { "refused the archive member \"\(name)\": \(reason)" }
    }
}
