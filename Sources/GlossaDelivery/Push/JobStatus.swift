/// The state of a push job on the service.
public enum JobStatus: Sendable, Hashable, CustomStringConvertible {
    /// Queued.
    case pending
    /// Being processed.
    case processing
    /// Done; ``JobReport/errors`` may still list strings that failed.
    case completed
    /// The job as a whole failed.
    case failed
    /// A status this client does not know; polled like ``processing``.
    case other(String)

    /// Reads the wire value (`starting` counts as pending, as in the Python client).
    public init(wireValue: String) {
        switch wireValue {
        case "pending", "starting": self = .pending
        case "processing": self = .processing
        case "completed": self = .completed
        case "failed": self = .failed
        default: self = .other(wireValue)
        }
    }

    /// Whether the job has finished.
    public var isFinal: Bool { self == .completed || self == .failed }

    /// The wire value.
    public var description: String {
        switch self {
        case .pending: "pending"
        case .processing: "processing"
        case .completed: "completed"
        case .failed: "failed"
        case .other(let value): value
        }
    }
}
