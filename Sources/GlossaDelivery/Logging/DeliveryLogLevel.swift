/// How important a delivery log message is.
public enum DeliveryLogLevel: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Every request and decision: for debugging.
    case debug = 0
    /// Noteworthy events: a locale updated, a release installed.
    case info = 1
    /// Something went wrong and was handled: a failed locale, a corrupt cache file.
    case warning = 2
    /// Something went wrong and could not be handled.
    case error = 3

    /// Orders levels from ``debug`` to ``error``.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
