/// The migration of PostgreSQL's indexes for the string list's text search (SQLite scans a project's
/// strings and needs none): GIN indexes that hold the project (and the translation's language) with
/// the text's `pg_trgm` trigrams (`btree_gin`, which Debian's PostgreSQL ships with `pg_trgm`), so that
/// a search reads the trigrams' entries within the project's instead of every project's matches
/// (about 240 ms for a common word in a project of 50,000 keys among 500,000 strings, then 80 ms).
/// They replace the indexes on the text alone, which nothing else reads (the translation memory has
/// its own, ``MemoryIndexSchema``). Extended statistics on a translation's project and language give
/// the planner their real combined share.
enum SearchIndexSchema {
    static let statements: [SchemaStatement] = [
        SchemaStatement(sqlite: nil, postgres: "CREATE EXTENSION IF NOT EXISTS btree_gin"),
        SchemaStatement(
            sqlite: nil,
            postgres:
                "CREATE INDEX source_strings_project_trgm ON source_strings USING gin (project_id, string gin_trgm_ops)"
        ),
        SchemaStatement(
            sqlite: nil,
            postgres: """
                CREATE INDEX translations_project_trgm ON translations
                    USING gin (project_id, language, string gin_trgm_ops)
                """),
        // How many translations a project has in a language: the planner otherwise multiplies the two
        // shares (a large project's 45 % by French's 59 %) and scans every project's translations.
        SchemaStatement(
            sqlite: nil,
            postgres: "CREATE STATISTICS translations_project_language (mcv) ON project_id, language FROM translations"),
        SchemaStatement(sqlite: nil, postgres: "DROP INDEX source_strings_trgm"),
        SchemaStatement(sqlite: nil, postgres: "DROP INDEX translations_trgm"),
    ]

    /// The migration of the keys' trigram index to one by project, as the texts' are: a search reads a
    /// word's key entries within the project instead of every project's (``WorkflowSearchSchema`` made
    /// it on the key alone).
    static let projectKeys: [SchemaStatement] = [
        SchemaStatement(
            sqlite: nil,
            postgres:
                "CREATE INDEX source_strings_project_key_trgm ON source_strings USING gin (project_id, string_key gin_trgm_ops)"
        ),
        SchemaStatement(sqlite: nil, postgres: "DROP INDEX source_strings_key_trgm"),
    ]

    /// The migration of the keys' trigram index to one on the lowercased key: `gin_trgm_ops` also serves
    /// `=`, so with the key column itself indexed PostgreSQL joined a listing's translations to their
    /// source strings through it, one trigram lookup per row (about 1.4 ms each: keys share their
    /// prefixes' trigrams), instead of through the primary key; a "needs review" page of a 50,000-key
    /// project took 0.6 to 1.4 s, then 0.3 to 9 ms. A search matches keys with
    /// `lower(string_key) LIKE lower(…)`, which is what `ILIKE` computes in a multibyte database
    /// (``SQLProjectStore/keyMatch(_:)``); no join spells the key so.
    static let lowercasedKeys: [SchemaStatement] = [
        SchemaStatement(
            sqlite: nil,
            postgres: """
                CREATE INDEX source_strings_project_lower_key_trgm ON source_strings
                    USING gin (project_id, lower(string_key) gin_trgm_ops)
                """),
        SchemaStatement(sqlite: nil, postgres: "DROP INDEX source_strings_project_key_trgm"),
    ]
}
