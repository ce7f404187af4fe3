/// How far one language of a project is: how many strings are in each workflow status, and the
/// percentages the projects page draws as bars.
struct EditorProgress: Sendable, Hashable {
    var counts: [WorkflowStatus: Int]

    /// Counts the strings of `projectID` in each status of `language`.
    static func of(_ projectID: String, language: String, in store: any WorkflowStore) async throws -> EditorProgress {
        EditorProgress(counts: try await store.statusCounts(of: projectID, language: language))
    }

    /// Every string of the project.
    var total: Int { counts.values.reduce(0, +) }

    /// The share of strings in `status`, a whole percentage (0 for an empty project).
    func percent(_ status: WorkflowStatus) -> Int {
        total == 0 ? 0 : (counts[status, default: 0] * 100) / total
    }

    /// The values a template shows: each status's count and percentage, and those of every string with
    /// a translation (translated, needing review or reviewed); `scale` is a progress bar's maximum.
    var values: [String: Any] {
        let translated = total - counts[.untranslated, default: 0]
        var values: [String: Any] = [
            "total": total, "scale": max(total, 1),
            "withTranslation": ["count": translated, "percent": total == 0 ? 0 : translated * 100 / total],
        ]
        for status in WorkflowStatus.allCases {
            values[status.templateName] = ["count": counts[status, default: 0], "percent": percent(status)]
        }
        return values
    }
}

extension WorkflowStatus {
    /// The name templates and CSS classes use (`needsReview` for `needs_review`).
    var templateName: String {
        switch self {
        case .untranslated: "untranslated"
        case .translated: "translated"
        case .needsReview: "needsReview"
        case .reviewed: "reviewed"
        }
    }
}
