/// How far a translation has come. Formats spell the states differently (String Catalogs'
/// `needs_review`, XLIFF's `needs-review-translation`); the model uses one set and keeps unknown
/// spellings as ``other(_:)``.
public enum TranslationState: Sendable, Hashable {
    /// Not translated yet.
    case new
    /// Translated.
    case translated
    /// Translated, but the source changed or a reviewer must look at it.
    case needsReview
    /// The key is no longer used.
    case stale
    /// Translated and signed off (XLIFF `final`, `signed-off`).
    case final
    /// A state this model does not know, as the format spelled it.
    case other(String)

    /// The state as a String Catalog spells it.
    public var catalogName: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .final: "translated"
        case .other(let name): name
        }
    }

    /// The state a String Catalog `state` names.
    public init(catalogName: String) {
        switch catalogName {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        default: self = .other(catalogName)
        }
    }

    /// The state as an XLIFF 1.2 `<target state>` spells it.
    public var xliffName: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs-review-translation"
        case .stale: "needs-review-translation"
        case .final: "final"
        case .other(let name): name
        }
    }

    /// The state an XLIFF 1.2 `state` attribute names.
    public init(xliffName: String) {
        switch xliffName {
        case "new", "needs-translation": self = .new
        case "translated": self = .translated
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n", "needs-adaptation",
            "needs-l10n":
            self = .needsReview
        case "final", "signed-off": self = .final
        default: self = .other(xliffName)
        }
    }
}

/// How a key got into a String Catalog (`extractionState`).
public enum ExtractionState: Sendable, Hashable {
    /// Added by hand; never removed by a sync.
    case manual
    /// Extracted from `String(localized:defaultValue:)` and similar.
    case extractedWithValue
    /// Converted from `.strings`/`.stringsdict`.
    case migrated
    /// No longer found in code.
    case stale
    /// Another value, as spelled in the file.
    case other(String)

    /// The catalog spelling.
    public var rawValue: String {
        switch self {
        case .manual: "manual"
        case .extractedWithValue: "extracted_with_value"
        case .migrated: "migrated"
        case .stale: "stale"
        case .other(let name): name
        }
    }

    /// The state a catalog spelling names.
    public init(rawValue: String) {
        switch rawValue {
        case "manual": self = .manual
        case "extracted_with_value": self = .extractedWithValue
        case "migrated": self = .migrated
        case "stale": self = .stale
        default: self = .other(rawValue)
        }
    }
}
