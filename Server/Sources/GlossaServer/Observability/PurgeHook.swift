import Foundation
import GlossaDelivery
import GlossaJSON
import Logging
import NIOConcurrencyHelpers

/// Makes the ``PurgeHookConfiguration``'s calls: queued by ``ChangePropagation`` after each publish,
/// made in order by one task of their own, never on a request's path.
final class PurgeHook: Sendable {
    /// One publish to tell the CDN about.
    struct Call: Sendable {
        var projectID: String
        var change: ChangeNotice.Kind
        /// The one language concerned; nil for all of the project's.
        var language: String?
    }

    private let continuation: AsyncStream<Call>.Continuation
    private let worker: Task<Void, Never>
    private let metrics: ServerMetrics?
    private let logger: Logger

    init(configuration: PurgeHookConfiguration, store: any ProjectStore, metrics: ServerMetrics?, logger: Logger) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Call.self, bufferingPolicy: .bufferingOldest(max(1, configuration.queueLimit)))
        self.continuation = continuation
        self.metrics = metrics
        self.logger = logger
        worker = Task {
            for await call in stream {
                await Self.deliver(call, configuration: configuration, store: store, metrics: metrics, logger: logger)
            }
        }
    }

    deinit {
        continuation.finish()
    }

    /// Queues the call for a publish of `change` to `projectID` (of `language` only, if given).
    func enqueue(projectID: String, change: ChangeNotice.Kind, language: String?) {
        if case .dropped = continuation.yield(Call(projectID: projectID, change: change, language: language)) {
            metrics?.purgesDropped.increment()
            logger.warning(
                "dropped a purge hook call: too many are waiting", metadata: ["project": "\(projectID)"])
        }
    }

    /// Stops taking calls and waits for the queued ones, at most `timeout`; then gives up on the rest
    /// (graceful shutdown).
    func drain(timeout: Duration = .seconds(10)) async {
        continuation.finish()
        let worker = self.worker
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await worker.value }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            worker.cancel()
            group.cancelAll()
        }
    }

    /// The body of the call: the project, what changed, its languages (the one concerned, or all of the
    /// project's) and the paths a CDN would have cached.
    static func body(projectID: String, change: ChangeNotice.Kind, languages: [String]) -> Data {
        let object: JSONObject = [
            "project": .string(projectID), "change": .string(change.rawValue),
            "languages": .array(languages.map { .string($0) }),
            "paths": .array((["/languages"] + languages.map { "/content/\($0)" }).map { .string($0) }),
        ]
        return Data(JSONWriter().string(from: .object(object)).utf8)
    }

    private static func deliver(
        _ call: Call, configuration: PurgeHookConfiguration, store: any ProjectStore, metrics: ServerMetrics?,
        logger: Logger
    ) async {
        var languages: [String] = []
        if let language = call.language {
            languages = [language]
        } else {
            do {
                if let project = try await store.project(id: call.projectID) {
                    languages = [project.sourceLanguage] + project.languages
                }
            } catch {
                logger.warning(
                    "purge hook: could not read the project's languages; calling without them",
                    metadata: ["project": "\(call.projectID)", "error": "\(error)"])
            }
        }
        var headers = ["Content-Type": "application/json"]
        if let authorization = configuration.authorization { headers["Authorization"] = authorization }
        let request = HTTPRequest(
            method: .post, url: configuration.url, headers: headers,
            body: body(projectID: call.projectID, change: call.change, languages: languages),
            timeout: Double(configuration.timeout.nanoseconds) / 1e9)
        var delay = configuration.retryDelay
        var failure = ""
        let attempts = max(1, configuration.attempts)
        for attempt in 1...attempts {
            guard !Task.isCancelled else { break }
            do {
                let response = try await send(
                    request, transport: configuration.transport, timeout: configuration.timeout)
                if (200..<300).contains(response.statusCode) {
                    metrics?.purgesDelivered.increment()
                    logger.debug(
                        "purge hook called",
                        metadata: ["project": "\(call.projectID)", "status": "\(response.statusCode)"])
                    return
                }
                failure = "status \(response.statusCode)"
                guard [408, 429].contains(response.statusCode) || response.statusCode >= 500 else { break }
            } catch {
                failure = "\(error)"
            }
            if attempt < attempts {
                try? await Task.sleep(for: delay)
                delay *= 2
            }
        }
        metrics?.purgesFailed.increment()
        logger.warning(
            "purge hook failed; the CDN serves the old content until its max-age ends",
            metadata: [
                "project": "\(call.projectID)", "url": "\(configuration.url.absoluteString)", "error": "\(failure)",
            ])
    }

    /// Sends `request`, failing with ``TransportError/timedOut`` after `timeout` whatever the transport does.
    ///
    /// Not a task group: a group waits for all its children, and a transport that does not stop when
    /// cancelled (FoundationNetworking's URLSession waits for its answer) would hold the attempt, and the
    /// retries behind it, for as long as the endpoint takes. The transport's task is left to finish on its
    /// own; its answer, if it comes late, is dropped.
    private static func send(_ request: HTTPRequest, transport: any HTTPTransport, timeout: Duration) async throws
        -> HTTPResponse
    {
        let pending = NIOLockedValueBox<CheckedContinuation<HTTPResponse, any Error>?>(nil)
        let finish: @Sendable (Result<HTTPResponse, any Error>) -> Void = { result in
            let continuation = pending.withLockedValue { pending in
                defer { pending = nil }
                return pending
            }
            continuation?.resume(with: result)
        }
        return try await withCheckedThrowingContinuation { continuation in
            pending.withLockedValue { $0 = continuation }
            let sending = Task {
                do {
                    finish(.success(try await transport.send(request)))
                } catch {
                    finish(.failure(error))
                }
            }
            Task {
                try? await Task.sleep(for: timeout)
                finish(.failure(TransportError.timedOut))
                sending.cancel()
            }
        }
    }
}
