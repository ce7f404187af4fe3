import Foundation
import Logging
import Testing

@testable import GlossaServer

/// The stores the storage suite runs against: always memory and SQLite; PostgreSQL when
/// `GLOSSA_TEST_POSTGRES_URL` names a database (CI starts one), and then it is required: a
/// connection failure fails the tests rather than skipping them.
enum StoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case memory
    case sqlite
    case postgres

    static var available: [StoreKind] {
        postgresURL == nil ? [.memory, .sqlite] : [.memory, .sqlite, .postgres]
    }

    static var persistent: [StoreKind] {
        postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    static var postgresURL: String? {
        ProcessInfo.processInfo.environment["GLOSSA_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    var description: String { rawValue }

    func makeStore() async throws -> any ServerStore {
        guard let location = try makeLocation() else { return MemoryProjectStore() }
        return try await location.openStore(logger: .quiet)
    }

    /// A fresh database for a persistent kind (reopen it with `openStore` to simulate a restart); nil for memory.
    func makeLocation() throws -> DatabaseLocation? {
        switch self {
        case .memory:
            return nil
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "glossa-test-\(UUID().uuidString)")
            return .sqliteDirectory(directory.path)
        case .postgres:
            guard let url = Self.postgresURL else { throw StoreError.corrupt("no GLOSSA_TEST_POSTGRES_URL") }
            return .postgres(url)
        }
    }
}

extension StoreKind {
    /// A new, empty PostgreSQL database of its own on the test server (nil without one), for tests whose
    /// servers sweep every job of the database on the real calendar: in the shared database they would
    /// fail other tests' jobs, stored at their test clocks' early times.
    static func isolatedPostgresLocation() async throws -> DatabaseLocation? {
        guard let url = postgresURL, var components = URLComponents(string: url) else { return nil }
        let name = "glossa_" + UUID().uuidString.prefix(8).lowercased()
        let server = try PostgresBackend(url: url, logger: .quiet)
        do {
            _ = try await server.read { session in try await session.query("CREATE DATABASE \(name)", []) }
        } catch {
            try? await server.close()
            throw error
        }
        try await server.close()
        components.path = "/" + name
        return components.string.map(DatabaseLocation.postgres)
    }

    /// A SQL store of a persistent kind in a database of its own (a new SQLite directory, or a new
    /// PostgreSQL database: ``isolatedPostgresLocation()``), for tests that count what every project
    /// of the database shares.
    func makeIsolatedSQLStore() async throws -> SQLProjectStore {
        let location = self == .postgres ? try await Self.isolatedPostgresLocation() : try makeLocation()
        let opened = try await #require(location).openStore(logger: .quiet)
        return try #require(opened as? SQLProjectStore)
    }
}

extension Logger {
    static var quiet: Logger {
        var logger = Logger(label: "glossa-test")
        logger.logLevel = .critical
        return logger
    }
}

/// A unique project identifier, so tests can share one PostgreSQL database.
func uniqueProjectID(_ prefix: String = "p") -> String {
    "\(prefix)-\(UUID().uuidString.prefix(13).lowercased())"
}
