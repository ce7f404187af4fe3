import Foundation

/// How the client polls a push job until it completes or fails.
public struct JobPollingPolicy: Sendable, Hashable {
    /// Seconds between polls (the official clients wait one second).
    public var interval: TimeInterval
    /// The most polls before giving up with ``CDSError/jobTimedOut(jobID:lastStatus:)``.
    public var maximumPolls: Int
    /// Polling gives up after this many seconds in all.
    public var overallTimeout: TimeInterval

    /// One poll a second, at most 120 polls or 5 minutes.
    public static let standard = JobPollingPolicy()

    /// Creates a policy.
    public init(interval: TimeInterval = 1, maximumPolls: Int = 120, overallTimeout: TimeInterval = 300) {
        self.interval = max(0, interval)
        self.maximumPolls = max(1, maximumPolls)
        self.overallTimeout = max(0, overallTimeout)
    }
}
