/// Push jobs with a lease, in memory (one process: nothing else holds a job's row).
extension MemoryProjectStore {
    public func claimJob(_ job: StoredPushJob, liveSince: Int64, retention: PushJobRetention) async throws -> Bool {
        guard projectsByID[job.projectID] != nil else { throw StoreError.unknownProject(job.projectID) }
        let unfinished = jobs.values.filter { $0.projectID == job.projectID && $0.finishedAt == nil }
        guard unfinished.allSatisfy({ $0.updatedAt < liveSince }) else { return false }
        _ = expire(unfinished, at: job.updatedAt)
        try await saveJob(job, retention: retention)
        return true
    }

    public func renewJob(_ job: StoredPushJob) async throws -> Bool {
        guard let stored = jobs[job.id], stored.instance == job.instance, stored.finishedAt == nil else { return false }
        jobs[job.id] = job
        return true
    }

    public func failExpiredJobs(liveSince: Int64, at time: Int64, id: String?) async throws -> [StoredPushJob] {
        expire(
            jobs.values.filter { $0.finishedAt == nil && $0.updatedAt < liveSince && (id == nil || $0.id == id) },
            at: time)
    }

    /// Whether the job `completion` completes is still unfinished and its server's.
    func holds(_ completion: PushJobCompletion) -> Bool {
        guard let stored = jobs[completion.id] else { return false }
        return stored.instance == completion.instance && stored.finishedAt == nil
    }

    private func expire(_ expired: [StoredPushJob], at time: Int64) -> [StoredPushJob] {
        expired.sorted { $0.id < $1.id }.map { job in
            let failed = StoredPushJob.interrupted(
                id: job.id, projectID: job.projectID, instance: job.instance, at: time)
            jobs[job.id] = failed
            return failed
        }
    }
}
