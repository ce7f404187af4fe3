import NIOConcurrencyHelpers

/// A resource (a pooled connection) leased in a task of its own and waited for at most a timeout.
///
/// The caller gets its error when the timeout passes, even if the abandoned attempt to lease goes on
/// much longer: a task group racing the lease against a timer would wait for its cancelled child, which
/// postgres-nio may keep for up to a minute while its pool retries an unreachable database. A resource
/// that arrives after the caller gave up is handed straight back, so nothing leaks.
enum TimedLease {
    /// Runs `body` with a resource that `lease` obtains, or throws `timedOut()` if none arrives within
    /// `timeout` (nil: no limit), `stopped()` if `outage` begins while it waits (or has begun already), the
    /// error `lease` throws before it offers one, or `CancellationError` if the calling task is cancelled
    /// while it waits.
    ///
    /// - Parameters:
    ///   - lease: Runs in an unstructured task (cancelled once the caller stops waiting). It obtains the
    ///     resource and passes it to `hold`, which returns once the caller's `body` is done with it, or at
    ///     once if the caller has stopped waiting; the resource is given back when `lease` returns.
    ///   - body: Runs in the calling task while `lease` holds the resource.
    static func run<Resource: Sendable, Result>(
        timeout: Duration?,
        timedOut: @escaping @Sendable () -> any Error,
        stoppedBy outage: PostgresOutage? = nil,
        stopped: @escaping @Sendable () -> any Error = { CancellationError() },
        lease: @escaping @Sendable (_ hold: @escaping @Sendable (Resource) async -> Void) async throws -> Void,
        _ body: (Resource) async throws -> Result
    ) async throws -> Result {
        let handoff = Handoff<Resource>()
        let leasing = Task {
            do {
                try await lease { resource in await handoff.hold(resource) }
                handoff.fail(CancellationError())
            } catch {
                handoff.fail(error)
            }
        }
        let timer = timeout.map { timeout in
            Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { handoff.fail(timedOut()) }
            }
        }
        let waiter = outage.map { outage in outage.notify { handoff.fail(stopped()) } }
        if case .some(nil) = waiter { handoff.fail(stopped()) }
        defer { if let outage, case .some(.some(let key)) = waiter { outage.forget(key) } }
        let resource: Resource
        do {
            resource = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { handoff.wait($0) }
            } onCancel: {
                handoff.fail(CancellationError())
            }
            timer?.cancel()
        } catch {
            timer?.cancel()
            leasing.cancel()
            throw error
        }
        defer { handoff.release() }
        return try await body(resource)
    }

    /// Where a lease stands between the caller and the leasing task; every continuation is resumed
    /// exactly once.
    final class Handoff<Resource: Sendable>: Sendable {
        private enum State {
            /// The caller has not registered its continuation yet.
            case starting
            /// The resource arrived before the caller registered; the leasing task waits for its release.
            case offered(Resource, CheckedContinuation<Void, Never>)
            /// The caller waits for the resource.
            case waiting(CheckedContinuation<Resource, any Error>)
            /// The caller stopped waiting (this error) before it registered.
            case failedEarly(any Error)
            /// The caller has the resource; the leasing task waits for its release.
            case holding(CheckedContinuation<Void, Never>)
            /// Over: the caller released the resource or stopped waiting.
            case finished
        }

        private let state = NIOLockedValueBox(State.starting)

        /// The caller waits for the resource on `continuation` (resumed at once if it has arrived already,
        /// or if the caller stopped waiting already).
        func wait(_ continuation: CheckedContinuation<Resource, any Error>) {
            let outcome: Swift.Result<Resource, any Error>? = state.withLockedValue { state in
                switch state {
                case .failedEarly(let error):
                    state = .finished
                    return .failure(error)
                case .offered(let resource, let released):
                    state = .holding(released)
                    return .success(resource)
                case .starting, .waiting, .holding, .finished:
                    state = .waiting(continuation)
                    return nil
                }
            }
            if let outcome { continuation.resume(with: outcome) }
        }

        /// Ends the caller's wait with `error`, unless it already has its resource or gave up.
        func fail(_ error: any Error) {
            let waiting: CheckedContinuation<Resource, any Error>? = state.withLockedValue { state in
                switch state {
                case .starting:
                    state = .failedEarly(error)
                    return nil
                case .waiting(let continuation):
                    state = .finished
                    return continuation
                case .offered, .failedEarly, .holding, .finished:
                    return nil
                }
            }
            waiting?.resume(throwing: error)
        }

        /// Offers `resource` to the caller and returns once the caller has released it, or at once if the
        /// caller is not waiting (anymore).
        func hold(_ resource: Resource) async {
            await withCheckedContinuation { (released: CheckedContinuation<Void, Never>) in
                let waiting: CheckedContinuation<Resource, any Error>?
                let kept: Bool
                (waiting, kept) = state.withLockedValue { state in
                    switch state {
                    case .starting:
                        state = .offered(resource, released)
                        return (nil, true)
                    case .waiting(let continuation):
                        state = .holding(released)
                        return (continuation, true)
                    case .offered, .failedEarly, .holding, .finished:
                        return (nil, false)
                    }
                }
                waiting?.resume(returning: resource)
                if !kept { released.resume() }
            }
        }

        /// The caller is done with the resource.
        func release() {
            let holding: CheckedContinuation<Void, Never>? = state.withLockedValue { state in
                guard case .holding(let released) = state else { return nil }
                state = .finished
                return released
            }
            holding?.resume()
        }
    }
}
