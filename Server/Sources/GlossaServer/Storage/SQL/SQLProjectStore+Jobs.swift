/// Push jobs as rows with a lease: a server claims a project's push by storing its job (one live job per
/// project), renews the job's `updated_at` while it runs, and completes it in the push's own transaction; a
/// job not renewed for a lease (its server died) is failed by any server. On PostgreSQL, the push's
/// transaction locks its job's row, and every other writer of job rows skips locked rows
/// (`FOR UPDATE SKIP LOCKED`), so a job is never failed while its push commits, and nothing waits on it.
extension SQLProjectStore {
    public func saveJob(_ job: StoredPushJob, retention: PushJobRetention) async throws {
        try await database.transaction { session in
            guard try await Self.loadProject(job.projectID, session) != nil else {
                throw StoreError.unknownProject(job.projectID)
            }
            try await Self.upsertJob(job, session)
            try await Self.prune(job.projectID, retention, session)
        }
    }

    public func job(id: String) async throws -> StoredPushJob? {
        try await database.read { session in
            let rows = try await session.query(
                "SELECT \(Self.jobColumns) FROM push_jobs WHERE id = ?", [.text(id)])
            return try rows.first.map(Self.readJob)
        }
    }

    /// On SQLite, every unfinished job (a SQLite database serves one server); on PostgreSQL, those of
    /// `owner`.
    public func unfinishedJobs(ownedBy owner: String) async throws -> [StoredPushJob] {
        try await database.read { session in
            let rows =
                database.dialect == .postgres
                ? try await session.query(
                    """
                    SELECT \(Self.jobColumns) FROM push_jobs
                    WHERE finished_at IS NULL AND starts_with(instance, ?) ORDER BY id
                    """, [.text(owner + "#")])
                : try await session.query(
                    "SELECT \(Self.jobColumns) FROM push_jobs WHERE finished_at IS NULL ORDER BY id", [])
            return try rows.map(Self.readJob)
        }
    }

    public func claimJob(_ job: StoredPushJob, liveSince: Int64, retention: PushJobRetention) async throws -> Bool {
        try await database.transaction { session in
            guard try await Self.loadProject(job.projectID, session) != nil else {
                throw StoreError.unknownProject(job.projectID)
            }
            if database.dialect == .postgres {
                // Claims of one project, on any server, one after the other (a transaction-level lock: it
                // ends with this transaction, on any outcome, and never outlives its connection).
                try await session.query(
                    "SELECT pg_advisory_xact_lock(\(Self.claimLockClass)::integer, hashtext(?))", [.text(job.projectID)]
                )
            }
            let live = try await session.query(
                """
                SELECT count(*) AS live FROM push_jobs
                WHERE project_id = ? AND finished_at IS NULL AND updated_at >= ?
                """, [.text(job.projectID), .integer(liveSince)])
            guard try live.first?.integer("live") == 0 else { return false }
            _ = try await Self.failExpired(
                projectID: job.projectID, id: nil, liveSince: liveSince, at: job.updatedAt, session)
            // What is still unfinished now is held by a running push's transaction (PostgreSQL).
            let held = try await session.query(
                "SELECT count(*) AS held FROM push_jobs WHERE project_id = ? AND finished_at IS NULL",
                [.text(job.projectID)])
            guard try held.first?.integer("held") == 0 else { return false }
            try await Self.upsertJob(job, session)
            try await Self.prune(job.projectID, retention, session)
            return true
        }
    }

    public func renewJob(_ job: StoredPushJob) async throws -> Bool {
        try await database.transaction { session in
            let rows = try await session.query(
                """
                SELECT id FROM push_jobs WHERE id = ? AND instance = ? AND finished_at IS NULL\(skipLocked)
                """, [.text(job.id), .text(job.instance)])
            guard !rows.isEmpty else {
                // Not found, or locked by its push's transaction (then unfinished and ours).
                let owned = try await session.query(
                    "SELECT id FROM push_jobs WHERE id = ? AND instance = ? AND finished_at IS NULL",
                    [.text(job.id), .text(job.instance)])
                return !owned.isEmpty
            }
            try await session.query(
                "UPDATE push_jobs SET status = ?, body = ?, updated_at = ?, finished_at = ? WHERE id = ?",
                [
                    .text(job.status.rawValue), .text(job.body), .integer(job.updatedAt),
                    job.finishedAt.map(SQLValue.integer) ?? .null, .text(job.id),
                ])
            return true
        }
    }

    public func failExpiredJobs(liveSince: Int64, at time: Int64, id: String?) async throws -> [StoredPushJob] {
        try await database.transaction { session in
            try await Self.failExpired(projectID: nil, id: id, liveSince: liveSince, at: time, session)
        }
    }
}

extension SQLProjectStore {
    /// The first key of the advisory locks that serialize the claims of a project's pushes (the migrations'
    /// lock is the single key 704701).
    static let claimLockClass: Int64 = 704_702

    /// ` FOR UPDATE SKIP LOCKED` on PostgreSQL (rows a running push's transaction holds are skipped); nothing
    /// on SQLite, whose writes are serialized.
    var skipLocked: String { database.dialect == .postgres ? " FOR UPDATE SKIP LOCKED" : "" }

    /// Fails the unfinished jobs (of `projectID` or only `id`, if given) not renewed since `liveSince` and not
    /// held by a running push's transaction; returns them.
    static func failExpired(
        projectID: String?, id: String?, liveSince: Int64, at time: Int64, _ session: any SQLSession
    ) async throws -> [StoredPushJob] {
        var sql = "SELECT \(jobColumns) FROM push_jobs WHERE finished_at IS NULL AND updated_at < ?"
        var binds: [SQLValue] = [.integer(liveSince)]
        if let projectID {
            sql += " AND project_id = ?"
            binds.append(.text(projectID))
        }
        if let id {
            sql += " AND id = ?"
            binds.append(.text(id))
        }
        if session is PostgresSession { sql += " ORDER BY id FOR UPDATE SKIP LOCKED" }
        var failed: [StoredPushJob] = []
        for row in try await session.query(sql, binds) {
            let expired = try readJob(row)
            let job = StoredPushJob.interrupted(
                id: expired.id, projectID: expired.projectID, instance: expired.instance, at: time)
            try await upsertJob(job, session)
            failed.append(job)
        }
        return failed
    }

    /// Checks, in a push's transaction, that its job is still unfinished and `completion.instance`'s, and on
    /// PostgreSQL locks the job's row until the transaction ends.
    static func holdJob(_ completion: PushJobCompletion, _ session: any SQLSession) async throws {
        let lock = session is PostgresSession ? " FOR UPDATE" : ""
        let rows = try await session.query(
            "SELECT id FROM push_jobs WHERE id = ? AND instance = ? AND finished_at IS NULL\(lock)",
            [.text(completion.id), .text(completion.instance)])
        guard !rows.isEmpty else { throw StoreError.jobLost(completion.id) }
    }

    /// Deletes the jobs `retention` no longer keeps: finished ones past retention, and unfinished ones that have
    /// not moved for as long, of every project; beyond the newest `perProject` finished jobs of `projectID`,
    /// the oldest.
    static func prune(_ projectID: String, _ retention: PushJobRetention, _ session: any SQLSession) async throws {
        try await session.query(
            "DELETE FROM push_jobs WHERE finished_at < ? OR (finished_at IS NULL AND updated_at < ?)",
            [.integer(retention.finishedBefore), .integer(retention.finishedBefore)])
        let beyond = try await session.query(
            """
            SELECT id FROM push_jobs WHERE project_id = ? AND finished_at IS NOT NULL
            ORDER BY finished_at DESC, id LIMIT 1 OFFSET ?
            """, [.text(projectID), .integer(Int64(retention.perProject))])
        if !beyond.isEmpty {
            try await session.query(
                """
                DELETE FROM push_jobs WHERE project_id = ? AND finished_at IS NOT NULL AND id NOT IN
                    (SELECT id FROM push_jobs WHERE project_id = ? AND finished_at IS NOT NULL
                     ORDER BY finished_at DESC, id LIMIT ?)
                """, [.text(projectID), .text(projectID), .integer(Int64(retention.perProject))])
        }
    }

    static let jobColumns = "id, project_id, status, body, instance, updated_at, finished_at"

    static func readJob(_ row: SQLRow) throws -> StoredPushJob {
        let id = try row.text("id")
        guard let status = PushJob.Status(rawValue: try row.text("status")) else {
            throw StoreError.corrupt("push job \(id) has an unknown status")
        }
        return StoredPushJob(
            id: id, projectID: try row.text("project_id"), status: status, body: try row.text("body"),
            instance: try row.text("instance"), updatedAt: try row.integer("updated_at"),
            finishedAt: row.optionalInteger("finished_at"))
    }

    static func upsertJob(_ job: StoredPushJob, _ session: any SQLSession) async throws {
        try await session.query(
            """
            INSERT INTO push_jobs (id, project_id, status, body, instance, updated_at, finished_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET project_id = excluded.project_id, status = excluded.status,
                body = excluded.body, instance = excluded.instance, updated_at = excluded.updated_at,
                finished_at = excluded.finished_at
            """,
            [
                .text(job.id), .text(job.projectID), .text(job.status.rawValue), .text(job.body),
                .text(job.instance), .integer(job.updatedAt), job.finishedAt.map(SQLValue.integer) ?? .null,
            ])
    }
}
