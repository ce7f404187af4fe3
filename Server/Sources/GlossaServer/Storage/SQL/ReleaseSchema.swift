/// The migration of releases and channels:
///
/// - `release_files`: each file once per project, addressed by its SHA-256 (content JSON as it is, the
///   archive in base64, since the stores bind text and integers only);
/// - `releases` and `release_languages`: the manifest of each numbered release;
/// - `channel_entries`: one row per channel and app-version range (`''` for an open bound), pointing
///   at a release and the one it replaced, so that a promotion or a roll back is one row's change;
/// - `channel_history`: every change, numbered per channel.
enum ReleaseSchema {
    static let statements: [SchemaStatement] = [
        """
        CREATE TABLE release_files (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
            sha256 TEXT NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (project_id, sha256))
        """,
        """
        CREATE TABLE releases (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
            number BIGINT NOT NULL, created_at BIGINT NOT NULL, actor_id TEXT NOT NULL, actor_name TEXT NOT NULL,
            reviewed_only BIGINT NOT NULL, source_language TEXT NOT NULL, archive_sha256 TEXT NOT NULL,
            archive_size BIGINT NOT NULL, PRIMARY KEY (project_id, number))
        """,
        """
        CREATE TABLE release_languages (project_id TEXT NOT NULL, number BIGINT NOT NULL, language TEXT NOT NULL,
            sha256 TEXT NOT NULL, size BIGINT NOT NULL, strings BIGINT NOT NULL, translated BIGINT NOT NULL,
            PRIMARY KEY (project_id, number, language),
            FOREIGN KEY (project_id, number) REFERENCES releases(project_id, number) ON DELETE CASCADE)
        """,
        """
        CREATE TABLE channel_entries (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
            channel TEXT NOT NULL, min_version TEXT NOT NULL, max_version TEXT NOT NULL,
            release_number BIGINT NOT NULL, previous_release BIGINT, updated_at BIGINT NOT NULL,
            PRIMARY KEY (project_id, channel, min_version, max_version))
        """,
        """
        CREATE TABLE channel_history (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
            channel TEXT NOT NULL, sequence BIGINT NOT NULL, action TEXT NOT NULL, min_version TEXT NOT NULL,
            max_version TEXT NOT NULL, release_number BIGINT NOT NULL, previous_release BIGINT,
            actor_id TEXT NOT NULL, actor_name TEXT NOT NULL, at BIGINT NOT NULL,
            PRIMARY KEY (project_id, channel, sequence))
        """,
    ]
}
