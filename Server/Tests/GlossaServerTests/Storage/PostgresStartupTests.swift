import Foundation
import Testing

@testable import GlossaServer

/// Starting against PostgreSQL that cannot be reached: the server waits for it up to the start-up timeout
/// and then names the cause, instead of waiting for postgres-nio's circuit breaker (about a minute) and
/// saying only that it tripped; what waiting cannot mend fails at once.
@Suite("PostgreSQL at start-up")
struct PostgresStartupTests {
    struct Refused: Error {}

    @Test func aDatabaseThatAnswersLaterIsWaitedFor() async throws {
        var attempts = 0
        try await PostgresStartup.waitUntilReachable(
            timeout: .seconds(30), retryInterval: .milliseconds(10), logger: .quiet
        ) { _ in
            attempts += 1
            if attempts < 3 { throw PostgresError(unavailable: "connection refused (attempt \(attempts))") }
        }
        #expect(attempts == 3)
    }

    @Test func anUnreachableDatabaseFailsAtTheTimeoutWithTheLastCause() async throws {
        var attempts = 0
        let start = ContinuousClock.now
        await #expect {
            try await PostgresStartup.waitUntilReachable(
                timeout: .milliseconds(300), retryInterval: .milliseconds(50), logger: .quiet
            ) { timeLeft in
                attempts += 1
                #expect(timeLeft <= .milliseconds(300))
                throw PostgresError(unavailable: "connection refused (attempt \(attempts))")
            }
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.isUnavailable && error.description.contains("not reachable within 0.3 seconds")
                && error.description.contains("(\(attempts) attempts)")
                && error.description.contains("connection refused (attempt \(attempts))")
        }
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        #expect(attempts >= 2)
    }

    @Test func whatWaitingCannotMendFailsAtOnce() async throws {
        var attempts = 0
        await #expect(throws: Refused.self) {
            try await PostgresStartup.waitUntilReachable(timeout: .seconds(30), logger: .quiet) { _ in
                attempts += 1
                throw Refused()
            }
        }
        #expect(attempts == 1)
    }

    @Test func aZeroTimeoutMakesOneAttempt() async throws {
        var attempts = 0
        await #expect(throws: PostgresError.self) {
            try await PostgresStartup.waitUntilReachable(timeout: .zero, logger: .quiet) { _ in
                attempts += 1
                throw PostgresError(unavailable: "connection refused")
            }
        }
        #expect(attempts == 1)
    }

    /// Nothing listens on port 1: the store fails after the 2 s start-up timeout, saying the connection
    /// was refused. The bound leaves room for a loaded machine, far below postgres-nio's minute.
    @Test func openingAStoreOnAnUnreachablePortNamesTheCause() async throws {
        let start = ContinuousClock.now
        await #expect {
            _ = try await DatabaseLocation.postgres("postgres://glossa:secret@127.0.0.1:1/unreachable").openStore(
                logger: .quiet, startupTimeout: .seconds(2))
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.isUnavailable && error.description.contains("not reachable within 2.0 seconds")
                && error.description.contains("Connection refused") && !error.description.contains("secret")
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= .seconds(2) && elapsed < .seconds(20))
    }

    /// A database name the server does not have is not waited for.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aMissingDatabaseFailsAtOnce() async throws {
        let url = try #require(StoreKind.postgresURL)
        var components = try #require(URLComponents(string: url))
        components.path = "/no_such_database_glossa"
        let missing = try #require(components.string)
        let start = ContinuousClock.now
        await #expect {
            _ = try await DatabaseLocation.postgres(missing).openStore(
                logger: .quiet, startupTimeout: .seconds(60))
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.sqlState == "3D000" && !error.isUnavailable
                && error.description.contains("no_such_database_glossa")
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}
