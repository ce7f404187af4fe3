/// Why a catalog could not be built or loaded.
public enum CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The strings exceed what one catalog holds (2 GiB of UTF-8 or 2^31 entries).
    case tooLarge
    /// A catalog source has no catalog for the locale.
    case unavailable(locale: String, reason: String)
    /// A catalog source failed to read or decode its data; `location` says where (a file and
    /// line:column, a URL…).
    case unreadable(location: String, reason: String)

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .tooLarge: "the catalog exceeds 2 GiB of strings or 2^31 entries"
        case .unavailable(let locale, let reason): "no catalog for \(locale): \(reason)"
        case .unreadable(let location, let reason): "\(location): \(reason)"
        }
    }
}
