/// The migration that keeps the workflow's listings and translation memory fast on large projects
/// (50,000 keys × 10 languages, a memory of 500,000 segments): an index on each translation's workflow
/// state in key order, so that a status filter reads its page and its count from one index range; an
/// index on the history's time, for "changed since"; and, on SQLite, the trigram table's index by string
/// extended with the trigram, so that checking a memory candidate's trigrams reads that index alone.
enum WorkflowPerformanceSchema {
    /// A translation's workflow state from its `needs_review` and `status` columns, as
    /// ``WorkflowStatus`` defines it (untranslated aside: there is no row). Queries must spell it exactly
    /// so for the index on it to serve them.
    static let state = state(ofRow: "")

    /// ``state`` of the row `prefix` names (`NEW.` or `OLD.` in a trigger; `""` for the table's own).
    static func state(ofRow prefix: String) -> String {
        "(CASE WHEN \(prefix)needs_review <> 0 THEN 'needs_review' WHEN \(prefix)status = 'translated' THEN 'translated'"
            + " ELSE 'reviewed' END)"
    }

    static let statements: [SchemaStatement] = [
        SchemaStatement(
            stringLiteral:
                "CREATE INDEX translations_state ON translations (project_id, language, \(state), string_key)"),
        "CREATE INDEX translation_history_time ON translation_history (project_id, language, created_at, string_key)",
        SchemaStatement(sqlite: "DROP INDEX source_trigrams_string", postgres: nil),
        SchemaStatement(
            sqlite: "CREATE INDEX source_trigrams_string ON source_trigrams (project_id, string_key, trigram)",
            postgres: nil),
    ]
}
