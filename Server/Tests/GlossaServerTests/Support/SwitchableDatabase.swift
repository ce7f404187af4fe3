import NIOConcurrencyHelpers

@testable import GlossaServer

/// An in-memory SQLite database that can be made unreachable: while it is down, every operation fails as
/// a lost PostgreSQL connection does (``PostgresError/isUnavailable``), without the minute's wait.
final class SwitchableDatabase: SQLDatabase {
    private let database: any SQLDatabase
    private let isDown = NIOLockedValueBox(false)

    init() async throws {
        database = try await SQLiteBackend.open(path: nil, logger: .quiet)
    }

    var dialect: SQLDialect { database.dialect }

    /// Makes the database unreachable (`true`) or reachable again.
    func setDown(_ down: Bool) { isDown.withLockedValue { $0 = down } }

    private func check() throws {
        if isDown.withLockedValue({ $0 }) { throw PostgresError(unavailable: "the test stopped the database") }
    }

    func transaction<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws
        -> Result
    {
        try check()
        return try await database.transaction(body)
    }

    func read<Result: Sendable>(_ body: @Sendable (any SQLSession) async throws -> Result) async throws -> Result {
        try check()
        return try await database.read(body)
    }

    func close() async throws { try await database.close() }
}
