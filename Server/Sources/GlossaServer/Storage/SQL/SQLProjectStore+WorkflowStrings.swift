/// Listing strings for the workflow: a page of source strings with their translation into one language,
/// filtered by workflow status, comments, tag, change time and a text search in key, source and
/// translation.
///
/// Each query reads only what its filters need, so that a page of a 50,000-key project stays fast: a
/// status other than "untranslated" walks the `translations_state` index in key order; the counts of a
/// status alone are those the schema keeps (``WorkflowCountSchema``);
/// a search collects its hits from the project's source strings and the language's translations apart
/// (no join per row) and joins only those; "changed since" reads the history's time index.
///
/// On PostgreSQL a search the trigram indexes cannot serve (no run of three letters or digits, so
/// `pg_trgm` takes no trigram from its pattern: "to", "a", "0_") scans instead: the listing's own
/// strings of the project (with their translations into the language, and any status or other filter
/// narrowing them first) are filtered in one pass, which counts the hits, and the page is the first
/// keys of those hits. Through the GIN indexes such a search would find every row of the project by
/// its project entry and recheck each, then hash and sort every hit twice (in the union of key,
/// source and translation hits, and again to join the page to them).
extension SQLProjectStore {
    public func strings(of projectID: String, query: StringQuery) async throws -> StringPage {
        let dialect = database.dialect
        return try await database.read { session in
            try await Self.page(projectID: projectID, query: query, dialect: dialect, session)
        }
    }

    public func statusCounts(of projectID: String, language: String) async throws -> [WorkflowStatus: Int] {
        try await database.read { session in
            try await Self.statusCounts(projectID: projectID, language: language, session)
        }
    }

    /// The counts the schema keeps (``WorkflowCountSchema``): the project's strings and its translations
    /// into `language` per state (the rest are untranslated), a few rows however large the project.
    static func statusCounts(projectID: String, language: String, _ session: any SQLSession) async throws
        -> [WorkflowStatus: Int]
    {
        let rows = try await session.query(
            "SELECT state, strings FROM translation_counts WHERE project_id = ? AND language = ?",
            [.text(projectID), .text(language)])
        var counts = Dictionary(uniqueKeysWithValues: WorkflowStatus.allCases.map { ($0, 0) })
        for row in rows {
            guard let status = WorkflowStatus(rawValue: try row.text("state")) else {
                throw StoreError.corrupt("translation state \(try row.text("state"))")
            }
            counts[status] = Int(try row.integer("strings"))
        }
        counts[.untranslated] = Int(try await stringCount(projectID, session)) - counts.values.reduce(0, +)
        return counts
    }

    /// How many source strings the project has, as the schema keeps it (``WorkflowCountSchema``).
    static func stringCount(_ projectID: String, _ session: any SQLSession) async throws -> Int64 {
        try await session.query("SELECT strings FROM projects WHERE id = ?", [.text(projectID)]).first?
            .integer("strings") ?? 0
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

    /// The keys before and after `key`: the last one below it and the first one above it, each the
    /// start of the listing's index walk from there (no offset, no count).
    public func neighbours(of key: String, projectID: String, in query: StringQuery) async throws -> StringNeighbours {
        let selection = Self.selection(projectID: projectID, query: query, dialect: database.dialect)
        return try await database.read { session in
            func adjacent(_ comparison: String, _ order: String) async throws -> String? {
                let sql = """
                    SELECT s.string_key \(selection.from) AND \(selection.orderBy) \(comparison) ?
                    ORDER BY \(selection.orderBy) \(order) LIMIT 1
                    """
                return try await session.query(
                    selection.hits + sql, selection.hitBinds + selection.binds + [.text(key)]
                ).first?.text("string_key")
            }
            return StringNeighbours(previous: try await adjacent("<", "DESC"), next: try await adjacent(">", "ASC"))
        }
    }

    /// What a listing reads: its FROM and WHERE for the page, the search's hits, and how to count it.
    struct Selection {
        /// The search's hits (`WITH hits AS …`), computed once for the page and its count; "" without a search.
        var hits = ""
        var hitBinds: [SQLValue] = []
        /// The page's FROM and WHERE (ending in a condition, so more can follow with `AND`).
        var from: String
        var binds: [SQLValue]
        /// The key column the listing is sorted by.
        var orderBy: String
        /// A scalar subquery counting every match (after ``hits``), and its binds.
        var counted = ""
        var countBinds: [SQLValue] = []
        /// Whether anything but the status filters: the count is then ``counted``, not a kept count.
        var filtered = false
        /// Whether ``hits`` holds every filter (a scanned search; "changed since" on PostgreSQL): the page is
        /// then its first keys.
        var pagedFromHits = false
    }

    static func selection(projectID: String, query: StringQuery, dialect: SQLDialect) -> Selection {
        let project = SQLValue.text(projectID)
        let language = SQLValue.text(query.language)
        var from: String
        var binds: [SQLValue]
        // The count's FROM: without the join to translations when no status needs it.
        var counting: String
        var countBinds: [SQLValue]
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
            (counting, countBinds) =
                query.status == nil ? ("FROM source_strings s WHERE s.project_id = ?", [project]) : (from, binds)
        case let status?:
            // Spelled as the index `translations_state` is, so that it serves both the page and the count.
            from = """
                FROM translations t JOIN source_strings s ON s.project_id = t.project_id AND s.string_key = t.string_key
                WHERE t.project_id = ? AND t.language = ? AND \(WorkflowPerformanceSchema.state) = ?
                """
            binds = [project, language, .text(status.rawValue)]
            (counting, countBinds) = (from, binds)
            orderBy = "t.string_key"
        }
        // Narrows both the page and its count.
        func narrow(_ clause: String, _ clauseBinds: [SQLValue] = []) {
            from += clause
            counting += clause
            binds += clauseBinds
            countBinds += clauseBinds
        }
        var filtered = false
        var onlySearch = false
        var hits = ""
        var hitBinds: [SQLValue] = []
        var scanned = false
        if let search = query.search, !search.isEmpty {
            // PostgreSQL's ILIKE folds case beyond ASCII (and uses the trigram indexes); SQLite's LIKE folds ASCII.
            let like = dialect == .postgres ? "ILIKE" : "LIKE"
            let pattern = SQLValue.text("%" + escapeLike(search) + "%")
            if dialect == .postgres && !hasTrigram(search) {
                // Scanned with the listing's other filters (``Selection/pagedFromHits``); `t` is the
                // translation into the language (none among the untranslated, and NULL matches nothing).
                narrow(
                    " AND (s.string_key ILIKE ? ESCAPE '!' OR s.string ILIKE ? ESCAPE '!' OR t.string ILIKE ? ESCAPE '!')",
                    [pattern, pattern, pattern])
                scanned = true
            } else {
                hits = """
                    WITH hits AS MATERIALIZED (
                        SELECT string_key FROM source_strings
                            WHERE project_id = ? AND (\(keyMatch(dialect)) OR string \(like) ? ESCAPE '!')
                        UNION SELECT string_key FROM translations
                            WHERE project_id = ? AND language = ? AND string \(like) ? ESCAPE '!')

                    """
                hitBinds = [project, pattern, pattern, project, language, pattern]
                narrow(" AND s.string_key IN (SELECT string_key FROM hits)")
                onlySearch =
                    query.status == nil && !query.withComments && query.tag == nil && query.changedSince == nil
            }
            filtered = true
        }
        if query.withComments {
            narrow(
                """
                 AND EXISTS (SELECT 1 FROM string_comments c
                    WHERE c.project_id = s.project_id AND c.string_key = s.string_key AND c.language = ?)
                """, [language])
            filtered = true
        }
        if let tag = query.tag {
            // `tags` holds a compact JSON list: the tag's JSON string is one of its elements exactly when it
            // stands between the list's brackets or commas (quotes inside a tag are escaped, so no other
            // element's text can hold it with its quotes).
            let element = String(encodeList([tag]).dropFirst().dropLast())
            let contains = dialect == .postgres ? "strpos(s.tags, ?) > 0" : "instr(s.tags, ?) > 0"
            narrow(
                " AND (\(Array(repeating: contains, count: 4).joined(separator: " OR ")))",
                ["[\(element)]", "[\(element),", ",\(element),", ",\(element)]"].map(SQLValue.text))
            filtered = true
        }
        let changes = "FROM translation_history WHERE project_id = ? AND language = ? AND created_at >= ?"
        // "Changed since" alone: its keys are those in the history's time range, each a string of the
        // project (a foreign key), read without visiting the strings.
        var onlyChanges: (keys: String, binds: [SQLValue])?
        if let since = query.changedSince {
            let changeBinds = [project, language, SQLValue.integer(since)]
            narrow(" AND s.string_key IN (SELECT string_key \(changes))", changeBinds)
            filtered = true
            if query.status == nil && (query.search?.isEmpty ?? true) && !query.withComments && query.tag == nil {
                onlyChanges = ("SELECT DISTINCT string_key \(changes)", changeBinds)
            }
            // On PostgreSQL the page is taken from the listing's keys collected first, as a scanned
            // search's is: asked for the first keys in order, PostgreSQL walks the strings in key order
            // and looks each up in the history, every string of the project when the keys changed
            // are its last ones; collected apart, the keys come from the history's time index.
            if dialect == .postgres && hits.isEmpty { scanned = true }
        }
        if scanned {
            // The hits are the listing's keys (of a scanned search, or changed since a time), each once
            // (one row per source string); the page and `neighbours` read the strings of those keys.
            let (keys, keyBinds) = onlyChanges ?? ("SELECT s.string_key \(from)", binds)
            return Selection(
                hits: "WITH hits AS MATERIALIZED (\(keys))\n", hitBinds: keyBinds,
                from: """
                    FROM source_strings s LEFT JOIN translations t
                        ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
                    WHERE s.project_id = ? AND s.string_key IN (SELECT string_key FROM hits)
                    """, binds: [language, project], orderBy: "s.string_key", counted: "(SELECT COUNT(*) FROM hits)",
                filtered: true, pagedFromHits: true)
        }
        // A search alone counts its hits, and "changed since" alone the keys in the history's time range.
        var counted = "(SELECT COUNT(*) \(counting))"
        if onlySearch {
            (counted, countBinds) = ("(SELECT COUNT(*) FROM hits)", [])
        } else if let onlyChanges {
            (counted, countBinds) = ("(SELECT COUNT(*) FROM (\(onlyChanges.keys)) changed)", onlyChanges.binds)
        }
        return Selection(
            hits: hits, hitBinds: hitBinds, from: from, binds: binds, orderBy: orderBy, counted: counted,
            countBinds: countBinds, filtered: filtered)
    }

    private static func page(projectID: String, query: StringQuery, dialect: SQLDialect, _ session: any SQLSession)
        async throws -> StringPage
    {
        let selection = selection(projectID: projectID, query: query, dialect: dialect)
        let (hits, hitBinds, from, binds) = (selection.hits, selection.hitBinds, selection.from, selection.binds)
        let (counted, countBinds, orderBy) = (selection.counted, selection.countBinds, selection.orderBy)
        let window = [SQLValue.integer(Int64(query.limit)), .integer(Int64(query.offset))]
        guard selection.filtered else {
            let total = try await count(projectID: projectID, query: query, session)
            let rows = try await session.query(
                "SELECT \(stringColumns) \(from) ORDER BY \(orderBy) LIMIT ? OFFSET ?", binds + window)
            return StringPage(total: Int(total), strings: try rows.map(workflowString))
        }
        // The page and the count of all matches in one statement; a page past the end counts apart.
        let (select, selectBinds): (String, [SQLValue]) =
            selection.pagedFromHits
            ? (
                """
                SELECT \(stringColumns), \(counted) AS total_matches
                FROM (SELECT string_key FROM hits ORDER BY string_key LIMIT ? OFFSET ?) h
                JOIN source_strings s ON s.project_id = ? AND s.string_key = h.string_key
                LEFT JOIN translations t
                    ON t.project_id = s.project_id AND t.string_key = s.string_key AND t.language = ?
                ORDER BY s.string_key
                """, window + [.text(projectID), .text(query.language)]
            )
            : (
                "SELECT \(stringColumns), \(counted) AS total_matches \(from) ORDER BY \(orderBy) LIMIT ? OFFSET ?",
                countBinds + binds + window
            )
        let rows = try await session.query(hits + select, hitBinds + selectBinds)
        var total = try rows.first?.integer("total_matches") ?? 0
        if rows.isEmpty {
            total =
                try await session.query(hits + "SELECT \(counted) AS total", hitBinds + countBinds).first?
                .integer("total") ?? 0
        }
        return StringPage(total: Int(total), strings: try rows.map(workflowString))
    }

    /// How many strings have `query.status` (no other filter), from the counts the schema keeps.
    private static func count(projectID: String, query: StringQuery, _ session: any SQLSession) async throws -> Int64 {
        guard let status = query.status else { return try await stringCount(projectID, session) }
        return Int64(try await statusCounts(projectID: projectID, language: query.language, session)[status] ?? 0)
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

    /// Whether `pg_trgm` surely takes a trigram from the pattern `%search%`, so that its indexes narrow
    /// a search: when the text has a run of three letters or digits (a word of `pg_trgm`'s, as it reads
    /// letters in a database whose locale knows them). A shorter word gives none, and the GIN index
    /// would only find the project's rows, each then rechecked (`pg_trgm` may still take one from a
    /// short word next to a space, which the scan then reads without).
    static func hasTrigram(_ search: String) -> Bool {
        var run = 0
        for character in search {
            run = character.isLetter || character.isNumber ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    /// A search's condition on the key, with one bind (the pattern): on PostgreSQL through the lowercased
    /// key, which its trigram index holds (``SearchIndexSchema/lowercasedKeys``), as `ILIKE` folds case
    /// in a multibyte database; on SQLite `LIKE`, which folds ASCII.
    static func keyMatch(_ dialect: SQLDialect) -> String {
        dialect == .postgres ? "lower(string_key) LIKE lower(?) ESCAPE '!'" : "string_key LIKE ? ESCAPE '!'"
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
