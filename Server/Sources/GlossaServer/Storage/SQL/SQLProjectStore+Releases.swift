import Foundation

/// Releases and channels in SQL (``ReleaseSchema``).
extension SQLProjectStore: ReleaseStore {
    public func createRelease(_ draft: ReleaseDraft, projectID: String) async throws -> Release {
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            let last = try await session.query(
                "SELECT COALESCE(MAX(number), 0) AS last FROM releases WHERE project_id = ?", [.text(projectID)])
            let number = Int(try last.first?.integer("last") ?? 0) + 1
            try await Self.storeFiles(draft.files, projectID, session)
            try await session.query(
                """
                INSERT INTO releases (project_id, number, created_at, actor_id, actor_name, reviewed_only,
                    source_language, archive_sha256, archive_size) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(projectID), .integer(Int64(number)), .integer(draft.createdAt), .text(draft.createdBy.id),
                    .text(draft.createdBy.name), .integer(draft.reviewedOnly ? 1 : 0), .text(draft.sourceLanguage),
                    .text(draft.archive.sha256), .integer(Int64(draft.archive.size)),
                ])
            for language in draft.languages {
                try await session.query(
                    """
                    INSERT INTO release_languages (project_id, number, language, sha256, size, strings, translated)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .text(projectID), .integer(Int64(number)), .text(language.code),
                        .text(language.file.sha256), .integer(Int64(language.file.size)),
                        .integer(Int64(language.strings)), .integer(Int64(language.translated)),
                    ])
            }
            return draft.release(number: number, projectID: projectID)
        }
    }

    /// Inserts the files the project does not have yet (the others are already stored, byte for byte).
    private static func storeFiles(_ files: [ReleaseFile], _ projectID: String, _ session: any SQLSession)
        async throws
    {
        var stored = Set<String>()
        for chunk in files.map(\.sha256).chunked(by: 500) {
            let rows = try await session.query(
                "SELECT sha256 FROM release_files WHERE project_id = ? AND sha256 IN (\(marks(chunk.count)))",
                [.text(projectID)] + chunk.map(SQLValue.text))
            for row in rows { stored.insert(try row.text("sha256")) }
        }
        for file in files where stored.insert(file.sha256).inserted {
            let body =
                file.kind == .content
                ? String(decoding: file.bytes, as: UTF8.self) : Data(file.bytes).base64EncodedString()
            try await session.query(
                "INSERT INTO release_files (project_id, sha256, kind, body) VALUES (?, ?, ?, ?)",
                [.text(projectID), .text(file.sha256), .text(file.kind.rawValue), .text(body)])
        }
    }

    public func releases(of projectID: String) async throws -> [Release] {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.releaseColumns) FROM releases WHERE project_id = ? ORDER BY number DESC",
                [.text(projectID)])
            let languages = try await session.query(
                """
                SELECT number, language, sha256, size, strings, translated FROM release_languages
                WHERE project_id = ? ORDER BY number, language
                """, [.text(projectID)])
            var byNumber: [Int64: [PublishedRelease.Language]] = [:]
            for row in languages { byNumber[try row.integer("number"), default: []].append(try Self.readLanguage(row)) }
            return try rows.map { row in
                try Self.readRelease(row, projectID: projectID, languages: byNumber[try row.integer("number")] ?? [])
            }
        }
    }

    public func release(_ number: Int, projectID: String) async throws -> Release? {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.releaseColumns) FROM releases WHERE project_id = ? AND number = ?",
                [.text(projectID), .integer(Int64(number))])
            guard let row = rows.first else { return nil }
            let languages = try await session.query(
                """
                SELECT number, language, sha256, size, strings, translated FROM release_languages
                WHERE project_id = ? AND number = ? ORDER BY language
                """, [.text(projectID), .integer(Int64(number))])
            return try Self.readRelease(row, projectID: projectID, languages: try languages.map(Self.readLanguage))
        }
    }

    public func releaseFile(_ sha256: String, projectID: String) async throws -> ReleaseFile? {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT kind, body FROM release_files WHERE project_id = ? AND sha256 = ?",
                [.text(projectID), .text(sha256)])
            guard let row = rows.first else { return nil }
            guard let kind = ReleaseFile.Kind(rawValue: try row.text("kind")) else {
                throw StoreError.corrupt("release file \(sha256) has an unknown kind")
            }
            let body = try row.text("body")
            switch kind {
            case .content:
                return ReleaseFile(kind: kind, bytes: Array(body.utf8))
            case .archive:
                guard let data = Data(base64Encoded: body) else {
                    throw StoreError.corrupt("release file \(sha256) is not base64")
                }
                return ReleaseFile(kind: kind, bytes: Array(data))
            }
        }
    }

    public func promote(
        _ number: Int, channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry {
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            let release = try await session.query(
                "SELECT number FROM releases WHERE project_id = ? AND number = ?",
                [.text(projectID), .integer(Int64(number))])
            guard !release.isEmpty else { throw StoreError.unknownRelease(number) }
            // The one change: the entry's row is created or re-pointed, keeping what it replaced.
            try await session.query(
                """
                INSERT INTO channel_entries
                    (project_id, channel, min_version, max_version, release_number, previous_release, updated_at)
                VALUES (?, ?, ?, ?, ?, NULL, ?)
                ON CONFLICT (project_id, channel, min_version, max_version) DO UPDATE SET
                    previous_release = CASE WHEN channel_entries.release_number = excluded.release_number
                        THEN channel_entries.previous_release ELSE channel_entries.release_number END,
                    release_number = excluded.release_number, updated_at = excluded.updated_at
                """,
                Self.entryKey(projectID, channel, range) + [.integer(Int64(number)), .integer(time)])
            return try await Self.recordChange(.promote, projectID, channel, range, actor, time, session)
        }
    }

    public func rollBack(
        channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry {
        try await database.transaction { session in
            guard try await Self.lockProject(projectID, session) != nil else {
                throw StoreError.unknownProject(projectID)
            }
            guard let entry = try await Self.entry(projectID, channel, range, session) else {
                throw StoreError.unknownChannel(ChannelName.describe(channel, range))
            }
            guard entry.previousRelease != nil else {
                throw StoreError.notPossible("\(ChannelName.describe(channel, range)) has no previous release")
            }
            // The one change: current and previous swap.
            try await session.query(
                """
                UPDATE channel_entries SET release_number = previous_release, previous_release = release_number,
                    updated_at = ?
                WHERE project_id = ? AND channel = ? AND min_version = ? AND max_version = ?
                """, [.integer(time)] + Self.entryKey(projectID, channel, range))
            return try await Self.recordChange(.rollback, projectID, channel, range, actor, time, session)
        }
    }

    public func channelEntries(_ channel: String, projectID: String) async throws -> [ChannelEntry] {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.entryColumns) FROM channel_entries WHERE project_id = ? AND channel = ?",
                [.text(projectID), .text(channel)])
            return ChannelEntry.sorted(try rows.map(Self.readEntry))
        }
    }

    public func channelEntries(of projectID: String) async throws -> [ChannelEntry] {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.entryColumns) FROM channel_entries WHERE project_id = ?", [.text(projectID)])
            return ChannelEntry.sorted(try rows.map(Self.readEntry))
        }
    }

    public func channelHistory(_ channel: String, projectID: String) async throws -> [ChannelEvent] {
        try await database.read { session in
            let rows = try await session.query(
                """
                SELECT channel, sequence, action, min_version, max_version, release_number, previous_release,
                    actor_id, actor_name, at
                FROM channel_history WHERE project_id = ? AND channel = ? ORDER BY sequence DESC
                """, [.text(projectID), .text(channel)])
            return try rows.map { row in
                guard let action = ChannelEvent.Action(rawValue: try row.text("action")) else {
                    throw StoreError.corrupt("channel history action")
                }
                return ChannelEvent(
                    channel: try row.text("channel"), sequence: Int(try row.integer("sequence")), action: action,
                    range: try Self.readRange(row), release: Int(try row.integer("release_number")),
                    previousRelease: row.optionalInteger("previous_release").map { Int($0) },
                    actor: WorkflowActor(id: try row.text("actor_id"), name: try row.text("actor_name")),
                    at: try row.integer("at"))
            }
        }
    }
}

extension SQLProjectStore {
    static let releaseColumns =
        "number, created_at, actor_id, actor_name, reviewed_only, source_language, archive_sha256, archive_size"
    static let entryColumns = "channel, min_version, max_version, release_number, previous_release, updated_at"

    static func readRelease(_ row: SQLRow, projectID: String, languages: [PublishedRelease.Language]) throws
        -> Release
    {
        Release(
            projectID: projectID,
            manifest: PublishedRelease(
                number: Int(try row.integer("number")), createdAt: try row.integer("created_at"),
                createdBy: PublishedRelease.Author(id: try row.text("actor_id"), name: try row.text("actor_name")),
                reviewedOnly: try row.integer("reviewed_only") != 0, sourceLanguage: try row.text("source_language"),
                languages: languages,
                archive: PublishedRelease.File(
                    sha256: try row.text("archive_sha256"), size: Int(try row.integer("archive_size")))))
    }

    static func readLanguage(_ row: SQLRow) throws -> PublishedRelease.Language {
        PublishedRelease.Language(
            code: try row.text("language"),
            file: PublishedRelease.File(sha256: try row.text("sha256"), size: Int(try row.integer("size"))),
            strings: Int(try row.integer("strings")), translated: Int(try row.integer("translated")))
    }

    static func readRange(_ row: SQLRow) throws -> AppVersionRange {
        func bound(_ column: String) throws -> AppVersion? {
            let text = try row.text(column)
            if text.isEmpty { return nil }
            guard let version = AppVersion(text) else { throw StoreError.corrupt("app version \(text)") }
            return version
        }
        return AppVersionRange(minimum: try bound("min_version"), maximum: try bound("max_version"))
    }

    static func readEntry(_ row: SQLRow) throws -> ChannelEntry {
        ChannelEntry(
            channel: try row.text("channel"), range: try readRange(row),
            release: Int(try row.integer("release_number")),
            previousRelease: row.optionalInteger("previous_release").map { Int($0) },
            updatedAt: try row.integer("updated_at"))
    }

    /// The key columns of a channel entry: project, channel, minimum and maximum (`''` for open).
    static func entryKey(_ projectID: String, _ channel: String, _ range: AppVersionRange) -> [SQLValue] {
        [
            .text(projectID), .text(channel), .text(range.minimum?.description ?? ""),
            .text(range.maximum?.description ?? ""),
        ]
    }

    static func entry(_ projectID: String, _ channel: String, _ range: AppVersionRange, _ session: any SQLSession)
        async throws -> ChannelEntry?
    {
        let rows = try await session.query(
            """
            SELECT \(entryColumns) FROM channel_entries
            WHERE project_id = ? AND channel = ? AND min_version = ? AND max_version = ?
            """, entryKey(projectID, channel, range))
        return try rows.first.map(readEntry)
    }

    /// Appends the entry's new state to the channel's history and returns it.
    static func recordChange(
        _ action: ChannelEvent.Action, _ projectID: String, _ channel: String, _ range: AppVersionRange,
        _ actor: WorkflowActor, _ time: Int64, _ session: any SQLSession
    ) async throws -> ChannelEntry {
        guard let entry = try await entry(projectID, channel, range, session) else {
            throw StoreError.corrupt("channel entry \(ChannelName.describe(channel, range)) vanished")
        }
        let last = try await session.query(
            "SELECT COALESCE(MAX(sequence), 0) AS last FROM channel_history WHERE project_id = ? AND channel = ?",
            [.text(projectID), .text(channel)])
        try await session.query(
            """
            INSERT INTO channel_history (project_id, channel, sequence, action, min_version, max_version,
                release_number, previous_release, actor_id, actor_name, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(projectID), .text(channel), .integer((try last.first?.integer("last") ?? 0) + 1),
                .text(action.rawValue), .text(range.minimum?.description ?? ""),
                .text(range.maximum?.description ?? ""), .integer(Int64(entry.release)),
                entry.previousRelease.map { .integer(Int64($0)) } ?? .null, .text(actor.id), .text(actor.name),
                .integer(time),
            ])
        return entry
    }
}
