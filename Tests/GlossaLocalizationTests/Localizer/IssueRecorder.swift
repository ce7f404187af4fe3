import Foundation
import GlossaLocalization

/// Collects the issues a localizer reports, from any thread.
final class IssueRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [LocalizationIssue] = []

    func record(_ issue: LocalizationIssue) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(issue)
    }

    var issues: [LocalizationIssue] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
