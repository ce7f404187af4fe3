import Foundation
import GlossaJSON

extension CDSClient {
    /// Pushes source strings and polls the job until it completes or fails.
    ///
    /// Duplicate keys (the last string wins) and empty keys (left out) are reported in
    /// ``JobReport/warnings``; the job's own errors in ``JobReport/errors``. A job that ends as
    /// ``JobStatus/failed`` is returned, not thrown: check ``JobReport/succeeded``.
    ///
    /// - Throws: ``CDSError`` when the push is refused (403, 409 for an identical push in flight),
    ///   the service cannot be reached, or polling gives up (``CDSError/jobTimedOut(jobID:lastStatus:)``).
    public func push(_ strings: [SourceString], options: PushOptions = PushOptions()) async throws(CDSError)
        -> JobReport
    {
        let ticket = try await startPush(strings, options: options)
        var report = try await waitForJob(ticket)
        report.warnings = ticket.warnings
        return report
    }

    /// Sends the strings (`POST /content`) and returns the job to poll, without polling it.
    public func startPush(_ strings: [SourceString], options: PushOptions = PushOptions()) async throws(CDSError)
        -> PushTicket
    {
        let (payload, warnings) = PushPayload.forPush(strings, options: options)
        let body = Data(payload.jsonBytes())
        for warning in warnings { logger.log(.warning, "push: \(warning)") }
        let response = try await exchange(.post, path: "/content", scope: .write, body: body, retryWarmUp: false)
        try check(response, for: "/content")
        let root = try WireDecoding.document(response.body, what: "push")
        guard let id = root["data"]?["id"]?.stringValue,
            let link = root["data"]?["links"]?["job"]?.stringValue
        else {
            throw .malformedResponse("push: expected data.id and data.links.job")
        }
        guard link.hasPrefix("/"), !link.hasPrefix("//"), !link.contains("://") else {
            throw .invalidJobLink(link)
        }
        logger.log(.info, "push: job \(id) (\(strings.count) strings, dry run: \(options.dryRun))")
        return PushTicket(jobID: id, jobPath: link, warnings: warnings)
    }

    /// The job's current state (`GET /jobs/content/<id>`).
    public func jobStatus(_ ticket: PushTicket) async throws(CDSError) -> JobReport {
        let response = try await exchange(.get, path: ticket.jobPath, scope: .write, retryWarmUp: false)
        try check(response, for: ticket.jobPath)
        return try Self.jobReport(from: response.body, jobID: ticket.jobID)
    }

    /// Polls the job every ``JobPollingPolicy/interval`` until it completes or fails.
    public func waitForJob(_ ticket: PushTicket) async throws(CDSError) -> JobReport {
        let policy = configuration.jobPolling
        let start = clock.now()
        var polls = 0
        while true {
            let report = try await jobStatus(ticket)
            polls += 1
            if report.status.isFinal {
                logger.log(report.succeeded ? .info : .warning, "push: job \(ticket.jobID) \(report.status)")
                return report
            }
            if polls >= policy.maximumPolls || clock.now() - start + policy.interval > policy.overallTimeout {
                throw .jobTimedOut(jobID: ticket.jobID, lastStatus: report.status.description)
            }
            do {
                try await clock.sleep(seconds: policy.interval)
            } catch {
                throw .cancelled
            }
        }
    }

    static func jobReport(from body: Data, jobID: String) throws(CDSError) -> JobReport {
        let root = try WireDecoding.document(body, what: "job")
        guard let data = root["data"]?.objectValue, let status = data["status"]?.stringValue else {
            throw .malformedResponse("job: expected data.status")
        }
        var details: JobDetails?
        if let object = data["details"]?.objectValue {
            func count(_ name: String) -> Int { object[name]?.intValue ?? 0 }
            details = JobDetails(
                created: count("created"), updated: count("updated"), skipped: count("skipped"),
                deleted: count("deleted"), failed: count("failed"))
        }
        let errors = (data["errors"]?.arrayValue ?? []).map(jobError)
        return JobReport(jobID: jobID, status: JobStatus(wireValue: status), details: details, errors: errors)
    }

    private static func jobError(_ value: JSONValue) -> JobError {
        guard let object = value.objectValue else {
            return JobError(detail: value.stringValue ?? JSONWriter().string(from: value))
        }
        func text(_ name: String) -> String {
            guard let value = object[name] else { return "" }
            return value.stringValue ?? JSONWriter().string(from: value)
        }
        var source: [String: String] = [:]
        for (key, value) in object["source"]?.objectValue ?? JSONObject() {
            source[key] = value.stringValue ?? JSONWriter().string(from: value)
        }
        return JobError(
            status: text("status"), code: text("code"), title: text("title"), detail: text("detail"), source: source)
    }
}
