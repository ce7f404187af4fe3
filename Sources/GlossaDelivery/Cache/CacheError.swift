/// A cache file could not be read or written.
public enum CacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not a valid cache file; says where.
    case corruptFile(path: String, reason: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file could not be written; the previous file is intact.
    case writeFailed(path: String, reason: String)
    /// The directory is not available on this platform or for this app (a shared container without
    /// the App Groups entitlement).
    case directoryUnavailable(String)
    /// The task was cancelled before the write was committed; nothing was changed.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .corruptFile(let path, let reason): "\(path): corrupt cache file: \(reason)"
        case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
        case .writeFailed(let path, let reason): "\(path): cannot write: \(reason)"
        case .directoryUnavailable(let reason): "cache directory unavailable: \(reason)"
        case .cancelled: "cancelled before the write was committed"
        }
    }
}
