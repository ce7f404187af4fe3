import Dispatch
import NIOConcurrencyHelpers
import Testing

@testable import GlossaServer

/// A lease waited for at most a timeout: the caller gets its error at the timeout even when the attempt to
/// lease ignores its cancellation for much longer (postgres-nio's pool kept one for up to a minute, and a
/// task group waited for it), and a resource that arrives late goes straight back.
@Suite("Timed lease")
struct TimedLeaseTests {
    struct TimedOut: Error {}
    struct Refused: Error {}

    /// Opens once, when the test says so (or after 120 s, so that a lease that is waited for ends).
    final class Gate: Sendable {
        private let state = NIOLockedValueBox<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

        init() {
            DispatchQueue.global().asyncAfter(deadline: .now() + 120) { [weak self] in self?.open() }
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                let open = state.withLockedValue { state in
                    if !state.open { state.waiting.append(continuation) }
                    return state.open
                }
                if open { continuation.resume() }
            }
        }

        func open() {
            let waiting = state.withLockedValue { state in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    /// What a fake pool did with its resources.
    final class Pool: Sendable {
        let offered = NIOLockedValueBox(0)
        let givenBack = NIOLockedValueBox(0)
        let cancelled = NIOLockedValueBox(false)

        /// Waits `delay` without heeding cancellation, then offers the resource 7 and records it given back
        /// once `hold` returns.
        func lease(after delay: Duration, _ hold: @Sendable (Int) async -> Void) async {
            if delay > .zero {
                let (seconds, attoseconds) = delay.components
                let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { done.resume() }
                }
            }
            await offer(hold)
        }

        /// Waits for `gate` to open without heeding cancellation, then offers the resource 7.
        func lease(after gate: Gate, _ hold: @Sendable (Int) async -> Void) async {
            await gate.wait()
            await offer(hold)
        }

        private func offer(_ hold: @Sendable (Int) async -> Void) async {
            offered.withLockedValue { $0 += 1 }
            await hold(7)
            givenBack.withLockedValue { $0 += 1 }
        }

        /// Waits for `condition` for up to 60 s (a loaded machine).
        func eventually(_ condition: () -> Bool) async throws -> Bool {
            let deadline = ContinuousClock.now + .seconds(60)
            while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            return condition()
        }
    }

    @Test func aResourceOfferedInTimeIsUsedThenGivenBack() async throws {
        let pool = Pool()
        let result = try await TimedLease.run(
            timeout: .seconds(30), timedOut: { TimedOut() }, lease: { hold in await pool.lease(after: .zero, hold) },
            { resource in
                // The pool has not taken it back while the body uses it.
                #expect(pool.givenBack.withLockedValue { $0 } == 0)
                return resource * 6
            })
        #expect(result == 42)
        #expect(try await pool.eventually { pool.givenBack.withLockedValue { $0 } == 1 })
    }

    /// A resource offered before the caller starts waiting (a lease task that runs first) is the caller's,
    /// not refused: under load this raced, and operations failed with `CancellationError`.
    @Test func aResourceOfferedBeforeTheCallerWaitsIsTheCallers() async throws {
        let pool = Pool()
        for _ in 0..<500 {
            let result = try await TimedLease.run(
                timeout: nil, timedOut: { TimedOut() }, lease: { hold in await pool.lease(after: .zero, hold) },
                { $0 })
            #expect(result == 7)
        }
        #expect(try await pool.eventually { pool.givenBack.withLockedValue { $0 } == 500 })
    }

    @Test func withoutATimeoutTheCallerWaitsForTheResource() async throws {
        let pool = Pool()
        let result = try await TimedLease.run(
            timeout: nil, timedOut: { TimedOut() },
            lease: { hold in await pool.lease(after: .milliseconds(300), hold) },
            { $0 })
        #expect(result == 7)
        #expect(try await pool.eventually { pool.givenBack.withLockedValue { $0 } == 1 })
    }

    /// The lease ignores its cancellation until the test opens its gate; the caller gets its error at the
    /// timeout all the same, while the lease is still blocked (a task group would have waited for it), and
    /// the resource offered once the gate opens is given back without the body running.
    @Test func theCallerGetsItsErrorAtTheTimeoutAndALateResourceGoesBack() async throws {
        let pool = Pool()
        let gate = Gate()
        await #expect(throws: TimedOut.self) {
            try await TimedLease.run(
                timeout: .milliseconds(100), timedOut: { TimedOut() },
                lease: { hold in await pool.lease(after: gate, hold) },
                { _ in Issue.record("the body ran after the timeout") })
        }
        #expect(pool.offered.withLockedValue { $0 } == 0, "the caller waited for the lease")
        gate.open()
        #expect(try await pool.eventually { pool.givenBack.withLockedValue { $0 } == 1 })
        #expect(pool.offered.withLockedValue { $0 } == 1)
    }

    /// A caller waiting without a timeout stops waiting when an outage begins (the pool would keep it for a
    /// minute against a frozen network), and the late resource goes back; a caller that starts once the
    /// outage is on stops at once.
    @Test func anOutageThatBeginsStopsTheWait() async throws {
        struct Stopped: Error {}
        let pool = Pool()
        let gate = Gate()
        let outage = PostgresOutage()
        let caller = Task {
            try await TimedLease.run(
                timeout: nil, timedOut: { TimedOut() }, stoppedBy: outage, stopped: { Stopped() },
                lease: { hold in await pool.lease(after: gate, hold) },
                { _ in Issue.record("the body ran after the outage began") })
        }
        try await Task.sleep(for: .milliseconds(50))
        outage.begin()
        await #expect(throws: Stopped.self) { try await caller.value }
        #expect(pool.offered.withLockedValue { $0 } == 0, "the caller waited for the lease")
        await #expect(throws: Stopped.self) {
            try await TimedLease.run(
                timeout: nil, timedOut: { TimedOut() }, stoppedBy: outage, stopped: { Stopped() },
                lease: { hold in await pool.lease(after: gate, hold) },
                { _ in Issue.record("the body ran during the outage") })
        }
        gate.open()
        #expect(try await pool.eventually { pool.givenBack.withLockedValue { $0 } == 2 })
        outage.end()
        let result = try await TimedLease.run(
            timeout: nil, timedOut: { TimedOut() }, stoppedBy: outage, stopped: { Stopped() },
            lease: { hold in await pool.lease(after: .zero, hold) }, { $0 })
        #expect(result == 7)
    }

    @Test func anErrorOfTheLeaseReachesTheCaller() async throws {
        await #expect(throws: Refused.self) {
            try await TimedLease.run(
                timeout: .seconds(30), timedOut: { TimedOut() },
                lease: { (_: @Sendable (Int) async -> Void) in
                    throw Refused()
                },
                { _ in Issue.record("the body ran without a resource") })
        }
    }

    /// A caller cancelled while it waits stops waiting at once, and its lease is cancelled (a pool request
    /// withdrawn).
    @Test func aCancelledCallerStopsWaitingAndCancelsItsLease() async throws {
        let pool = Pool()
        let caller = Task {
            try await TimedLease.run(
                timeout: nil, timedOut: { TimedOut() },
                lease: { (_: @Sendable (Int) async -> Void) in
                    do {
                        try await Task.sleep(for: .seconds(120))
                    } catch {
                        pool.cancelled.withLockedValue { $0 = true }
                        throw error
                    }
                },
                { $0 })
        }
        try await Task.sleep(for: .milliseconds(50))
        let start = ContinuousClock.now
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(try await pool.eventually { pool.cancelled.withLockedValue { $0 } })
    }

    /// Many callers racing their timeouts against their leases: each gets either the resource or the
    /// timeout, and every resource offered is given back.
    @Test func racingTimeoutsNeverLoseAResource() async throws {
        let pool = Pool()
        let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    do {
                        return try await TimedLease.run(
                            timeout: .milliseconds(index % 5), timedOut: { TimedOut() },
                            lease: { hold in await pool.lease(after: .milliseconds(index % 3), hold) },
                            { _ in true })
                    } catch is TimedOut {
                        return false
                    }
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.count == 200)
        #expect(
            try await pool.eventually {
                pool.offered.withLockedValue { $0 } == 200 && pool.givenBack.withLockedValue { $0 } == 200
            })
    }
}
