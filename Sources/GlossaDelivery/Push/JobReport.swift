/// A push job's state as the service reports it, plus what the client noticed before sending.
public struct JobReport: Sendable, Hashable {
    /// The job's id.
    public var jobID: String
    /// Its status; final (``JobStatus/completed`` or ``JobStatus/failed``) after
    /// ``CDSClient/push(_:options:)``.
    public var status: JobStatus
    /// The counts, once the service reports them.
    public var details: JobDetails?
    /// Errors the job reports.
    public var errors: [JobError]
    /// Problems found in the strings before sending (duplicate and empty keys).
    public var warnings: [PushWarning]

    /// Creates a report.
    public init(
        jobID: String, status: JobStatus, details: JobDetails? = nil, errors: [JobError] = [],
        warnings: [PushWarning] = []
    ) {
        self.jobID = jobID
        self.status = status
        self.details = details
        self.errors = errors
        self.warnings = warnings
    }

    /// Whether the job completed with no errors and no failed strings.
    public var succeeded: Bool {
        status == .completed && errors.isEmpty && (details?.failed ?? 0) == 0
    }
}
