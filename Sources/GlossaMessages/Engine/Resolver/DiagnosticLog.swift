/// What one render reports, each diagnostic once: made at the render's first diagnostic, so a render
/// that reports nothing holds no log at all.
///
/// Whether a diagnostic was reported already is decided by comparing it with the few reported so
/// far, then, past ``searchedInOrder`` of them, through a set made once: a message with many
/// diagnostics is linear to render, not quadratic.
final class DiagnosticLog {
    /// The diagnostics, in the order they were reported.
    private(set) var diagnostics: [MessageDiagnostic] = []
    /// The diagnostics as a set, once there are more than ``searchedInOrder``.
    private var reported: Set<MessageDiagnostic>?

    /// How many diagnostics are searched in order before they are kept in a set as well.
    static var searchedInOrder: Int { 8 }

    /// Adds `diagnostic`.
    func append(_ diagnostic: MessageDiagnostic) {
        diagnostics.append(diagnostic)
        reported?.insert(diagnostic)
    }

    /// Adds `diagnostic` unless it was reported already.
    func appendOnce(_ diagnostic: MessageDiagnostic) {
        if reported == nil {
            guard diagnostics.count > Self.searchedInOrder else {
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
                return
            }
            reported = Set(diagnostics)
        }
        if reported?.insert(diagnostic).inserted == true { diagnostics.append(diagnostic) }
    }
}
