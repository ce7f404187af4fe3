/// The migration of SQLite's indexes for the string list's text search (PostgreSQL reads its trigram
/// indexes, ``SearchIndexSchema``, and needs none): indexes that hold a project's source strings and a
/// language's translations with their keys and text, so that a search's `LIKE` (which no B-tree
/// index serves: the pattern starts with `%`) scans those indexes alone, in key order, instead of
/// walking the primary key's index and reading each row's table page (whose other columns it does
/// not need) for its text.
enum SearchScanSchema {
    static let statements: [SchemaStatement] = [
        SchemaStatement(
            sqlite: "CREATE INDEX source_strings_search ON source_strings (project_id, string_key, string)",
            postgres: nil),
        SchemaStatement(
            sqlite: "CREATE INDEX translations_search ON translations (project_id, language, string_key, string)",
            postgres: nil),
    ]
}
