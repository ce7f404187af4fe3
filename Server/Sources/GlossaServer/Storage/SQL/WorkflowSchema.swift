/// The migration of the review workflow: the review flag and warnings of translations, their history,
/// comments, the glossary, and the translation memory's indexes (PostgreSQL's `pg_trgm`; on SQLite a
/// trigram table that ``SQLProjectStore`` kept in step with the source strings until
/// ``MemoryIndexSchema`` replaced it).
enum WorkflowSchema {
    static let statements: [SchemaStatement] = [
        "ALTER TABLE translations ADD COLUMN needs_review BIGINT NOT NULL DEFAULT 0",
        "ALTER TABLE translations ADD COLUMN warnings TEXT NOT NULL DEFAULT '[]'",
        """
        CREATE TABLE translation_history (project_id TEXT NOT NULL, language TEXT NOT NULL,
            string_key TEXT NOT NULL, version BIGINT NOT NULL, actor_id TEXT NOT NULL, actor_name TEXT NOT NULL,
            channel TEXT NOT NULL, created_at BIGINT NOT NULL, old_string TEXT, old_status TEXT,
            old_needs_review BIGINT NOT NULL, new_string TEXT, new_status TEXT, new_needs_review BIGINT NOT NULL,
            new_warnings TEXT NOT NULL, comment TEXT, PRIMARY KEY (project_id, language, string_key, version),
            FOREIGN KEY (project_id, string_key) REFERENCES source_strings(project_id, string_key) ON DELETE CASCADE)
        """,
        """
        CREATE TABLE string_comments (project_id TEXT NOT NULL, id TEXT NOT NULL, language TEXT NOT NULL,
            string_key TEXT NOT NULL, author_id TEXT NOT NULL, author_name TEXT NOT NULL, created_at BIGINT NOT NULL,
            body TEXT NOT NULL, PRIMARY KEY (project_id, id),
            FOREIGN KEY (project_id, string_key) REFERENCES source_strings(project_id, string_key) ON DELETE CASCADE)
        """,
        "CREATE INDEX string_comments_string ON string_comments (project_id, string_key, language, created_at)",
        """
        CREATE TABLE glossary_terms (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
            term TEXT NOT NULL, translations TEXT NOT NULL, note TEXT, PRIMARY KEY (project_id, term))
        """,
        // Translation memory lookups join a target language's translations to source strings.
        "CREATE INDEX translations_language ON translations (language, project_id, string_key)",
        SchemaStatement(
            sqlite: "CREATE INDEX source_strings_text ON source_strings (string)",
            postgres: "CREATE INDEX source_strings_text ON source_strings USING hash (string)"),
        SchemaStatement(sqlite: nil, postgres: "CREATE EXTENSION IF NOT EXISTS pg_trgm"),
        SchemaStatement(
            sqlite: nil, postgres: "CREATE INDEX source_strings_trgm ON source_strings USING gin (string gin_trgm_ops)"),
        SchemaStatement(
            sqlite: nil,
            postgres: "CREATE INDEX translations_trgm ON translations USING gin (string gin_trgm_ops)"),
        SchemaStatement(
            sqlite: """
                CREATE TABLE source_trigrams (project_id TEXT NOT NULL, string_key TEXT NOT NULL, trigram TEXT NOT NULL,
                    PRIMARY KEY (trigram, project_id, string_key),
                    FOREIGN KEY (project_id, string_key) REFERENCES source_strings(project_id, string_key)
                        ON DELETE CASCADE)
                """, postgres: nil),
        SchemaStatement(
            sqlite: "CREATE INDEX source_trigrams_string ON source_trigrams (project_id, string_key)", postgres: nil),
    ]
}
