/// How far a translation has been checked. Each status includes the ones before it, so a `reviewed`
/// translation passes the `filter[status]=translated` filter too.
public enum TranslationStatus: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Translated, not yet reviewed.
    case translated
    /// Reviewed by a second translator.
    case reviewed
    /// Proofread after review.
    case proofread
    /// Final: reviewed (and proofread where the project proofreads).
    case finalized

    private var rank: Int {
        switch self {
        case .translated: 0
        case .reviewed: 1
        case .proofread: 2
        case .finalized: 3
        }
    }

    /// Orders statuses from `translated` to `finalized`.
    public static func < (lhs: TranslationStatus, rhs: TranslationStatus) -> Bool { lhs.rank < rhs.rank }
}
