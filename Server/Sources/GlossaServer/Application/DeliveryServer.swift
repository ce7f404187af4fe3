import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// Glossa's delivery server: the CDS routes, translation management and the OpenAPI document on
/// Hummingbird, over a ``ProjectStore``.
///
/// ```swift
/// let store = try await DatabaseLocation.sqliteDirectory("glossa-data").openStore(logger: logger)
/// let server = DeliveryServer(configuration: ServerConfiguration(), store: store, logger: logger)
/// try await server.run()   // until SIGTERM or SIGINT; then finishes running pushes and closes the store
/// ```
public struct DeliveryServer: Sendable {
    /// The configuration the server was built with.
    public let configuration: ServerConfiguration
    let services: ServerServices
    /// Who may do what on the workflow API; nil: ``Authorizer`` decides for the request's principal.
    let workflowAccess: (any WorkflowAccess)?

    /// Builds a server over `store`, with injectable clocks (monotonic for caches and rate limits, calendar
    /// time for stored job timestamps), a hook that runs before each push is processed (tests use it to
    /// hold a push in `pending`), the workflow API's access check (default: the server's
    /// ``Authorizer``, for users and for the project's token and secret) and the coordination with other
    /// servers sharing the database (default: what the store's database offers, ``ServerCoordination/init(store:)``).
    public init(
        configuration: ServerConfiguration, store: any ServerStore, clock: any MonotonicClock = SystemMonotonicClock(),
        wallClock: any WallClock = SystemWallClock(), logger: Logger,
        beforePushProcessing: @escaping @Sendable () async -> Void = {}, workflowAccess: (any WorkflowAccess)? = nil,
        coordination: ServerCoordination? = nil
    ) {
        self.configuration = configuration
        self.workflowAccess = workflowAccess
        self.services = ServerServices(
            configuration: configuration, store: store, clock: clock, wallClock: wallClock, logger: logger,
            coordination: coordination ?? ServerCoordination(store: store), beforePushProcessing: beforePushProcessing)
    }

    /// The store the server reads and writes.
    public var store: any ProjectStore { services.store }

    /// The router with every route and middleware. Every GET route also answers HEAD: the same status
    /// and headers (`Content-Length` included), no body.
    /// A request to a known path with a method it does not answer gets 405 with `Allow`.
    public func buildRouter() -> Router<DeliveryRequestContext> {
        // The routes are added twice: once to learn each path's methods, which the error middleware
        // (added before the routes) needs to tell 405 from 404.
        makeRouter(routeMethods: RouteMethods(makeRouter(routeMethods: nil)))
    }

    private func makeRouter(routeMethods: RouteMethods?) -> Router<DeliveryRequestContext> {
        let router = Router(context: DeliveryRequestContext.self, options: .autoGenerateHeadEndpoints)
        // First, so that every answer, errors included, carries the request's identifier, and every log
        // line its logger writes.
        router.add(middleware: RequestIDMiddleware())
        if let metrics = services.metrics { router.add(middleware: RequestMetricsMiddleware(table: metrics.requests)) }
        router.add(
            middleware: ProtocolErrorMiddleware(
                maximumBodySize: configuration.maximumBodySize, routeMethods: routeMethods))
        // The workflow and release APIs, decided by the same authorizer (see ``PrincipalWorkflowAccess``).
        let access =
            workflowAccess
            ?? PrincipalWorkflowAccess(
                authorizer: services.authorizer,
                credentials: CredentialCheck(
                    scope: .private, authenticator: services.authenticator, limiter: services.limiter))
        let workflow = services.workflow.map { store in
            WorkflowRoutes(services: services, store: store, access: access)
        }
        // The translators' web editor: HTML pages at `/` and under its own paths, on its own router.
        router.add(
            middleware: EditorMiddleware(
                routes: EditorRoutes(services: services, workflow: workflow, pages: EditorPages())))
        HealthRoutes(services: services).add(to: router)
        OpenAPIRoutes().add(to: router)
        if let metrics = services.metrics, let token = configuration.metrics?.token, !token.isEmpty {
            MetricsRoutes(services: services, metrics: metrics, token: token).add(to: router)
        }

        let pull = protected(router, .public, .readContent, .pull)
        pull.add(middleware: ConditionalRequestMiddleware())
        LanguageRoutes(services: services).add(to: pull)
        ContentRoutes(services: services).add(to: pull)
        if let releases = services.releases { ReleaseDeliveryRoutes(services: services, store: releases).add(to: pull) }

        // Exports need the secret: the CDS protocol gives the public token, which every app embeds,
        // /languages and /content only, and an export is a whole file in any format.
        let export = protected(router, .private, .exportTranslations, .export)
        export.add(middleware: ConditionalRequestMiddleware())
        ExportRoutes(services: services).add(to: export)

        PushRoutes(services: services).add(to: protected(router, .private, .pushSources, .push))
        TranslationRoutes(services: services).add(to: protected(router, .private, .writeTranslations, .push))
        ImportRoutes(services: services).add(to: protected(router, .private, .importTranslations, .push))

        JobRoutes(services: services).add(to: protected(router, .trust, .pollJobs, .jobs))
        CacheRoutes(services: services).add(to: protected(router, .trust, .invalidateCache, .invalidate))
        // Analytics, as transifex-delivery: the token with its secret or the trust secret; counted with job
        // polls (reads of the same credentials).
        AnalyticsRoutes(services: services).add(to: protected(router, .trust, .readAnalytics, .jobs))

        // The account API: sessions, personal tokens, users, invitations, and a project's members,
        // languages and tokens.
        let api = router.group("api/v1").add(middleware: PrincipalMiddleware(services: services))
        SessionRoutes(services: services).add(to: api)
        PersonalTokenRoutes(services: services).add(to: api)
        UserRoutes(services: services).add(to: api)
        InvitationRoutes(services: services).add(to: api)
        let settings = ProjectSettings(services: services)
        MemberRoutes(settings: settings).add(to: api)
        ProjectLanguageRoutes(settings: settings).add(to: api)
        ProjectTokenRoutes(settings: settings).add(to: api)
        ProjectAnalyticsRoutes(settings: settings).add(to: api)
        workflow?.add(to: api)
        if let releases = services.releases {
            ReleaseRoutes(services: services, store: releases, access: access).add(to: api)
        }
        return router
    }

    private func protected(
        _ router: Router<DeliveryRequestContext>, _ scope: AuthenticationScope, _ action: Action,
        _ limit: RateLimitScope
    )
        -> RouterGroup<DeliveryRequestContext>
    {
        router.group()
            .add(
                middleware: AuthenticationMiddleware(scope: scope, action: action, services: services)
            )
            .add(middleware: RateLimitMiddleware(scope: limit, limiter: services.limiter))
    }

    /// The Hummingbird application, listening where the configuration says; `onServerRunning` gets the
    /// bound port (useful with port 0). Cached `GET`/`HEAD /content/{lang}`, release file and export
    /// requests (200 and 304) are answered on the event loop by `ContentFastPathHandler`, right after
    /// NIO's HTTP/1 decoder and before Hummingbird's request loop; the rest go through the router. The
    /// application also runs the listener of other servers' change notices (on PostgreSQL) and the
    /// sweeper of push jobs whose lease expired (see <doc:SeveralServers>).
    public func buildApplication(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        buildApplication(onServerRunning: onServerRunning, fastPathObserver: nil)
    }

    /// ``buildApplication(onServerRunning:)`` with a hook called for each request the fast path answers (tests).
    func buildApplication(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in },
        fastPathObserver: (@Sendable () -> Void)?
    ) -> some ApplicationProtocol {
        var logger = services.logger
        logger.logLevel = configuration.logLevel
        let fastPath = ContentFastPath(services: services, observer: fastPathObserver)
        let timeouts = ConnectionTimeouts(
            header: TimeAmount(configuration.headerTimeout), body: TimeAmount(configuration.bodyTimeout),
            idle: TimeAmount(configuration.idleTimeout))
        return Application(
            router: buildRouter(),
            server: .http1(
                configuration: .init(additionalChannelHandlers: [
                    ContentFastPathInstaller(fastPath: fastPath, timeouts: timeouts)
                ])),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil,
                availableConnectionsDelegate: .maximum(max(1, configuration.maximumConnections), logger: logger)),
            services: [
                services.changeListener,
                JobSweeper(
                    pushes: services.pushes, interval: configuration.jobSweepInterval, logger: services.logger),
                AnalyticsFlusher(
                    analytics: services.analytics, interval: configuration.analytics.flushInterval,
                    logger: services.logger),
            ] + (services.registry.map { [$0] } ?? []),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Runs until SIGTERM or SIGINT, then drains: `/ready` answers 503 (for
    /// ``ServerConfiguration/drainDelay`` while connections are still accepted), the server stops accepting
    /// connections and lets requests in flight finish, running pushes finish, the content fetches counted
    /// since the last flush are added to the analytics, the queued purge hook calls are made (10 s at
    /// most), and the store is closed.
    /// Before listening, fails the push jobs this instance left unfinished when it last stopped.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        do {
            _ = try await failInterruptedJobs()
            try await serviceGroup(onServerRunning: onServerRunning, gracefulShutdownSignals: [.sigterm, .sigint])
                .run()
        } catch {
            await services.pushes.drain()
            await services.analytics.flushLogging(services.logger)
            await services.purges?.drain()
            try? await services.store.close()
            throw error
        }
        await services.pushes.drain()
        await services.analytics.flushLogging(services.logger)
        await services.purges?.drain()
        try await services.store.close()
    }

    /// The application and the drain notice, in a service group that shuts down gracefully on
    /// `gracefulShutdownSignals` (tests trigger it by hand). The drain notice comes last, so it is the first
    /// told: `/ready` fails before the application stops accepting connections.
    func serviceGroup(
        onServerRunning: @escaping @Sendable (Int) async -> Void, gracefulShutdownSignals: [UnixSignal]
    ) -> ServiceGroup {
        ServiceGroup(
            configuration: .init(
                services: [
                    buildApplication(onServerRunning: onServerRunning),
                    DrainNotice(
                        state: services.draining, delay: configuration.drainDelay, logger: services.logger),
                ], gracefulShutdownSignals: gracefulShutdownSignals, logger: services.logger))
    }

    /// Marks failed the push jobs this server instance (``ServerConfiguration/instanceName``; on SQLite,
    /// any server) left pending or processing when it stopped; ``run(onServerRunning:)`` does this at
    /// start. Returns how many.
    public func failInterruptedJobs() async throws -> Int {
        try await services.pushes.failInterruptedJobs()
    }

    /// Adds the content fetches counted in memory to the database's analytics now (the server does it
    /// every ``AnalyticsConfiguration/flushInterval`` and when it stops).
    public func flushAnalytics() async throws {
        try await services.analytics.flush()
    }

    /// Waits for running pushes (tests that stop a server by hand).
    public func finishPushes() async {
        await services.pushes.drain()
    }

    /// Stops taking purge hook calls and waits, at most `timeout`, for the queued ones to be made
    /// (``run(onServerRunning:)`` does this after the running pushes have finished).
    public func finishPurges(timeout: Duration = .seconds(10)) async {
        await services.purges?.drain(timeout: timeout)
    }
}
