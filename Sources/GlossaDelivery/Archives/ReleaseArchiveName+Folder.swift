import Foundation

extension ReleaseArchiveName {
    /// The release archive in `folder` (`tml_<version>.tar.gz`, `.tgz`, `.tar` or `.zip`, as
    /// `glossa bundle` writes it): the newest when there are several, nil when there is none. Other
    /// files are ignored.
    ///
    /// An app finds its bundled release without knowing its version, which `glossa bundle` sets:
    ///
    /// ```swift
    /// let bundled = Bundle.main.resourceURL.flatMap { ReleaseArchiveName.bundledArchive(in: $0) }
    /// ```
    public static func bundledArchive(in folder: URL) -> URL? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let newest = names.compactMap { name in ReleaseArchiveName(fileName: name).map { (name, $0.version) } }
            .max { ReleaseVersion.isOlder($0.1, than: $1.1) || ($0.1 == $1.1 && $0.0 > $1.0) }
        return newest.map { folder.appendingPathComponent($0.0) }
    }
}
