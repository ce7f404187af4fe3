import GlossaJSON

/// The store over a SQL database: SQLite (the embedded default) or PostgreSQL. Pushes and translation
/// updates are single transactions; on PostgreSQL the project row is locked for the duration, so
/// several servers can share one database.
public struct SQLProjectStore: WorkflowStore {
    let database: any SQLDatabase
    /// The time recorded in the history of translations a push flags or drops.
    let wallClock: any WallClock
    /// The rows this store changed per table since it analyzed it (PostgreSQL's planner statistics).
    let statistics = WriteStatistics()

    /// Creates a store over `database`; call ``migrate()`` before use.
    public init(database: any SQLDatabase, wallClock: any WallClock = SystemWallClock()) {
        self.database = database
        self.wallClock = wallClock
    }

    /// Applies the migrations, then indexes the translation-memory trigrams of source strings not yet
    /// indexed (those stored before the index existed).
    ///
    /// Migrations run without `AnswerDeadline`: they may wait for another process's migrations and build
    /// indexes on large tables for longer than any request should wait.
    public func migrate() async throws {
        try await AnswerDeadline.$isSuspended.withValue(true) {
            try await SQLSchema.apply(on: database)
            try await indexMissingMemory()
        }
    }

    public func pendingMigrations() async throws -> Int {
        try await SQLSchema.pending(on: database)
    }

    public func createProject(_ project: Project) async throws {
        try await database.transaction { session in
            let existing = try await session.query("SELECT id FROM projects WHERE id = ?", [.text(project.id)])
            guard existing.isEmpty else { throw StoreError.conflict("project \"\(project.id)\"") }
            try await session.query(
                "INSERT INTO projects (id, name, source_language, revision) VALUES (?, ?, ?, 1)",
                [.text(project.id), .text(project.name), .text(project.sourceLanguage)])
            for code in project.languages {
                try await session.query(
                    "INSERT INTO project_languages (project_id, code) VALUES (?, ?)", [.text(project.id), .text(code)])
            }
        }
    }

    public func project(id: String) async throws -> Project? {
        try await database.read { session in try await Self.loadProject(id, session) }
    }

    public func projects() async throws -> [Project] {
        try await database.read { session in
            var projects: [Project] = []
            for row in try await session.query("SELECT id FROM projects ORDER BY id", []) {
                if let project = try await Self.loadProject(try row.text("id"), session) { projects.append(project) }
            }
            return projects
        }
    }

    public func addLanguages(_ codes: [String], to projectID: String) async throws {
        try await database.transaction { session in
            guard let project = try await Self.lockProject(projectID, session) else {
                throw StoreError.unknownProject(projectID)
            }
            for code in Set(codes) where code != project.sourceLanguage && !project.languages.contains(code) {
                try await session.query(
                    "INSERT INTO project_languages (project_id, code) VALUES (?, ?)", [.text(projectID), .text(code)])
            }
            try await Self.bump(projectID, session)
        }
    }

    public func removeLanguage(_ code: String, from projectID: String) async throws {
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            try await session.query(
                "DELETE FROM translations WHERE project_id = ? AND language = ?", [.text(projectID), .text(code)])
            try await session.query(
                "DELETE FROM project_languages WHERE project_id = ? AND code = ?", [.text(projectID), .text(code)])
            try await Self.bump(projectID, session)
        }
    }

    public func addToken(_ token: ProjectToken) async throws {
        try await database.transaction { session in
            guard try await Self.loadProject(token.projectID, session) != nil else {
                throw StoreError.unknownProject(token.projectID)
            }
            let existing = try await session.query("SELECT token FROM tokens WHERE token = ?", [.text(token.token)])
            guard existing.isEmpty else { throw StoreError.conflict("token") }
            try await session.query(
                "INSERT INTO tokens (token, project_id, secret_hash, salt, expires_at) VALUES (?, ?, ?, ?, ?)",
                [
                    .text(token.token), .text(token.projectID), .text(token.secretHash), .text(token.salt),
                    token.expiresAt.map(SQLValue.integer) ?? .null,
                ])
        }
    }

    public func token(_ token: String) async throws -> ProjectToken? {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.tokenColumns) FROM tokens WHERE token = ?", [.text(token)])
            return try rows.first.map(Self.readToken)
        }
    }

    public func tokens(of projectID: String) async throws -> [ProjectToken] {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.tokenColumns) FROM tokens WHERE project_id = ? ORDER BY token", [.text(projectID)])
            return try rows.map(Self.readToken)
        }
    }

    public func setExpiry(of token: String, to expiresAt: Int64?) async throws -> Bool {
        try await database.transaction { session in
            let existing = try await session.query("SELECT token FROM tokens WHERE token = ?", [.text(token)])
            guard !existing.isEmpty else { return false }
            try await session.query(
                "UPDATE tokens SET expires_at = ? WHERE token = ?",
                [expiresAt.map(SQLValue.integer) ?? .null, .text(token)])
            return true
        }
    }

    public func removeToken(_ token: String) async throws -> Bool {
        try await database.transaction { session in
            let existing = try await session.query("SELECT token FROM tokens WHERE token = ?", [.text(token)])
            guard !existing.isEmpty else { return false }
            try await session.query("DELETE FROM tokens WHERE token = ?", [.text(token)])
            return true
        }
    }

    public func revision(of projectID: String) async throws -> Int64 {
        try await database.read { session in
            let rows = try await session.query("SELECT revision FROM projects WHERE id = ?", [.text(projectID)])
            return try rows.first?.integer("revision") ?? 0
        }
    }

    public func sourceStrings(of projectID: String) async throws -> [SourceString] {
        try await database.read { session in try await Self.loadStrings(projectID, session) }
    }

    public func translations(of projectID: String, language: String, minimumStatus: TranslationStatus?)
        async throws -> [String: Translation]
    {
        let statuses = TranslationStatus.allCases.filter { status in minimumStatus.map { status >= $0 } ?? true }
        return try await database.read { session in
            let rows = try await session.query(
                """
                SELECT string_key, string, status FROM translations WHERE project_id = ? AND language = ?
                \(minimumStatus == nil ? "" : "AND status IN (\(Self.marks(statuses.count)))")
                """,
                [.text(projectID), .text(language)] + (minimumStatus == nil ? [] : statuses.map { .text($0.rawValue) }))
            var result: [String: Translation] = [:]
            result.reserveCapacity(rows.count)
            for row in rows {
                let key = try row.text("string_key")
                let status = TranslationStatus(rawValue: try row.text("status")) ?? .translated
                result[key] = Translation(key: key, string: try row.text("string"), status: status)
            }
            return result
        }
    }

    public func push(_ payload: PushPayload, to projectID: String, completing completion: PushJobCompletion?)
        async throws -> PushReport
    {
        let (report, memory) = try await database.transaction { session -> (PushReport, MemoryIndexWrite) in
            guard let project = try await Self.lockProject(projectID, session) else {
                throw StoreError.unknownProject(projectID)
            }
            if let completion { try await Self.holdJob(completion, session) }
            // Only the pushed keys are read (every key only with `purge`, which deletes the others), so a
            // push costs in proportion to what it sends, not to the project's size.
            let stored =
                payload.options.purge
                ? try await Self.loadStrings(projectID, session)
                : try await Self.loadStrings(projectID, keys: payload.strings.map(\.key), session)
            var existing: [String: SourceString] = [:]
            for string in stored { existing[string.key] = string }
            let plan = PushPlanner.plan(payload, existing: existing)
            guard !payload.options.dryRun, plan.changesContent else {
                let report = PushReport(plan: plan, dryRun: payload.options.dryRun)
                if let completion {
                    try await Self.upsertJob(completion.job(projectID: projectID, report: report), session)
                }
                return (report, MemoryIndexWrite())
            }
            try await Self.upsert(plan.created + plan.updated, projectID, session)
            var memory = try await Self.indexMemory(
                of: plan.created + plan.updated.filter { existing[$0.key]?.string != $0.string }, projectID, session)
            try await Self.recordSourceChanges(
                flagged: plan.translationsFlagged, dropped: plan.translationsDropped, project: project,
                time: wallClock.unixMilliseconds(), session)
            let removedKeys = plan.deleted.map(\.key)
            memory.counts.merge(try await Self.unindexMemory(of: removedKeys, projectID, session)) { $0 + $1 }
            try await Self.deleteIn(
                "DELETE FROM translations WHERE project_id = ? AND string_key IN",
                keys: plan.translationsDropped + removedKeys,
                leading: [.text(projectID)], session)
            try await Self.deleteIn(
                "DELETE FROM source_strings WHERE project_id = ? AND string_key IN", keys: removedKeys,
                leading: [.text(projectID)], session)
            try await Self.bump(projectID, session)
            let revision = try await session.query("SELECT revision FROM projects WHERE id = ?", [.text(projectID)])
            let report = PushReport(plan: plan, dryRun: false, revision: try revision.first?.integer("revision"))
            if let completion {
                try await Self.upsertJob(completion.job(projectID: projectID, report: report), session)
            }
            try await Self.queueMemoryCounts(memory.counts, session)
            return (report, memory)
        }
        // Outside the push's transaction, so that pushes of different projects do not wait for each other.
        // The push has committed: counts it could not add now stay queued for the next write or start.
        try? await applyQueuedMemoryCounts()
        if !report.dryRun {
            let plan = report.plan
            await refreshStatistics(
                afterChanging: plan.created.count + plan.updated.count + plan.deleted.count,
                in: ["source_strings", "memory_strings"])
            await refreshStatistics(afterChanging: memory.postings, in: ["memory_trigrams"])
            await refreshStatistics(
                afterChanging: plan.translationsFlagged.count + plan.translationsDropped.count,
                in: ["translations", "translation_history"])
        }
        return report
    }

    /// Applies the translations as changes by ``WorkflowActor/projectSecret`` through the API (an empty
    /// string removes one), with history.
    public func setTranslations(_ translations: [Translation], language: String, projectID: String) async throws
        -> [String]
    {
        try await apply(
            translations.map { $0.change(by: .projectSecret, channel: .api) }, language: language,
            projectID: projectID, at: wallClock.unixMilliseconds())
    }

    public func close() async throws {
        try await database.close()
    }

    /// How the database's connections are used now (``SQLDatabase/connectionUsage``).
    public var connectionUsage: DatabaseConnectionUsage? { database.connectionUsage }
}

extension SQLProjectStore {
    static func loadProject(_ id: String, _ session: any SQLSession) async throws -> Project? {
        let rows = try await session.query("SELECT id, name, source_language FROM projects WHERE id = ?", [.text(id)])
        guard let row = rows.first else { return nil }
        let languages = try await session.query(
            "SELECT code FROM project_languages WHERE project_id = ? ORDER BY code", [.text(id)])
        return Project(
            id: try row.text("id"), name: try row.text("name"), sourceLanguage: try row.text("source_language"),
            languages: try languages.map { try $0.text("code") })
    }

    /// Loads the project and, on PostgreSQL, locks its row until the transaction ends (SQLite's
    /// `BEGIN IMMEDIATE` already holds the write lock).
    static func lockProject(_ id: String, _ session: any SQLSession) async throws -> Project? {
        if session is PostgresSession {
            try await session.query("SELECT id FROM projects WHERE id = ? FOR UPDATE", [.text(id)])
        }
        return try await loadProject(id, session)
    }

    static let tokenColumns = "token, project_id, secret_hash, salt, expires_at"

    static func readToken(_ row: SQLRow) throws -> ProjectToken {
        ProjectToken(
            token: try row.text("token"), projectID: try row.text("project_id"),
            secretHash: try row.text("secret_hash"), salt: try row.text("salt"),
            expiresAt: row.optionalInteger("expires_at"))
    }

    static func bump(_ projectID: String, _ session: any SQLSession) async throws {
        try await session.query("UPDATE projects SET revision = revision + 1 WHERE id = ?", [.text(projectID)])
    }

    static func loadStrings(_ projectID: String, _ session: any SQLSession) async throws -> [SourceString] {
        let rows = try await session.query(
            """
            SELECT string_key, string, developer_comment, character_limit, tags, occurrences, context
            FROM source_strings WHERE project_id = ? ORDER BY string_key
            """, [.text(projectID)])
        return try rows.map(readSourceString)
    }

    /// The stored strings of `keys` (those that exist), read 500 keys a statement.
    static func loadStrings(_ projectID: String, keys: [String], _ session: any SQLSession) async throws
        -> [SourceString]
    {
        var strings: [SourceString] = []
        for chunk in keys.chunked(by: 500) {
            let rows = try await session.query(
                """
                SELECT string_key, string, developer_comment, character_limit, tags, occurrences, context
                FROM source_strings WHERE project_id = ? AND string_key IN (\(marks(chunk.count)))
                """, [.text(projectID)] + chunk.map(SQLValue.text))
            strings += try rows.map(readSourceString)
        }
        return strings
    }

    /// A source string from its columns.
    static func readSourceString(_ row: SQLRow) throws -> SourceString {
        var string = SourceString(key: try row.text("string_key"), string: try row.text("string"))
        string.developerComment = row.optionalText("developer_comment")
        string.characterLimit = row.optionalInteger("character_limit").map { Int($0) }
        string.tags = try decodeList(try row.text("tags"))
        string.occurrences = try decodeList(try row.text("occurrences"))
        string.context = try decodeList(try row.text("context"))
        return string
    }

    static func upsert(_ strings: [SourceString], _ projectID: String, _ session: any SQLSession) async throws {
        for chunk in strings.chunked(by: 100) {
            var binds: [SQLValue] = []
            binds.reserveCapacity(chunk.count * 8)
            for string in chunk {
                binds += [
                    .text(projectID), .text(string.key), .text(string.string), .optional(string.developerComment),
                    .optional(string.characterLimit), .text(encodeList(string.tags)),
                    .text(encodeList(string.occurrences)), .text(encodeList(string.context)),
                ]
            }
            try await session.query(
                """
                INSERT INTO source_strings
                    (project_id, string_key, string, developer_comment, character_limit, tags, occurrences, context)
                VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (project_id, string_key) DO UPDATE SET string = excluded.string,
                    developer_comment = excluded.developer_comment, character_limit = excluded.character_limit,
                    tags = excluded.tags, occurrences = excluded.occurrences, context = excluded.context
                """, binds)
        }
    }

    static func deleteIn(_ prefix: String, keys: [String], leading: [SQLValue], _ session: any SQLSession) async throws
    {
        for chunk in keys.chunked(by: 500) {
            try await session.query("\(prefix) (\(marks(chunk.count)))", leading + chunk.map(SQLValue.text))
        }
    }

    static func marks(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }

    static func encodeList(_ list: [String]) -> String { JSONWriter().string(from: .strings(list)) }

    static func decodeList(_ text: String) throws -> [String] {
        guard case .array(let items) = try JSONParser().parse(text) else { throw StoreError.corrupt("list \(text)") }
        return items.compactMap(\.stringValue)
    }
}

extension Array {
    func chunked(by size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
