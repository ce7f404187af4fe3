import Foundation
import GlossaFormats

/// The name of a release archive: `tml_<version>.tar.gz`, `.tgz`, `.tar.gzip`, `.tar` or `.zip`, with
/// or without the `tml_` prefix.
public struct ReleaseArchiveName: Sendable, Hashable {
    /// The release version (a timestamp such as `20160218065921`).
    public var version: String
    /// The archive format.
    public var format: ArchiveKind

    /// Parses a file name; `nil` when it is not a release archive name.
    public init?(fileName: String) {
        var name = Substring(fileName)
        if name.hasPrefix("tml_") { name = name.dropFirst(4) }
        guard let (suffix, format) = ArchiveKind.suffix(of: String(name)) else { return nil }
        let version = String(name.dropLast(suffix.count))
        guard ReleaseVersion.isValid(version) else { return nil }
        self.version = version
        self.format = format
    }

    /// Creates a name.
    public init(version: String, format: ArchiveKind) {
        self.version = version
        self.format = format
    }

    /// `tml_<version>.<extension>`.
    public var fileName: String { "tml_\(version).\(format.fileExtension)" }
}

/// Release versions: compared numerically where they are numbers (timestamps), otherwise segment by
/// segment with numeric runs compared as numbers.
enum ReleaseVersion {
    /// Non-empty, at most 64 characters of letters, digits, `.`, `-` and `_`: safe as a directory name.
    static func isValid(_ version: String) -> Bool {
        !version.isEmpty && version.count <= 64 && version != "." && version != ".."
            && version.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "."
                    || $0 == "-" || $0 == "_"
            }
    }

    /// Whether `lhs` is older than `rhs`.
    static func isOlder(_ lhs: String, than rhs: String) -> Bool {
        lhs.compare(rhs, options: [.numeric]) == .orderedAscending
    }
}
