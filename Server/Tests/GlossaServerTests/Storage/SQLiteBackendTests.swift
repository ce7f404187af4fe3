import Foundation
import Testing

@testable import GlossaServer

/// Issue 23, "Writes stall reads": on a SQLite file, reads run on connections of their own and see
/// the last committed state, so a long transaction (a push into a large project) holds no read.
@Suite("SQLite backend")
struct SQLiteBackendTests {
    static func temporaryDatabase() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glossa-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("glossa.sqlite").path
    }

    @Test func aReadDoesNotWaitForATransactionInProgress() async throws {
        let backend = try await SQLiteBackend.open(path: try Self.temporaryDatabase(), logger: .quiet)
        try await backend.transaction { session in
            try await session.query("CREATE TABLE t (v INTEGER)", [])
            try await session.query("INSERT INTO t VALUES (1)", [])
        }
        let (entered, enter) = AsyncStream<Void>.makeStream()
        let (held, release) = AsyncStream<Void>.makeStream()
        let writing = Task {
            try await backend.transaction { session in
                try await session.query("UPDATE t SET v = 2", [])
                enter.yield()
                for await _ in held { break }
            }
        }
        var enteredIterator = entered.makeAsyncIterator()
        await enteredIterator.next()
        // Without read connections the read would queue behind the transaction: a watchdog ends the
        // transaction after 10 s so that such a failure is a failed expectation, not a hang.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(10))
            release.yield()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let during = try await backend.read { try await $0.query("SELECT v FROM t", []) }
        let waited = clock.now - start
        release.yield()
        watchdog.cancel()
        try await writing.value
        #expect(waited < .seconds(5), "the read waited \(waited)")
        #expect(during.first?.values["v"] == .integer(1))
        let after = try await backend.read { try await $0.query("SELECT v FROM t", []) }
        #expect(after.first?.values["v"] == .integer(2))
        try await backend.close()
    }

    @Test func aReadCannotWrite() async throws {
        let backend = try await SQLiteBackend.open(path: try Self.temporaryDatabase(), logger: .quiet)
        _ = try await backend.transaction { try await $0.query("CREATE TABLE t (v INTEGER)", []) }
        await #expect(throws: (any Error).self) {
            try await backend.read { try await $0.query("INSERT INTO t VALUES (1)", []) }
        }
        let rows = try await backend.read { try await $0.query("SELECT count(*) AS n FROM t", []) }
        #expect(rows.first?.values["n"] == .integer(0))
        try await backend.close()
    }
}
