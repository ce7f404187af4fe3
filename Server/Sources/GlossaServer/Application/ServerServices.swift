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
    /// Applies committed writes to the caches here and tells the other servers sharing the database.
    let changes: ChangePropagation
    /// The listener of other servers' change notices, run as a service of the application.
    let changeListener: ChangeListener
    /// Set when a graceful shutdown begins: `/ready` answers 503 from then on.
    let draining = DrainState()
    let logger: Logger
    /// Calendar time for history, comments and job timestamps.
    let wallClock: any WallClock
    /// The workflow storage, when the store has it (both built-in stores do).
    var workflow: (any WorkflowStore)? { store as? any WorkflowStore }
    /// The storage of releases and channels, when the store has it (both built-in stores do).
    var releases: (any ReleaseStore)? { store as? any ReleaseStore }
    /// Release files read once and served from memory (they never change).
    let releaseFiles = ReleaseFileCache()
    /// Diffs of releases computed once and answered from memory (releases never change).
    let releaseDiffs = ReleaseDiffCache()
    /// Apps' reads of release channels, answered from memory (``ChannelCache``).
    let channels: ChannelCache
    /// `max-age=N[, stale-while-revalidate=M]`, built once.
    let cacheControl: String
    /// The metric handles, when the configuration asks for metrics.
    let metrics: ServerMetrics?
    /// The HTTP call after each publish, when configured.
    let purges: PurgeHook?
    /// The content fetches counted in memory until they are flushed to the database.
    let analytics: ContentAnalytics
    /// This process's heartbeat among the servers sharing the database, which the read rate limits are
    /// shared among; nil on SQLite and in memory (one process), or when the configuration says not to register.
    let registry: ProcessRegistry?

    init(
        configuration: ServerConfiguration, store: any ServerStore, clock: any MonotonicClock,
        wallClock: any WallClock, logger: Logger, coordination: ServerCoordination,
        beforePushProcessing: @escaping @Sendable () async -> Void
    ) {
        self.configuration = configuration
        self.store = store
        self.logger = logger
        self.wallClock = wallClock
        let cacheControl = configuration.cacheControl
        self.cacheControl = cacheControl
        let metrics = configuration.metrics.map { ServerMetrics(registry: $0.registry) }
        self.metrics = metrics
        let purges = configuration.purgeHook.map {
            PurgeHook(configuration: $0, store: store, metrics: metrics, logger: logger)
        }
        self.purges = purges
        let authenticator = Authenticator(
            store: store, configuration: configuration, clock: clock, wallClock: wallClock)
        let cache = ResponseCache(
            store: store, clock: clock, revalidationInterval: configuration.revalidationInterval,
            cacheControl: cacheControl, counters: metrics?.cache)
        self.authenticator = authenticator
        self.accounts = AccountService(store: store, configuration: configuration.accounts, clock: wallClock)
        self.authorizer = Authorizer(store: store)
        self.cache = cache
        self.imports = ImportGate(limit: configuration.maximumConcurrentImports)
        let limiter = RateLimiter(
            limits: configuration.rateLimits, clock: clock, counters: store, wallClock: wallClock)
        self.limiter = limiter
        // This process's name in stored jobs and change notices (it ignores its own notices).
        let instance = PushCoordinator.instanceIdentifier(named: configuration.instanceName)
        self.analytics = ContentAnalytics(configuration: configuration.analytics, store: store, wallClock: wallClock)
        self.registry = configuration.serverHeartbeatInterval.flatMap { interval in
            coordination.feed.isShared
                ? ProcessRegistry(
                    store: store, instance: instance, limiter: limiter, wallClock: wallClock, interval: interval,
                    logger: logger) : nil
        }
        let channels = ChannelCache(clock: clock, revalidationInterval: configuration.revalidationInterval)
        self.channels = channels
        let propagation = ChangePropagation(
            origin: instance, cache: cache, authenticator: authenticator, channels: channels, feed: coordination.feed,
            purges: purges, metrics: metrics, logger: logger)
        self.changes = propagation
        self.pushes = PushCoordinator(
            store: store, clock: wallClock, configuration: configuration, instance: instance,
            logger: logger, metrics: metrics,
            beforeProcessing: beforePushProcessing,
            onChange: { projectID, report in await propagation.pushed(projectID: projectID, report: report) })
        self.changeListener = ChangeListener(
            feed: coordination.feed, propagation: propagation,
            status: ChangeListenerStatus(listening: !coordination.feed.isShared),
            retryDelay: configuration.changeFeedRetryDelay, logger: logger)
    }

}
