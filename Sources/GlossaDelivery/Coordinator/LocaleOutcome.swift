/// What a refresh did for one locale.
public enum LocaleOutcome: Sendable, Hashable, CustomStringConvertible {
    /// New strings were fetched and saved (`keyCount` keys; `skipped` malformed entries left out).
    case updated(keyCount: Int, skipped: [ContentDiagnostic])
    /// The service said the cached strings are current (`304`).
    case notModified
    /// The fetch failed; the locale keeps its previous strings.
    case failed(CDSError)
    /// New strings were fetched but could not be saved (or the refresh was cancelled before they
    /// were); the locale keeps its previous strings.
    case notSaved(CacheError)

    /// `updated (n keys)`, `not modified` or `failed: …`.
    public var description: String {
        switch self {
        case .updated(let count, let skipped):
            "updated (\(count) keys\(skipped.isEmpty ? "" : ", \(skipped.count) skipped"))"
        case .notModified: "not modified"
        case .failed(let error): "failed: \(error)"
        case .notSaved(let error): "fetched but not saved: \(error)"
        }
    }
}
