/// The server's schema as numbered migrations, applied in order at start and recorded in
/// `glossa_schema_migrations`. Append new migrations; never edit an applied one.
enum SQLSchema {
    static let migrations: [[SchemaStatement]] = [
        [
            """
            CREATE TABLE projects (id TEXT PRIMARY KEY, name TEXT NOT NULL, source_language TEXT NOT NULL,
                revision BIGINT NOT NULL DEFAULT 1)
            """,
            """
            CREATE TABLE project_languages (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                code TEXT NOT NULL, PRIMARY KEY (project_id, code))
            """,
            """
            CREATE TABLE tokens (token TEXT PRIMARY KEY,
                project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                secret_hash TEXT NOT NULL, salt TEXT NOT NULL)
            """,
            """
            CREATE TABLE source_strings (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                string_key TEXT NOT NULL, string TEXT NOT NULL, developer_comment TEXT, character_limit BIGINT,
                tags TEXT NOT NULL, occurrences TEXT NOT NULL, context TEXT NOT NULL,
                PRIMARY KEY (project_id, string_key))
            """,
            """
            CREATE TABLE translations (project_id TEXT NOT NULL, language TEXT NOT NULL, string_key TEXT NOT NULL,
                string TEXT NOT NULL, status TEXT NOT NULL, PRIMARY KEY (project_id, language, string_key),
                FOREIGN KEY (project_id, string_key) REFERENCES source_strings(project_id, string_key) ON DELETE CASCADE)
            """,
        ],
        [
            """
            CREATE TABLE push_jobs (id TEXT PRIMARY KEY,
                project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                status TEXT NOT NULL, body TEXT NOT NULL, instance TEXT NOT NULL, updated_at BIGINT NOT NULL,
                finished_at BIGINT)
            """,
            "CREATE INDEX push_jobs_finished ON push_jobs (project_id, finished_at)",
        ],
        // Tokens that expire (Unix milliseconds; NULL for never).
        ["ALTER TABLE tokens ADD COLUMN expires_at BIGINT"],
        // People: users, their sessions and personal tokens (stored as SHA-256 hashes), roles per
        // project, invitations, and failed sign-ins (so every server sharing the database locks alike).
        [
            """
            CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL,
                email_key TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, administrator BIGINT NOT NULL,
                disabled BIGINT NOT NULL, created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE user_sessions (token_hash TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, csrf_token TEXT NOT NULL,
                created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)
            """,
            "CREATE INDEX user_sessions_user ON user_sessions (user_id)",
            """
            CREATE TABLE personal_tokens (id TEXT PRIMARY KEY,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE, created_at BIGINT NOT NULL, expires_at BIGINT)
            """,
            """
            CREATE TABLE memberships (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, role TEXT NOT NULL,
                languages TEXT NOT NULL, PRIMARY KEY (project_id, user_id, role))
            """,
            "CREATE INDEX memberships_user ON memberships (user_id)",
            """
            CREATE TABLE invitations (id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE,
                project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE, role TEXT NOT NULL,
                languages TEXT NOT NULL, created_by TEXT NOT NULL, created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL, accepted_at BIGINT)
            """,
            """
            CREATE TABLE sign_in_failures (email_key TEXT PRIMARY KEY, failures BIGINT NOT NULL,
                locked_until BIGINT)
            """,
        ],
        WorkflowSchema.statements,
        WorkflowPerformanceSchema.statements,
        WorkflowSearchSchema.statements,
        // The editor's interface language each user chose (null: as their browser asks).
        ["ALTER TABLE users ADD COLUMN interface_language TEXT"],
        ReleaseSchema.statements,
        // The rate limits every server sharing the database counts together: requests per key (scope and
        // token) and fixed window (its start, Unix milliseconds).
        [
            """
            CREATE TABLE request_windows (counter_key TEXT NOT NULL, window_start BIGINT NOT NULL,
                requests BIGINT NOT NULL, PRIMARY KEY (counter_key, window_start))
            """
        ],
        // Analytics: content fetches per project, UTC day (days since 1970-01-01), language and client SDK,
        // added to by every server's flushes; and the servers sharing the database, with their heartbeats
        // (Unix milliseconds), which the read rate limits are shared among.
        [
            """
            CREATE TABLE content_fetches (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                day BIGINT NOT NULL, language TEXT NOT NULL, sdk TEXT NOT NULL, fetches BIGINT NOT NULL,
                PRIMARY KEY (project_id, day, language, sdk))
            """,
            "CREATE INDEX content_fetches_day ON content_fetches (day)",
            "CREATE TABLE server_processes (instance TEXT PRIMARY KEY, heartbeat_at BIGINT NOT NULL)",
        ],
        // The translation memory's trigram index, the same on both databases (``MemoryIndex``).
        MemoryIndexSchema.statements,
        // PostgreSQL's text search indexes by project (``SearchIndexSchema``).
        SearchIndexSchema.statements,
        // The translation memory's exact matches by normalized text (``MemoryIndexSchema/exactKeys``).
        MemoryIndexSchema.exactKeys,
        // Each project's string count and its translation counts per language and state, kept by triggers
        // (``WorkflowCountSchema``).
        WorkflowCountSchema.statements,
        // SQLite's indexes that a text search scans instead of the tables (``SearchScanSchema``).
        SearchScanSchema.statements,
        // PostgreSQL's trigram index on the keys by project (``SearchIndexSchema/projectKeys``).
        SearchIndexSchema.projectKeys,
        // PostgreSQL's trigram index on the lowercased keys, which no join can use
        // (``SearchIndexSchema/lowercasedKeys``).
        SearchIndexSchema.lowercasedKeys,
        // The translation memory's trigram counts per string length (``MemoryIndexSchema/lengthCounts``).
        MemoryIndexSchema.lengthCounts,
        // The queue of the changes to those counts that writes committed (``MemoryIndexSchema/countQueue``).
        MemoryIndexSchema.countQueue,
    ]

    /// How many migrations are not applied (all of them on an empty database).
    static func pending(on database: any SQLDatabase) async throws -> Int {
        try await database.read { session in
            let table = try await session.query(
                database.dialect == .postgres
                    ? "SELECT count(*) AS present FROM pg_tables WHERE tablename = 'glossa_schema_migrations'"
                    : "SELECT count(*) AS present FROM sqlite_master WHERE name = 'glossa_schema_migrations'", [])
            guard try table.first?.integer("present") ?? 0 > 0 else { return migrations.count }
            let rows = try await session.query("SELECT version FROM glossa_schema_migrations", [])
            let applied = Set(try rows.map { try $0.integer("version") })
            return (1...migrations.count).filter { !applied.contains(Int64($0)) }.count
        }
    }

    static func apply(on database: any SQLDatabase) async throws {
        try await database.transaction { session in
            if database.dialect == .postgres {
                try await session.query("SELECT pg_advisory_xact_lock(704701)", [])
            }
            try await session.query(
                "CREATE TABLE IF NOT EXISTS glossa_schema_migrations (version BIGINT PRIMARY KEY)", [])
            let rows = try await session.query("SELECT version FROM glossa_schema_migrations", [])
            let applied = Set(try rows.map { try $0.integer("version") })
            for (index, statements) in migrations.enumerated() where !applied.contains(Int64(index + 1)) {
                for statement in statements {
                    if let sql = statement.sql(for: database.dialect) { try await session.query(sql, []) }
                }
                try await session.query(
                    "INSERT INTO glossa_schema_migrations (version) VALUES (?)", [.integer(Int64(index + 1))])
            }
        }
    }
}

/// One statement of a migration: the same SQL for both dialects (a string literal), or one for a
/// single dialect only (an index type or extension PostgreSQL has and SQLite has not).
struct SchemaStatement: Sendable, ExpressibleByStringLiteral {
    let sqlite: String?
    let postgres: String?

    init(stringLiteral value: String) {
        sqlite = value
        postgres = value
    }

    init(sqlite: String?, postgres: String?) {
        self.sqlite = sqlite
        self.postgres = postgres
    }

    /// The statement in `dialect`, or nil if it has nothing to do there.
    func sql(for dialect: SQLDialect) -> String? { dialect == .sqlite ? sqlite : postgres }
}
