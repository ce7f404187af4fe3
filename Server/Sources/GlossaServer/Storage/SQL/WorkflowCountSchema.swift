/// The migration that keeps counts instead of counting: each project's number of source strings
/// (`projects.strings`) and its number of translations per language and workflow state
/// (`translation_counts`), so that the projects page and the string list's filters read a few rows
/// rather than a range of 50,000 index entries per language.
///
/// Triggers on `source_strings` and `translations` keep them in step with every write (pushes,
/// translation changes, a removed language, the cascade from a deleted string or project), in the
/// writing transaction. A decrement only updates a row that is there, so that the cascade from a
/// deleted project never writes a count for it. SQLite's triggers run once per row; PostgreSQL's once
/// per statement, from its transition tables (one grouped update for a write of 10,000 translations).
/// The migration fills both from the rows already stored.
enum WorkflowCountSchema {
    private static let state = WorkflowPerformanceSchema.state

    static let statements: [SchemaStatement] =
        [
            "ALTER TABLE projects ADD COLUMN strings BIGINT NOT NULL DEFAULT 0",
            """
            CREATE TABLE translation_counts (project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
                language TEXT NOT NULL, state TEXT NOT NULL, strings BIGINT NOT NULL,
                PRIMARY KEY (project_id, language, state))
            """,
            "UPDATE projects SET strings = (SELECT COUNT(*) FROM source_strings s WHERE s.project_id = projects.id)",
            SchemaStatement(
                stringLiteral: """
                    INSERT INTO translation_counts (project_id, language, state, strings)
                    SELECT project_id, language, \(state), COUNT(*) FROM translations GROUP BY 1, 2, 3
                    """),
        ] + sqliteTriggers + postgresTriggers

    /// Per row: `NEW` and `OLD` are the row inserted, updated or deleted.
    private static let sqliteTriggers: [SchemaStatement] = [
        """
        CREATE TRIGGER source_strings_added AFTER INSERT ON source_strings BEGIN
            UPDATE projects SET strings = strings + 1 WHERE id = NEW.project_id;
        END
        """,
        """
        CREATE TRIGGER source_strings_removed AFTER DELETE ON source_strings BEGIN
            UPDATE projects SET strings = strings - 1 WHERE id = OLD.project_id;
        END
        """,
        """
        CREATE TRIGGER translations_added AFTER INSERT ON translations BEGIN
            \(sqliteIncrement("NEW."))
        END
        """,
        """
        CREATE TRIGGER translations_changed AFTER UPDATE OF status, needs_review ON translations
        WHEN \(WorkflowPerformanceSchema.state(ofRow: "OLD.")) <> \(WorkflowPerformanceSchema.state(ofRow: "NEW."))
        BEGIN
            \(sqliteDecrement("OLD."))
            \(sqliteIncrement("NEW."))
        END
        """,
        """
        CREATE TRIGGER translations_removed AFTER DELETE ON translations BEGIN
            \(sqliteDecrement("OLD."))
        END
        """,
    ].map { SchemaStatement(sqlite: $0, postgres: nil) }

    private static func sqliteIncrement(_ row: String) -> String {
        """
        INSERT INTO translation_counts (project_id, language, state, strings)
                VALUES (\(row)project_id, \(row)language, \(WorkflowPerformanceSchema.state(ofRow: row)), 1)
                ON CONFLICT (project_id, language, state) DO UPDATE SET strings = strings + 1;
        """
    }

    private static func sqliteDecrement(_ row: String) -> String {
        """
        UPDATE translation_counts SET strings = strings - 1
                WHERE project_id = \(row)project_id AND language = \(row)language
                    AND state = \(WorkflowPerformanceSchema.state(ofRow: row));
        """
    }

    /// Per statement: `new_rows` and `old_rows` are the statement's transition tables (an upsert fires
    /// the insert trigger for the rows it inserted and the update trigger for those it updated).
    private static let postgresTriggers: [SchemaStatement] = [
        """
        CREATE FUNCTION glossa_count_source_strings() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'INSERT' THEN
                UPDATE projects p SET strings = p.strings + d.n
                FROM (SELECT project_id, COUNT(*) AS n FROM new_rows GROUP BY project_id) d WHERE p.id = d.project_id;
            ELSE
                UPDATE projects p SET strings = p.strings - d.n
                FROM (SELECT project_id, COUNT(*) AS n FROM old_rows GROUP BY project_id) d WHERE p.id = d.project_id;
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER source_strings_added AFTER INSERT ON source_strings REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION glossa_count_source_strings()
        """,
        """
        CREATE TRIGGER source_strings_removed AFTER DELETE ON source_strings REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION glossa_count_source_strings()
        """,
        """
        CREATE FUNCTION glossa_count_translations() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP <> 'INSERT' THEN
                UPDATE translation_counts c SET strings = c.strings - d.n
                FROM (SELECT project_id, language, \(state) AS state, COUNT(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
                WHERE c.project_id = d.project_id AND c.language = d.language AND c.state = d.state;
            END IF;
            IF TG_OP <> 'DELETE' THEN
                INSERT INTO translation_counts AS c (project_id, language, state, strings)
                SELECT project_id, language, \(state), COUNT(*) FROM new_rows GROUP BY 1, 2, 3
                ON CONFLICT (project_id, language, state) DO UPDATE SET strings = c.strings + excluded.strings;
            END IF;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER translations_added AFTER INSERT ON translations REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION glossa_count_translations()
        """,
        """
        CREATE TRIGGER translations_changed AFTER UPDATE ON translations
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION glossa_count_translations()
        """,
        """
        CREATE TRIGGER translations_removed AFTER DELETE ON translations REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION glossa_count_translations()
        """,
    ].map { SchemaStatement(sqlite: nil, postgres: $0) }
}
