import Foundation
import Logging

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

    func makeStore() async throws -> any ProjectStore {
        switch self {
        case .memory:
            return MemoryProjectStore()
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "glossa-test-\(UUID().uuidString)")
            return try await DatabaseLocation.sqliteDirectory(directory.path).openStore(logger: .quiet)
        case .postgres:
            guard let url = Self.postgresURL else { throw StoreError.corrupt("no GLOSSA_TEST_POSTGRES_URL") }
            return try await DatabaseLocation.postgres(url).openStore(logger: .quiet)
        }
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
