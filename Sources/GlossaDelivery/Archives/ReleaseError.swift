/// Why a release could not be checked, downloaded or installed. The current release is never touched
/// by a failure.
public enum ReleaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name is not `tml_<version>.tar.gz|.tgz|.tar|.zip`.
    case unrecognizedArchiveName(String)
    /// The server's answer could not be used.
    case source(CDSError)
    /// The server's version manifest is not what it should be; says what.
    case malformedManifest(String)
    /// The download's SHA-256 is not the one the manifest announced.
    case checksumMismatch(expected: String, actual: String)
    /// The archive could not be unpacked (corrupt, truncated or unsafe).
    case extractionFailed(String)
    /// The unpacked release is not a valid release; says what.
    case invalidRelease(String)
    /// Files could not be moved or written.
    case fileSystem(String)
    /// There is no previous release to roll back to.
    case nothingToRollBackTo
    /// The task was cancelled; nothing was installed.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unrecognizedArchiveName(let name): "not a release archive name: \(name)"
        case .source(let error): "release server: \(error)"
        case .malformedManifest(let detail): "malformed version manifest: \(detail)"
        case .checksumMismatch(let expected, let actual): "checksum mismatch: expected \(expected), got \(actual)"
        case .extractionFailed(let detail): "cannot unpack the archive: \(detail)"
        case .invalidRelease(let detail): "invalid release: \(detail)"
        case .fileSystem(let detail): "file system: \(detail)"
        case .nothingToRollBackTo: "there is no previous release to roll back to"
        case .cancelled: "cancelled"
        }
    }
}
