/// The migration of PostgreSQL's indexes for searches on large projects (SQLite reads its own trigram
/// table and scans a project's strings, and needs none of it):
///
/// - each source string's number of `pg_trgm` trigrams, kept by PostgreSQL itself (a generated column,
///   filled for existing rows when the migration runs), with an index. A string reaching similarity `t`
///   with a text of `n` trigrams has between `t·n` and `n/t` of them (the shared trigrams are at most
///   the smaller count), so that a translation-memory lookup of a short text no longer rechecks every
///   long string that holds one of its common words (replaced by the memory's own index,
///   ``MemoryIndexSchema``, which drops the column);
/// - a trigram index on the keys, so that a string-list search (in key, source and translation) reads
///   the indexes of all three instead of scanning the project's strings.
enum WorkflowSearchSchema {
    static let statements: [SchemaStatement] = [
        SchemaStatement(
            sqlite: nil,
            postgres: """
                ALTER TABLE source_strings ADD COLUMN trigram_count INTEGER NOT NULL
                    GENERATED ALWAYS AS (coalesce(array_length(show_trgm(string), 1), 0)) STORED
                """),
        SchemaStatement(
            sqlite: nil, postgres: "CREATE INDEX source_strings_trigram_count ON source_strings (trigram_count)"),
        SchemaStatement(
            sqlite: nil,
            postgres: "CREATE INDEX source_strings_key_trgm ON source_strings USING gin (string_key gin_trgm_ops)"),
    ]
}
