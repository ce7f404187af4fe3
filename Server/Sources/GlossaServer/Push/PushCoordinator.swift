import Crypto
import Logging

/// Accepts pushes and runs each as one store transaction in the background. Job statuses are stored:
/// `pending` when the job starts, `processing`, then `completed` inside the push's own transaction (so a
/// job reads completed exactly when its strings are committed) or `failed`. Jobs this server is running
/// are also kept in memory and answered from there; finished jobs and other servers' jobs come from the
/// store. While a push of a project is pending or processing, on this server or on any other sharing the
/// database, another push of the project is refused (``PushLocks``).
actor PushCoordinator {
    private let store: any ProjectStore
    private let clock: any WallClock
    private let retention: Int64
    private let perProject: Int
    private let interruptedAfter: Int64
    private let logger: Logger
    private let locks: any PushLocks
    private let onChange: @Sendable (_ projectID: String, _ report: PushReport) async -> Void
    private let beforeProcessing: @Sendable () async -> Void
    /// The server instance's name (``ServerConfiguration/instanceName``), the same across restarts.
    let owner: String
    /// This process's identifier in stored jobs: the owner, `#`, and a random part.
    let instance: String
    private var jobs: [String: PushJob] = [:]
    private var running: [String: Task<Void, Never>] = [:]

    init(
        store: any ProjectStore, clock: any WallClock, configuration: ServerConfiguration, instance: String,
        locks: any PushLocks, logger: Logger, beforeProcessing: @escaping @Sendable () async -> Void = {},
        onChange: @escaping @Sendable (_ projectID: String, _ report: PushReport) async -> Void
    ) {
        self.store = store
        self.clock = clock
        self.retention = Int64(configuration.jobRetention.nanoseconds / 1_000_000)
        self.perProject = max(1, configuration.maximumJobsPerProject)
        self.interruptedAfter = Int64(configuration.jobInterruptionTimeout.nanoseconds / 1_000_000)
        self.logger = logger
        self.beforeProcessing = beforeProcessing
        self.onChange = onChange
        self.owner = configuration.instanceName
        self.instance = instance
        self.locks = locks
    }

    /// A new process identifier for the server instance `name`: the name, `#`, and a random part.
    static func instanceIdentifier(named name: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return name + "#" + (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
    }

    /// The job identifier the CDS gives a push: `md5(token:md5(body):push)`.
    static func jobID(token: String, body: some Sequence<UInt8>) -> String {
        let bodyHash = Insecure.MD5.hash(data: Array(body)).hexadecimal
        return Insecure.MD5.hash(data: Array("\(token):\(bodyHash):push".utf8)).hexadecimal
    }

    /// Queues `payload`; returns the job identifier.
    ///
    /// - Throws: ``ProtocolError/pushInProgress`` if a push of the project is pending or processing, here
    ///   or on another server sharing the database.
    func submit(_ payload: PushPayload, id: String, projectID: String) async throws -> String {
        if jobs[id] != nil { throw ProtocolError.pushInProgress }
        // Reserved before the lock is asked for, so the same push sent twice at once is refused here.
        jobs[id] = PushJob(id: id, projectID: projectID, status: .pending)
        let lease: (any PushLease)?
        do {
            lease = try await locks.acquire(projectID: projectID)
        } catch {
            jobs[id] = nil
            throw error
        }
        guard let lease else {
            jobs[id] = nil
            throw ProtocolError.pushInProgress
        }
        running[id] = Task {
            await self.run(id: id, payload: payload, projectID: projectID, lease: lease)
        }
        return id
    }

    /// The job's JSON, if the job exists, belongs to `projectID` and has not expired: from memory while
    /// this server runs it, from the store otherwise. A stored job that stopped moving (its server stopped
    /// before finishing it: nothing of it was written) is reported failed.
    func job(id: String, projectID: String) async throws -> String? {
        if let job = jobs[id] { return job.projectID == projectID ? job.jsonText : nil }
        guard let stored = try await store.job(id: id), stored.projectID == projectID else { return nil }
        let now = clock.unixMilliseconds()
        if let finished = stored.finishedAt {
            return finished >= now - retention ? stored.body : nil
        }
        // Unfinished and not running here: another server's job, or one whose server (this process, if its
        // last status could not be stored) stopped before finishing it.
        if stored.instance == instance || now - stored.updatedAt >= interruptedAfter {
            return Self.interrupted(id: id, projectID: projectID).jsonText
        }
        return stored.body
    }

    /// Marks failed, at once, the unfinished jobs this server instance owned before it stopped (a crash
    /// or a kill: nothing of them was written), so they do not read `processing` until
    /// ``ServerConfiguration/jobInterruptionTimeout`` passes. Returns how many.
    func failInterruptedJobs() async throws -> Int {
        var count = 0
        for stored in try await store.unfinishedJobs(ownedBy: owner) where jobs[stored.id] == nil {
            try await record(Self.interrupted(id: stored.id, projectID: stored.projectID), finished: true)
            count += 1
        }
        if count > 0 {
            logger.notice("failed the push jobs a previous run left unfinished", metadata: ["count": "\(count)"])
        }
        return count
    }

    /// Waits for every running push to finish (graceful shutdown).
    func drain() async {
        while let (_, task) = running.first {
            await task.value
        }
    }

    private static func interrupted(id: String, projectID: String) -> PushJob {
        PushJob(
            id: id, projectID: projectID, status: .failed,
            failure: "the server running the push stopped before finishing it; nothing of it was written")
    }

    private func record(_ job: PushJob, finished: Bool) async throws {
        let now = clock.unixMilliseconds()
        try await store.saveJob(
            StoredPushJob(
                id: job.id, projectID: job.projectID, status: job.status, body: job.jsonText, instance: instance,
                updatedAt: now, finishedAt: finished ? now : nil),
            retention: PushJobRetention(finishedBefore: now - retention, perProject: perProject))
    }

    private func run(id: String, payload: PushPayload, projectID: String, lease: any PushLease) async {
        defer {
            jobs[id] = nil
            running[id] = nil
        }
        await process(id: id, payload: payload, projectID: projectID, lease: lease)
        await lease.release()
    }

    /// Runs the push and records its status; the lease is released as soon as the push's transaction
    /// has ended, before the other servers are told of its changes.
    private func process(id: String, payload: PushPayload, projectID: String, lease: any PushLease) async {
        do {
            try await record(PushJob(id: id, projectID: projectID, status: .pending), finished: false)
            await beforeProcessing()
            jobs[id]?.status = .processing
            try await record(PushJob(id: id, projectID: projectID, status: .processing), finished: false)
            let completion = PushJobCompletion(id: id, instance: instance, finishedAt: clock.unixMilliseconds())
            let report = try await store.push(payload, to: projectID, completing: completion)
            await lease.release()
            if report.plan.changesContent && !report.dryRun { await onChange(projectID, report) }
            logger.info(
                "push applied",
                metadata: [
                    "project": "\(projectID)", "job": "\(id)", "created": "\(report.plan.created.count)",
                    "updated": "\(report.plan.updated.count)", "deleted": "\(report.plan.deleted.count)",
                    "dry_run": "\(report.dryRun)",
                ])
        } catch {
            logger.error("push failed", metadata: ["project": "\(projectID)", "job": "\(id)", "error": "\(error)"])
            let failed = PushJob(id: id, projectID: projectID, status: .failed, failure: "\(error)")
            jobs[id] = failed
            do {
                try await record(failed, finished: true)
            } catch {
                logger.error(
                    "the failed push's status could not be stored",
                    metadata: ["project": "\(projectID)", "job": "\(id)", "error": "\(error)"])
            }
        }
    }
}
