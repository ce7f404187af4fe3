/// Where a translation stands in the review workflow: untranslated → translated → reviewed; a push that
/// changes the source text (or a reviewer's rejection) flags it as needing review.
///
/// The CDS `TranslationStatus` stays what apps filter on: a flagged translation is stored as
/// `translated`, so it is still delivered unless the app asks for `filter[status]=reviewed`.
public enum WorkflowStatus: String, Sendable, Hashable, CaseIterable {
    /// No translation.
    case untranslated
    /// Translated, not reviewed.
    case translated
    /// Kept, but its source changed or a reviewer rejected it: to be looked at again.
    case needsReview = "needs_review"
    /// Approved by a reviewer (or stored as reviewed, proofread or finalized).
    case reviewed

    /// The workflow status of a stored translation (nil: none) with its flag.
    public init(_ status: TranslationStatus?, needsReview: Bool) {
        guard let status else {
            self = .untranslated
            return
        }
        if needsReview {
            self = .needsReview
        } else {
            self = status >= .reviewed ? .reviewed : .translated
        }
    }
}

/// One translation as the workflow sees it: the text, the CDS status, the review flag and the
/// warnings the checks left when it was saved.
public struct WorkflowTranslation: Sendable, Hashable {
    /// The translated text.
    public var string: String
    /// The CDS status apps filter on.
    public var status: TranslationStatus
    /// Whether it needs review (its source changed, or a reviewer rejected it).
    public var needsReview: Bool
    /// Warnings found when it was saved (a glossary term it ignores, …).
    public var warnings: [String]

    /// Creates a translation state.
    public init(string: String, status: TranslationStatus, needsReview: Bool = false, warnings: [String] = []) {
        self.string = string
        self.status = status
        self.needsReview = needsReview
        self.warnings = warnings
    }

    /// The workflow status.
    public var workflowStatus: WorkflowStatus { WorkflowStatus(status, needsReview: needsReview) }
}
