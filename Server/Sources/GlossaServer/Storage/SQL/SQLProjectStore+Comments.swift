import GlossaJSON

/// Comments on strings and the project glossary.
extension SQLProjectStore {
    public func addComment(_ comment: StringComment, projectID: String) async throws {
        try await database.transaction { session in
            guard try await Self.loadProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            try await session.query(
                """
                INSERT INTO string_comments (project_id, id, language, string_key, author_id, author_name, created_at, body)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(projectID), .text(comment.id), .text(comment.language), .text(comment.key),
                    .text(comment.author.id), .text(comment.author.name), .integer(comment.createdAt),
                    .text(comment.body),
                ])
        }
    }

    public func comments(on key: String, language: String, projectID: String) async throws -> [StringComment] {
        try await database.read { session in
            let rows = try await session.query(
                """
                SELECT id, author_id, author_name, created_at, body FROM string_comments
                WHERE project_id = ? AND string_key = ? AND language = ? ORDER BY created_at, id
                """, [.text(projectID), .text(key), .text(language)])
            return try rows.map { row in
                StringComment(
                    id: try row.text("id"), key: key, language: language,
                    author: WorkflowActor(id: try row.text("author_id"), name: try row.text("author_name")),
                    createdAt: try row.integer("created_at"), body: try row.text("body"))
            }
        }
    }

    public func glossary(of projectID: String) async throws -> [GlossaryTerm] {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT term, translations, note FROM glossary_terms WHERE project_id = ? ORDER BY term",
                [.text(projectID)])
            return try rows.map { row in
                guard case .object(let object) = try JSONParser().parse(try row.text("translations")) else {
                    throw StoreError.corrupt("glossary translations")
                }
                var translations: [String: String] = [:]
                for (language, value) in object { translations[language] = value.stringValue }
                return GlossaryTerm(
                    term: try row.text("term"), translations: translations, note: row.optionalText("note"))
            }
        }
    }

    public func saveGlossaryTerm(_ term: GlossaryTerm, projectID: String) async throws {
        var object = JSONObject()
        for (language, translation) in term.translations.sorted(by: { $0.key < $1.key }) {
            object.append(language, .string(translation))
        }
        let translations = JSONWriter().string(from: .object(object))
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            try await session.query(
                """
                INSERT INTO glossary_terms (project_id, term, translations, note) VALUES (?, ?, ?, ?)
                ON CONFLICT (project_id, term) DO UPDATE SET translations = excluded.translations, note = excluded.note
                """, [.text(projectID), .text(term.term), .text(translations), .optional(term.note)])
        }
    }

    public func removeGlossaryTerm(_ term: String, projectID: String) async throws -> Bool {
        try await database.transaction { session in
            let existing = try await session.query(
                "SELECT term FROM glossary_terms WHERE project_id = ? AND term = ?", [.text(projectID), .text(term)])
            guard !existing.isEmpty else { return false }
            try await session.query(
                "DELETE FROM glossary_terms WHERE project_id = ? AND term = ?", [.text(projectID), .text(term)])
            return true
        }
    }
}
