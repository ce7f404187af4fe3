import GlossaJSON

/// A push being applied, or applied: what `GET /jobs/content/{id}` reports.
public struct PushJob: Sendable {
    /// Where the job is.
    public enum Status: String, Sendable, Hashable {
        /// Accepted, not started.
        case pending
        /// Being applied.
        case processing
        /// Applied (possibly with failed entries, reported in `errors`).
        case completed
        /// Not applied: nothing was written.
        case failed
    }

    /// The job identifier: `md5(token:md5(body):push)`, so identical pushes have the same one.
    public var id: String
    /// The project pushed to.
    public var projectID: String
    /// Where the job is.
    public var status: Status
    /// What the push did, once completed.
    public var report: PushReport?
    /// Why the push failed, if it did.
    public var failure: String?

    /// Creates a job.
    public init(id: String, projectID: String, status: Status, report: PushReport? = nil, failure: String? = nil) {
        self.id = id
        self.projectID = projectID
        self.status = status
        self.report = report
        self.failure = failure
    }

    /// ``json`` as compact text, as stored.
    public var jsonText: String { String(decoding: JSONWriter().bytes(from: json), as: UTF8.self) }

    /// The job's JSON: `{"data":{"status":"pending"}}`, or with `details` and `errors` when finished.
    public var json: JSONValue {
        var data = JSONObject()
        switch status {
        case .pending, .processing:
            break
        case .completed:
            if let report {
                data.append("details", report.details)
                data.append("errors", report.errors)
            }
        case .failed:
            data.append("details", PushReport(plan: PushPlan(), dryRun: false).details)
            data.append(
                "errors",
                .array([
                    .object([
                        "status": "500", "code": "push_failed", "title": "The push was not applied",
                        "detail": .string(failure ?? "unknown error"), "source": .object([:]),
                    ])
                ]))
        }
        data.append("status", .string(status.rawValue))
        return .object(["data": .object(data)])
    }
}
