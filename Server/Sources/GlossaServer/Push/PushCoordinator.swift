import Crypto
import Logging

/// Accepts pushes and runs each as one store transaction in the background. Jobs are rows of the store,
/// held with a lease: a push is accepted by claiming its job (``ProjectStore/claimJob(_:liveSince:retention:)``,
/// refused with 409 while another job of the project is live, on this server or any other sharing the
/// database); while it runs, its server renews the lease every ``ServerConfiguration/jobHeartbeatInterval``;
/// the push's transaction completes the job (so a job reads `completed` exactly when its strings are
/// committed) only if the job is still its server's. A job whose server died stops being renewed, and any
/// server fails it once ``ServerConfiguration/jobLease`` has passed: nothing of it was written. Jobs this
/// server is running are answered from memory; the others, from the store, on any server.
actor PushCoordinator {
    private let store: any ProjectStore
    private let clock: any WallClock
    private let retention: Int64
    private let perProject: Int
    private let lease: Int64
    private let heartbeat: Duration
    private let logger: Logger
    /// Records each job's duration and outcome, if metrics are recorded.
    private let metrics: ServerMetrics?
    private let onChange: @Sendable (_ projectID: String, _ report: PushReport) async -> Void
    private let beforeProcessing: @Sendable () async -> Void
    /// The server instance's name (``ServerConfiguration/instanceName``), the same across restarts.
    let owner: String
    /// This process's identifier in stored jobs: the owner, `#`, and a random part.
    let instance: String
    private var jobs: [String: PushJob] = [:]
    private var running: [String: Task<Void, Never>] = [:]
    /// Whether the heartbeats renew the leases (``stopRenewingLeases()``).
    private var renewsLeases = true

    init(
        store: any ProjectStore, clock: any WallClock, configuration: ServerConfiguration, instance: String,
        logger: Logger, metrics: ServerMetrics? = nil, beforeProcessing: @escaping @Sendable () async -> Void = {},
        onChange: @escaping @Sendable (_ projectID: String, _ report: PushReport) async -> Void
    ) {
        self.store = store
        self.clock = clock
        self.retention = Int64(configuration.jobRetention.nanoseconds / 1_000_000)
        self.perProject = max(1, configuration.maximumJobsPerProject)
        self.lease = max(1, Int64(configuration.jobLease.nanoseconds / 1_000_000))
        self.heartbeat = configuration.jobHeartbeatInterval
        self.logger = logger
        self.metrics = metrics
        self.beforeProcessing = beforeProcessing
        self.onChange = onChange
        self.owner = configuration.instanceName
        self.instance = instance
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

    /// Queues `payload`; returns the job identifier. The job logs with `logger` (the request's, so its
    /// lines carry the request's identifier), or the server's.
    ///
    /// - Throws: ``ProtocolError/pushInProgress`` if a push of the project is live, here or on another
    ///   server sharing the database.
    func submit(_ payload: PushPayload, id: String, projectID: String, logger: Logger? = nil) async throws -> String {
        if jobs[id] != nil { throw ProtocolError.pushInProgress }
        // Reserved before the claim, so the same push sent twice at once is refused here.
        let pending = PushJob(id: id, projectID: projectID, status: .pending)
        jobs[id] = pending
        let now = clock.unixMilliseconds()
        let claimed: Bool
        do {
            claimed = try await store.claimJob(
                stored(pending, at: now), liveSince: now - lease,
                retention: PushJobRetention(finishedBefore: now - retention, perProject: perProject))
        } catch {
            jobs[id] = nil
            throw error
        }
        guard claimed else {
            jobs[id] = nil
            throw ProtocolError.pushInProgress
        }
        let jobLogger = logger ?? self.logger
        running[id] = Task {
            await self.run(id: id, payload: payload, projectID: projectID, logger: jobLogger)
        }
        return id
    }

    /// The job's JSON, if the job exists, belongs to `projectID` and has not expired: from memory while
    /// this server runs it, from the store otherwise. A stored job whose lease expired (its server stopped
    /// before finishing it: nothing of it was written) is failed now, here, and reported so.
    func job(id: String, projectID: String) async throws -> String? {
        if let job = jobs[id] { return job.projectID == projectID ? job.jsonText : nil }
        guard var stored = try await store.job(id: id), stored.projectID == projectID else { return nil }
        let now = clock.unixMilliseconds()
        if stored.finishedAt == nil, stored.updatedAt < now - lease {
            _ = try await store.failExpiredJobs(liveSince: now - lease, at: now, id: id)
            guard let reread = try await store.job(id: id) else { return nil }
            stored = reread
        }
        if let finished = stored.finishedAt, finished < now - retention { return nil }
        return stored.body
    }

    /// Fails every job, of any server, whose lease expired (its server died); ``JobSweeper`` calls this
    /// every ``ServerConfiguration/jobSweepInterval``. Returns the jobs it failed.
    func failExpiredJobs() async throws -> [StoredPushJob] {
        let now = clock.unixMilliseconds()
        let failed = try await store.failExpiredJobs(liveSince: now - lease, at: now, id: nil)
        for job in failed {
            metrics?.pushesExpired.increment()
            logger.warning(
                "failed a push job whose server stopped renewing its lease",
                metadata: ["project": "\(job.projectID)", "job": "\(job.id)", "server": "\(job.instance)"])
        }
        return failed
    }

    /// Marks failed, at once, the unfinished jobs this server instance owned before it stopped (a crash
    /// or a kill: nothing of them was written), so they do not read `processing` until their lease
    /// expires. Returns how many.
    func failInterruptedJobs() async throws -> Int {
        var count = 0
        let now = clock.unixMilliseconds()
        for stored in try await store.unfinishedJobs(ownedBy: owner) where jobs[stored.id] == nil {
            try await store.saveJob(
                StoredPushJob.interrupted(id: stored.id, projectID: stored.projectID, instance: instance, at: now),
                retention: PushJobRetention(finishedBefore: now - retention, perProject: perProject))
            count += 1
        }
        if count > 0 {
            logger.notice("failed the push jobs a previous run left unfinished", metadata: ["count": "\(count)"])
        }
        return count
    }

    /// Stops renewing the leases of the jobs this server runs, as a server that died would: the other servers
    /// fail them once their lease expires (tests simulate a dead server with it, without closing its
    /// connections under queries in flight).
    func stopRenewingLeases() {
        renewsLeases = false
    }

    /// Waits for every running push to finish (graceful shutdown).
    func drain() async {
        while let (_, task) = running.first {
            await task.value
        }
    }

    private func stored(_ job: PushJob, at time: Int64, finished: Bool = false) -> StoredPushJob {
        StoredPushJob(
            id: job.id, projectID: job.projectID, status: job.status, body: job.jsonText, instance: instance,
            updatedAt: time, finishedAt: finished ? time : nil)
    }

    /// Records the job's current status (its lease renewed); false if the job is no longer this server's.
    private func renew(_ id: String, finished: Bool = false) async throws -> Bool {
        guard let job = jobs[id] else { return false }
        return try await store.renewJob(stored(job, at: clock.unixMilliseconds(), finished: finished))
    }

    private func run(id: String, payload: PushPayload, projectID: String, logger: Logger) async {
        let heartbeat = Task { await self.renewLease(of: id, logger: logger) }
        let start = ContinuousClock.now
        let completed = await process(id: id, payload: payload, projectID: projectID, logger: logger)
        (completed ? metrics?.pushCompleted : metrics?.pushFailed)?.record(ContinuousClock.now - start)
        heartbeat.cancel()
        await heartbeat.value
        jobs[id] = nil
        running[id] = nil
    }

    /// Renews the job's lease every ``heartbeat`` until cancelled.
    private func renewLease(of id: String, logger: Logger) async {
        while true {
            do {
                try await Task.sleep(for: heartbeat)
            } catch {
                return
            }
            guard renewsLeases else { return }
            do {
                if try await !renew(id) {
                    logger.error("lost the lease of a running push job", metadata: ["job": "\(id)"])
                    return
                }
            } catch {
                logger.warning("could not renew a push job's lease", metadata: ["job": "\(id)", "error": "\(error)"])
            }
        }
    }

    /// Runs the push and records its status; the other servers are told of its changes once its transaction
    /// has committed. Returns whether it completed.
    private func process(id: String, payload: PushPayload, projectID: String, logger: Logger) async -> Bool {
        do {
            await beforeProcessing()
            jobs[id]?.status = .processing
            guard try await renew(id) else { throw StoreError.jobLost(id) }
            let completion = PushJobCompletion(id: id, instance: instance, finishedAt: clock.unixMilliseconds())
            let report = try await store.push(payload, to: projectID, completing: completion)
            if report.plan.changesContent && !report.dryRun { await onChange(projectID, report) }
            logger.info(
                "push applied",
                metadata: [
                    "project": "\(projectID)", "job": "\(id)", "created": "\(report.plan.created.count)",
                    "updated": "\(report.plan.updated.count)", "deleted": "\(report.plan.deleted.count)",
                    "dry_run": "\(report.dryRun)",
                ])
            return true
        } catch {
            logger.error("push failed", metadata: ["project": "\(projectID)", "job": "\(id)", "error": "\(error)"])
            jobs[id] = PushJob(id: id, projectID: projectID, status: .failed, failure: "\(error)")
            do {
                // A job another server failed (its lease lost) keeps that status.
                _ = try await renew(id, finished: true)
            } catch {
                logger.error(
                    "the failed push's status could not be stored",
                    metadata: ["project": "\(projectID)", "job": "\(id)", "error": "\(error)"])
            }
            return false
        }
    }
}
