/// What a push changes, computed by ``PushPlanner`` before anything is written.
public struct PushPlan: Sendable, Hashable {
    /// New strings.
    public var created: [SourceString] = []
    /// Stored strings that change, in their new state.
    public var updated: [SourceString] = []
    /// Keys whose translations are deleted (source text changed and `keep_translations` is false).
    public var translationsDropped: [String] = []
    /// Keys whose source text changed while their translations are kept: those are flagged as needing review.
    public var translationsFlagged: [String] = []
    /// Pushed strings identical to the stored ones.
    public var skipped: [SourceString] = []
    /// Stored strings that the push deletes (`purge`).
    public var deleted: [SourceString] = []
    /// Entries that could not be read.
    public var failed: [PushFailure] = []

    /// Whether applying the plan writes anything.
    public var changesContent: Bool { !created.isEmpty || !updated.isEmpty || !deleted.isEmpty }
}
