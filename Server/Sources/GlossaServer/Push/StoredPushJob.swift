/// A push job as the store keeps it, so that `GET /jobs/content/{id}` answers after a restart and from
/// every server sharing a database.
public struct StoredPushJob: Sendable, Hashable {
    /// The job identifier (``PushJob/id``).
    public var id: String
    /// The project pushed to.
    public var projectID: String
    /// Where the job is.
    public var status: PushJob.Status
    /// The JSON `GET /jobs/content/{id}` answers, as written when the status was recorded.
    public var body: String
    /// The server process running the job (a random identifier per process).
    public var instance: String
    /// When the status was last recorded (Unix milliseconds, ``WallClock``).
    public var updatedAt: Int64
    /// When the job finished (Unix milliseconds), nil while pending or processing.
    public var finishedAt: Int64?

    /// Creates a stored job.
    public init(
        id: String, projectID: String, status: PushJob.Status, body: String, instance: String, updatedAt: Int64,
        finishedAt: Int64?
    ) {
        self.id = id
        self.projectID = projectID
        self.status = status
        self.body = body
        self.instance = instance
        self.updatedAt = updatedAt
        self.finishedAt = finishedAt
    }
}

extension StoredPushJob {
    /// Why a job whose server stopped (or lost its lease) reads failed.
    static let interruption = "the server running the push stopped before finishing it; nothing of it was written"

    /// The job `id` of `projectID`, failed at `time` because the server running it (`instance`) stopped
    /// renewing its lease before the push committed: nothing of it was written.
    static func interrupted(id: String, projectID: String, instance: String, at time: Int64) -> StoredPushJob {
        let job = PushJob(id: id, projectID: projectID, status: .failed, failure: interruption)
        return StoredPushJob(
            id: id, projectID: projectID, status: .failed, body: job.jsonText, instance: instance, updatedAt: time,
            finishedAt: time)
    }
}

/// What a store records about the job of a push in the push's own transaction, so a job reads
/// `completed` exactly when its strings are committed.
public struct PushJobCompletion: Sendable, Hashable {
    /// The job identifier.
    public var id: String
    /// The server process running the job.
    public var instance: String
    /// When the job finished (Unix milliseconds).
    public var finishedAt: Int64

    /// Creates a completion record.
    public init(id: String, instance: String, finishedAt: Int64) {
        self.id = id
        self.instance = instance
        self.finishedAt = finishedAt
    }

    /// The stored job for `report`.
    func job(projectID: String, report: PushReport) -> StoredPushJob {
        let job = PushJob(id: id, projectID: projectID, status: .completed, report: report)
        return StoredPushJob(
            id: id, projectID: projectID, status: .completed, body: job.jsonText, instance: instance,
            updatedAt: finishedAt, finishedAt: finishedAt)
    }
}

/// How long and how many finished jobs a store keeps.
public struct PushJobRetention: Sendable, Hashable {
    /// Finished jobs that finished before this (Unix milliseconds) are deleted.
    public var finishedBefore: Int64
    /// At most this many finished jobs are kept per project (the most recent).
    public var perProject: Int

    /// Creates a retention rule.
    public init(finishedBefore: Int64, perProject: Int) {
        self.finishedBefore = finishedBefore
        self.perProject = perProject
    }
}
