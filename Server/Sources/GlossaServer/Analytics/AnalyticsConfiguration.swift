/// How content fetches are counted and kept (see <doc:SeveralServers>).
public struct AnalyticsConfiguration: Sendable, Hashable {
    /// How often each server adds the fetches it counted in memory to the database (and at graceful
    /// shutdown). Default: 30 s.
    public var flushInterval = Duration.seconds(30)
    /// The most distinct client SDK values a project keeps per day; fetches by further ones are counted
    /// as `other`. Default: 100.
    public var maximumSDKsPerDay = 100
    /// How many days are kept; older days are deleted at a flush. Default: 400.
    public var retentionDays = 400
    /// The longest date range `GET /analytics` answers, in days. Default: 366.
    public var maximumRangeDays = 366

    /// The defaults.
    public init() {}
}
