import Crypto
import Logging

/// Accepts pushes, runs each as one store transaction in the background and keeps job statuses for
/// polling. An identical push (same token, same body) that is still pending or processing is refused.
actor PushCoordinator {
    private let store: any ProjectStore
    private let clock: any MonotonicClock
    private let retention: UInt64
    private let logger: Logger
    private let onChange: @Sendable (String) -> Void
    private let beforeProcessing: @Sendable () async -> Void
    private var jobs: [String: PushJob] = [:]
    private var running: [String: Task<Void, Never>] = [:]

    init(
        store: any ProjectStore, clock: any MonotonicClock, retention: Duration, logger: Logger,
        beforeProcessing: @escaping @Sendable () async -> Void = {},
        onChange: @escaping @Sendable (String) -> Void
    ) {
        self.store = store
        self.clock = clock
        self.retention = retention.nanoseconds
        self.logger = logger
        self.beforeProcessing = beforeProcessing
        self.onChange = onChange
    }

    /// The job identifier the CDS gives a push: `md5(token:md5(body):push)`.
    static func jobID(token: String, body: some Sequence<UInt8>) -> String {
        let bodyHash = Insecure.MD5.hash(data: Array(body)).hexadecimal
        return Insecure.MD5.hash(data: Array("\(token):\(bodyHash):push".utf8)).hexadecimal
    }

    /// Queues `payload`; returns the job identifier.
    ///
    /// - Throws: ``ProtocolError/pushInProgress`` if the same job is pending or processing.
    func submit(_ payload: PushPayload, id: String, projectID: String) throws(ProtocolError) -> String {
        expire()
        if let job = jobs[id], job.status == .pending || job.status == .processing { throw .pushInProgress }
        jobs[id] = PushJob(id: id, projectID: projectID, status: .pending)
        running[id] = Task { await self.run(id: id, payload: payload, projectID: projectID) }
        return id
    }

    /// The job, if it exists, belongs to `projectID` and has not expired.
    func job(id: String, projectID: String) -> PushJob? {
        expire()
        guard let job = jobs[id], job.projectID == projectID else { return nil }
        return job
    }

    /// Waits for every running push to finish (graceful shutdown).
    func drain() async {
        while let (_, task) = running.first {
            await task.value
        }
    }

    private func run(id: String, payload: PushPayload, projectID: String) async {
        await beforeProcessing()
        jobs[id]?.status = .processing
        do {
            let report = try await store.push(payload, to: projectID)
            jobs[id]?.report = report
            jobs[id]?.status = .completed
            if report.plan.changesContent && !report.dryRun { onChange(projectID) }
            logger.info(
                "push applied",
                metadata: [
                    "project": "\(projectID)", "job": "\(id)", "created": "\(report.plan.created.count)",
                    "updated": "\(report.plan.updated.count)", "deleted": "\(report.plan.deleted.count)",
                    "dry_run": "\(report.dryRun)",
                ])
        } catch {
            jobs[id]?.failure = "\(error)"
            jobs[id]?.status = .failed
            logger.error("push failed", metadata: ["project": "\(projectID)", "job": "\(id)", "error": "\(error)"])
        }
        jobs[id]?.finished = clock.nanoseconds()
        running[id] = nil
    }

    private func expire() {
        let now = clock.nanoseconds()
        jobs = jobs.filter { _, job in job.finished.map { now < $0 + retention } ?? true }
    }
}
