/// Listing strings for the workflow: a page of source strings with their translation into one language,
/// filtered by workflow status and a text search in key, source and translation.
extension SQLProjectStore {
    public func strings(of projectID: String, query: StringQuery) async throws -> StringPage {
        var conditions = ["s.project_id = ?"]
        var binds: [SQLValue] = [.text(query.language), .text(projectID)]
        switch query.status {
        case .untranslated?: conditions.append("t.string_key IS NULL")
        case .translated?: conditions.append("t.needs_review = 0 AND t.status = 'translated'")
        case .needsReview?: conditions.append("t.needs_review = 1")
        case .reviewed?: conditions.append("t.needs_review = 0 AND t.status <> 'translated'")
        case nil: break
        }
        if let search = query.search, !search.isEmpty {
            // PostgreSQL's ILIKE folds case beyond ASCII (and uses the trigram indexes); SQLite's LIKE folds ASCII.
            let like = database.dialect == .postgres ? "ILIKE" : "LIKE"
            conditions.append(
                "(s.string_key \(like) ? ESCAPE '!' OR s.string \(like) ? ESCAPE '!' OR t.string \(like) ? ESCAPE '!')")
            let pattern = SQLValue.text("%" + Self.escapeLike(search) + "%")
            binds += [pattern, pattern, pattern]
        }
        let from = """
            FROM source_strings s LEFT JOIN translations t
                ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
            WHERE \(conditions.joined(separator: " AND "))
            """
        let page = binds
        return try await database.read { session in
            let total = try await session.query("SELECT COUNT(*) AS total \(from)", page).first?.integer("total") ?? 0
            let rows = try await session.query(
                """
                SELECT \(Self.stringColumns) \(from) ORDER BY s.string_key LIMIT ? OFFSET ?
                """, page + [.integer(Int64(query.limit)), .integer(Int64(query.offset))])
            return StringPage(total: Int(total), strings: try rows.map(Self.workflowString))
        }
    }

    public func string(_ key: String, language: String, projectID: String) async throws -> WorkflowString? {
        try await database.read { session in
            let rows = try await session.query(
                """
                SELECT \(Self.stringColumns) FROM source_strings s LEFT JOIN translations t
                    ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
                WHERE s.project_id = ? AND s.string_key = ?
                """, [.text(language), .text(projectID), .text(key)])
            return try rows.first.map(Self.workflowString)
        }
    }

    static let stringColumns = """
        s.string_key, s.string, s.developer_comment, s.character_limit, s.tags, s.occurrences, s.context,
        t.string AS t_string, t.status AS t_status, t.needs_review AS t_needs_review, t.warnings AS t_warnings
        """

    static func workflowString(_ row: SQLRow) throws -> WorkflowString {
        let source = try readSourceString(row)
        let translation = row.optionalText("t_string") == nil ? nil : try translation(row, prefix: "t_")
        return WorkflowString(source: source, translation: translation)
    }

    /// `text` with LIKE's wildcards and the escape character `!` escaped.
    static func escapeLike(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "%" || character == "_" || character == "!" { result.append("!") }
            result.append(character)
        }
        return result
    }
}
