/// Translation changes with their history: every write to a translation (workflow API, `POST
/// /translations`, import, push) goes through ``write(_:language:projectID:time:_:)``, which records
/// each change that alters something in `translation_history`.
extension SQLProjectStore {
    public func apply(_ changes: [TranslationChange], language: String, projectID: String, at time: Int64)
        async throws -> [String]
    {
        let unknown = try await database.transaction { session in
            guard let project = try await Self.lockProject(projectID, session) else {
                throw StoreError.unknownProject(projectID)
            }
            guard project.languages.contains(language) else { throw StoreError.unknownLanguage(language) }
            var known = Set<String>()
            for chunk in changes.map(\.key).chunked(by: 500) {
                let rows = try await session.query(
                    "SELECT string_key FROM source_strings WHERE project_id = ? AND string_key IN (\(Self.marks(chunk.count)))",
                    [.text(projectID)] + chunk.map(SQLValue.text))
                for row in rows { known.insert(try row.text("string_key")) }
            }
            let accepted = changes.filter { known.contains($0.key) }
            if try await Self.write(accepted, language: language, projectID: projectID, time: time, session) {
                try await Self.bump(projectID, session)
            }
            return changes.map(\.key).filter { !known.contains($0) }
        }
        await refreshStatistics(
            afterChanging: changes.count - unknown.count, in: ["translations", "translation_history"])
        return unknown
    }

    public func history(of key: String, language: String, projectID: String, offset: Int, limit: Int)
        async throws -> [HistoryEntry]
    {
        try await database.read { session in
            let rows = try await session.query(
                """
                SELECT version, actor_id, actor_name, channel, created_at, old_string, old_status, old_needs_review,
                    new_string, new_status, new_needs_review, new_warnings, comment
                FROM translation_history WHERE project_id = ? AND language = ? AND string_key = ?
                ORDER BY version DESC LIMIT ? OFFSET ?
                """, [.text(projectID), .text(language), .text(key), .integer(Int64(limit)), .integer(Int64(offset))])
            return try rows.map { row in
                HistoryEntry(
                    version: try row.integer("version"),
                    actor: WorkflowActor(id: try row.text("actor_id"), name: try row.text("actor_name")),
                    channel: ChangeChannel(rawValue: try row.text("channel")) ?? .api,
                    createdAt: try row.integer("created_at"),
                    old: try Self.state(row, "old", warnings: []),
                    new: try Self.state(row, "new", warnings: try Self.decodeList(try row.text("new_warnings"))),
                    comment: row.optionalText("comment"))
            }
        }
    }

    /// The current translations of `keys` into `language`.
    static func currentTranslations(_ keys: [String], language: String, projectID: String, _ session: any SQLSession)
        async throws -> [String: WorkflowTranslation]
    {
        var result: [String: WorkflowTranslation] = [:]
        for chunk in keys.chunked(by: 500) {
            let rows = try await session.query(
                """
                SELECT string_key, string, status, needs_review, warnings FROM translations
                WHERE project_id = ? AND language = ? AND string_key IN (\(marks(chunk.count)))
                """, [.text(projectID), .text(language)] + chunk.map(SQLValue.text))
            for row in rows {
                result[try row.text("string_key")] = try translation(row, prefix: "")
            }
        }
        return result
    }

    /// A translation read from `string`, `status`, `needs_review` and `warnings` columns (with `prefix`).
    static func translation(_ row: SQLRow, prefix: String) throws -> WorkflowTranslation {
        WorkflowTranslation(
            string: try row.text(prefix + "string"),
            status: TranslationStatus(rawValue: try row.text(prefix + "status")) ?? .translated,
            needsReview: try row.integer(prefix + "needs_review") != 0,
            warnings: try decodeList(try row.text(prefix + "warnings")))
    }

    /// A history state (`old_…` or `new_…` columns); nil where there was no translation.
    private static func state(_ row: SQLRow, _ side: String, warnings: [String]) throws -> WorkflowTranslation? {
        guard let string = row.optionalText(side + "_string") else { return nil }
        return WorkflowTranslation(
            string: string,
            status: TranslationStatus(rawValue: row.optionalText(side + "_status") ?? "") ?? .translated,
            needsReview: try row.integer(side + "_needs_review") != 0, warnings: warnings)
    }

    /// Writes `changes` (of existing keys) and records those that alter something, as version
    /// "the project's revision after this transaction". Returns whether anything was written; the
    /// caller raises the revision then.
    static func write(
        _ changes: [TranslationChange], language: String, projectID: String, time: Int64, _ session: any SQLSession
    ) async throws -> Bool {
        let current = try await currentTranslations(
            changes.map(\.key), language: language, projectID: projectID, session)
        let effective = changes.filter { current[$0.key] != $0.new }
        guard !effective.isEmpty else { return false }
        let rows = try await session.query("SELECT revision FROM projects WHERE id = ?", [.text(projectID)])
        let version = (try rows.first?.integer("revision") ?? 0) + 1
        try await deleteIn(
            "DELETE FROM translations WHERE project_id = ? AND language = ? AND string_key IN",
            keys: effective.filter { $0.new == nil }.map(\.key), leading: [.text(projectID), .text(language)], session)
        let written = effective.compactMap { change in change.new.map { (change.key, $0) } }
        for chunk in written.chunked(by: 100) {
            var binds: [SQLValue] = []
            for (key, translation) in chunk {
                binds += [
                    .text(projectID), .text(language), .text(key), .text(translation.string),
                    .text(translation.status.rawValue), .integer(translation.needsReview ? 1 : 0),
                    .text(encodeList(translation.warnings)),
                ]
            }
            try await session.query(
                """
                INSERT INTO translations (project_id, language, string_key, string, status, needs_review, warnings)
                VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                ON CONFLICT (project_id, language, string_key) DO UPDATE SET string = excluded.string,
                    status = excluded.status, needs_review = excluded.needs_review, warnings = excluded.warnings
                """, binds)
        }
        for chunk in effective.chunked(by: 50) {
            var binds: [SQLValue] = []
            for change in chunk {
                let old = current[change.key]
                binds += [
                    .text(projectID), .text(language), .text(change.key), .integer(version), .text(change.actor.id),
                    .text(change.actor.name), .text(change.channel.rawValue), .integer(time), .optional(old?.string),
                    .optional(old?.status.rawValue), .integer(old?.needsReview == true ? 1 : 0),
                    .optional(change.new?.string), .optional(change.new?.status.rawValue),
                    .integer(change.new?.needsReview == true ? 1 : 0), .text(encodeList(change.new?.warnings ?? [])),
                    .optional(change.comment),
                ]
            }
            try await session.query(
                """
                INSERT INTO translation_history (project_id, language, string_key, version, actor_id, actor_name,
                    channel, created_at, old_string, old_status, old_needs_review, new_string, new_status,
                    new_needs_review, new_warnings, comment)
                VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", "))
                """, binds)
        }
        return true
    }

    /// What a push does to the translations of strings whose source text changed: kept and flagged as
    /// needing review (`flagged`), or removed (`dropped`, with `keep_translations: false`), in every
    /// language, with history.
    static func recordSourceChanges(
        flagged: [String], dropped: [String], project: Project, time: Int64, _ session: any SQLSession
    ) async throws {
        guard !flagged.isEmpty || !dropped.isEmpty else { return }
        for language in project.languages {
            let current = try await currentTranslations(
                flagged + dropped, language: language, projectID: project.id, session)
            let changes = PushSourceChanges.changes(flagged: flagged, dropped: dropped, current: current)
            _ = try await write(changes, language: language, projectID: project.id, time: time, session)
        }
    }
}
