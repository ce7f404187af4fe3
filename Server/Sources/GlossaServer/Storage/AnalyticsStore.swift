/// How many times one project's content in one language was fetched by one client SDK on one UTC day:
/// a row of the analytics (``AnalyticsStore``). Nothing in it is about a user: no address, no token.
public struct ContentFetchCount: Sendable, Hashable {
    /// The project.
    public var projectID: String
    /// The UTC day, as days since 1970-01-01 (``AnalyticsDay``).
    public var day: Int64
    /// The language fetched.
    public var language: String
    /// The client SDK, normalised (`ClientSDK`).
    public var sdk: String
    /// How many fetches.
    public var fetches: Int64

    /// Creates a count.
    public init(projectID: String, day: Int64, language: String, sdk: String, fetches: Int64) {
        self.projectID = projectID
        self.day = day
        self.language = language
        self.sdk = sdk
        self.fetches = fetches
    }
}

/// Where the counts of content fetches are kept, added to by every server sharing the database.
public protocol AnalyticsStore: Sendable {
    /// Adds `counts` to the stored ones (an additive upsert, so servers flushing at once add up), in one
    /// transaction. A project/day keeps at most `maximumSDKsPerDay` distinct SDK values besides
    /// `ClientSDK.overflow`: the fetches of a value that is not stored yet once the day has that many go
    /// to `ClientSDK.overflow`. Counts of a
    /// project that no longer exists are dropped. Days before `oldestDay` are deleted.
    func addContentFetches(_ counts: [ContentFetchCount], maximumSDKsPerDay: Int, oldestDay: Int64) async throws

    /// The stored counts of `projectID` from day `first` through day `last`, by day, language and SDK.
    func contentFetches(projectID: String, from first: Int64, through last: Int64) async throws
        -> [ContentFetchCount]
}
