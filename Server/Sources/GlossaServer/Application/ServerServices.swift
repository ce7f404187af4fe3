import Logging

/// The shared parts the routes and middleware use, built once per server.
struct ServerServices: Sendable {
    let configuration: ServerConfiguration
    let store: any ServerStore
    let authenticator: Authenticator
    /// Accounts, sessions, tokens and invitations.
    let accounts: AccountService
    /// The one function that decides every request.
    let authorizer: Authorizer
    let limiter: RateLimiter
    let cache: ResponseCache
    /// Export files are built under this lock, one at a time per server (then served from ``cache``).
    let exportBuilds = AsyncSerialLock()
    /// Imports are read through this gate, a bounded number at once.
    let imports: ImportGate
    let pushes: PushCoordinator
    let logger: Logger
    /// Calendar time for history, comments and job timestamps.
    let wallClock: any WallClock
    /// The workflow storage, when the store has it (both built-in stores do).
    var workflow: (any WorkflowStore)? { store as? any WorkflowStore }
    /// The storage of releases and channels, when the store has it (both built-in stores do).
    var releases: (any ReleaseStore)? { store as? any ReleaseStore }
    /// Release files read once and served from memory (they never change).
    let releaseFiles = ReleaseFileCache()
    /// `max-age=N`, built once.
    let cacheControl: String

    init(
        configuration: ServerConfiguration, store: any ServerStore, clock: any MonotonicClock,
        wallClock: any WallClock, logger: Logger, beforePushProcessing: @escaping @Sendable () async -> Void
    ) {
        self.configuration = configuration
        self.store = store
        self.logger = logger
        self.wallClock = wallClock
        let cacheControl = "max-age=\(configuration.cacheMaxAge)"
        self.cacheControl = cacheControl
        let authenticator = Authenticator(
            store: store, configuration: configuration, clock: clock, wallClock: wallClock)
        let cache = ResponseCache(
            store: store, clock: clock, revalidationInterval: configuration.revalidationInterval,
            cacheControl: cacheControl)
        self.authenticator = authenticator
        self.accounts = AccountService(store: store, configuration: configuration.accounts, clock: wallClock)
        self.authorizer = Authorizer(store: store)
        self.cache = cache
        self.imports = ImportGate(limit: configuration.maximumConcurrentImports)
        self.limiter = RateLimiter(limits: configuration.rateLimits, clock: clock)
        self.pushes = PushCoordinator(
            store: store, clock: wallClock, configuration: configuration, logger: logger,
            beforeProcessing: beforePushProcessing,
            onChange: { projectID, report in
                // The content bodies are patched with the push's changes on their next read; without the
                // revision the push wrote, everything of the project is rebuilt.
                if let revision = report.revision {
                    cache.recordPush(
                        projectID: projectID, changes: ContentChanges(plan: report.plan), revision: revision)
                } else {
                    cache.invalidate(projectID: projectID)
                }
            })
    }

}
