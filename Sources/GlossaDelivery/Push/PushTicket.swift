/// The service's receipt for a push: the job to poll.
public struct PushTicket: Sendable, Hashable {
    /// The job's id.
    public var jobID: String
    /// The job's path on the service (`/jobs/content/<id>`).
    public var jobPath: String
    /// Problems found in the strings before sending.
    public var warnings: [PushWarning]

    /// Creates a ticket.
    public init(jobID: String, jobPath: String, warnings: [PushWarning] = []) {
        self.jobID = jobID
        self.jobPath = jobPath
        self.warnings = warnings
    }
}
