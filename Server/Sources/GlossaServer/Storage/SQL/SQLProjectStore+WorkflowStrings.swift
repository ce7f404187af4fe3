/// Listing strings for the workflow: a page of source strings with their translation into one language,
/// filtered by workflow status, comments, tag, change time and a text search in key, source and
/// translation.
///
/// Each query reads only what its filters need, so that a page of a 50,000-key project stays fast: a
/// status other than "untranslated" walks the `translations_state` index in key order (its count is a
/// range of that index); "untranslated" and "all" count by subtraction from the project's string count;
/// a search collects its hits from the project's source strings and the language's translations apart
/// (no join per row) and joins only those; "changed since" reads the history's time index.
extension SQLProjectStore {
    public func strings(of projectID: String, query: StringQuery) async throws -> StringPage {
        let dialect = database.dialect
        return try await database.read { session in
            try await Self.page(projectID: projectID, query: query, dialect: dialect, session)
        }
    }

    /// One pass over the language's range of the index `translations_state`, grouped by state, and the
    /// project's string count (the rest are untranslated): a status page's count four times over would
    /// read that range once per status.
    public func statusCounts(of projectID: String, language: String) async throws -> [WorkflowStatus: Int] {
        try await database.read { session in
            let state = WorkflowPerformanceSchema.state
            let rows = try await session.query(
                """
                SELECT \(state) AS state, COUNT(*) AS n FROM translations
                WHERE project_id = ? AND language = ? GROUP BY \(state)
                """, [.text(projectID), .text(language)])
            let strings =
                try await session.query(
                    "SELECT COUNT(*) AS n FROM source_strings WHERE project_id = ?", [.text(projectID)]
                ).first?.integer("n") ?? 0
            var counts = Dictionary(uniqueKeysWithValues: WorkflowStatus.allCases.map { ($0, 0) })
            for row in rows {
                guard let status = WorkflowStatus(rawValue: try row.text("state")) else {
                    throw StoreError.corrupt("translation state \(try row.text("state"))")
                }
                counts[status] = Int(try row.integer("n"))
            }
            counts[.untranslated] = Int(strings) - counts.values.reduce(0, +)
            return counts
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

    private static func page(projectID: String, query: StringQuery, dialect: SQLDialect, _ session: any SQLSession)
        async throws -> StringPage
    {
        let project = SQLValue.text(projectID)
        let language = SQLValue.text(query.language)
        var from: String
        var binds: [SQLValue]
        var orderBy = "s.string_key"
        switch query.status {
        case nil, .untranslated?:
            from = """
                FROM source_strings s LEFT JOIN translations t
                    ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
                WHERE s.project_id = ?
                """
            binds = [language, project]
            if query.status == .untranslated { from += " AND t.string_key IS NULL" }
        case let status?:
            // Spelled as the index `translations_state` is, so that it serves both the page and the count.
            from = """
                FROM translations t JOIN source_strings s ON s.project_id = t.project_id AND s.string_key = t.string_key
                WHERE t.project_id = ? AND t.language = ? AND \(WorkflowPerformanceSchema.state) = ?
                """
            binds = [project, language, .text(status.rawValue)]
            orderBy = "t.string_key"
        }
        var filtered = false
        var onlySearch = false
        // A search's hits, computed once for the page and its count.
        var hits = ""
        var hitBinds: [SQLValue] = []
        if let search = query.search, !search.isEmpty {
            // PostgreSQL's ILIKE folds case beyond ASCII (and uses the trigram indexes); SQLite's LIKE folds ASCII.
            let like = dialect == .postgres ? "ILIKE" : "LIKE"
            let pattern = SQLValue.text("%" + escapeLike(search) + "%")
            hits = """
                WITH hits AS MATERIALIZED (
                    SELECT string_key FROM source_strings
                        WHERE project_id = ? AND (string_key \(like) ? ESCAPE '!' OR string \(like) ? ESCAPE '!')
                    UNION SELECT string_key FROM translations
                        WHERE project_id = ? AND language = ? AND string \(like) ? ESCAPE '!')

                """
            hitBinds = [project, pattern, pattern, project, language, pattern]
            from += " AND s.string_key IN (SELECT string_key FROM hits)"
            filtered = true
            onlySearch = query.status == nil && !query.withComments && query.tag == nil && query.changedSince == nil
        }
        if query.withComments {
            from += """
                 AND EXISTS (SELECT 1 FROM string_comments c
                    WHERE c.project_id = s.project_id AND c.string_key = s.string_key AND c.language = ?)
                """
            binds.append(language)
            filtered = true
        }
        if let tag = query.tag {
            // `tags` holds a compact JSON list: the tag's JSON string is one of its elements exactly when it
            // stands between the list's brackets or commas (quotes inside a tag are escaped, so no other
            // element's text can hold it with its quotes).
            let element = String(encodeList([tag]).dropFirst().dropLast())
            let contains = dialect == .postgres ? "strpos(s.tags, ?) > 0" : "instr(s.tags, ?) > 0"
            from += " AND (\(Array(repeating: contains, count: 4).joined(separator: " OR ")))"
            binds += ["[\(element)]", "[\(element),", ",\(element),", ",\(element)]"].map(SQLValue.text)
            filtered = true
        }
        if let since = query.changedSince {
            from += """
                 AND s.string_key IN (SELECT string_key FROM translation_history
                    WHERE project_id = ? AND language = ? AND created_at >= ?)
                """
            binds += [project, language, .integer(since)]
            filtered = true
        }
        let window = [SQLValue.integer(Int64(query.limit)), .integer(Int64(query.offset))]
        guard filtered else {
            let total = try await count(projectID: projectID, query: query, session)
            let rows = try await session.query(
                "SELECT \(stringColumns) \(from) ORDER BY \(orderBy) LIMIT ? OFFSET ?", binds + window)
            return StringPage(total: Int(total), strings: try rows.map(workflowString))
        }
        // The page and the count of all matches in one statement; a page past the end counts apart. A
        // search alone counts its hits (each is a string of the project: a foreign key).
        let counted = onlySearch ? "(SELECT COUNT(*) FROM hits)" : "(SELECT COUNT(*) \(from))"
        let rows = try await session.query(
            hits + "SELECT \(stringColumns), \(counted) AS total_matches \(from) ORDER BY \(orderBy) LIMIT ? OFFSET ?",
            hitBinds + (onlySearch ? [] : binds) + binds + window)
        var total = try rows.first?.integer("total_matches") ?? 0
        if rows.isEmpty {
            total =
                try await session.query(hits + "SELECT COUNT(*) AS total \(from)", hitBinds + binds).first?
                .integer("total") ?? 0
        }
        return StringPage(total: Int(total), strings: try rows.map(workflowString))
    }

    /// How many strings have `query.status` (no other filter): from the project's string count (less its
    /// translations for "untranslated"), or a range of the index `translations_state`.
    private static func count(projectID: String, query: StringQuery, _ session: any SQLSession) async throws -> Int64 {
        func count(_ sql: String, _ binds: [SQLValue]) async throws -> Int64 {
            try await session.query("SELECT COUNT(*) AS total " + sql, binds).first?.integer("total") ?? 0
        }
        switch query.status {
        case nil:
            return try await count("FROM source_strings WHERE project_id = ?", [.text(projectID)])
        case .untranslated?:
            // Every translation has its source string (a foreign key), so the rest are untranslated.
            return try await count("FROM source_strings WHERE project_id = ?", [.text(projectID)])
                - count(
                    "FROM translations WHERE project_id = ? AND language = ?",
                    [.text(projectID), .text(query.language)])
        case let status?:
            return try await count(
                "FROM translations WHERE project_id = ? AND language = ? AND \(WorkflowPerformanceSchema.state) = ?",
                [.text(projectID), .text(query.language), .text(status.rawValue)])
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
