import Foundation
import Testing

@testable import GlossaServer

extension StoreKind {
    /// A database of its own (a persistent kind's) as a server left it before the migration that has a
    /// statement containing `marker` (on SQLite): every earlier migration applied and recorded, so that
    /// a test can store rows the old way and then see what that migration and the next start do.
    func databaseBefore(migrationWith marker: String) async throws -> any SQLDatabase {
        let location =
            self == .postgres ? try await StoreKind.isolatedPostgresLocation() : try makeLocation()
        let database: any SQLDatabase
        switch try #require(location) {
        case .postgres(let url): database = try PostgresBackend(url: url, logger: .quiet)
        case .sqliteDirectory(let directory):
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            database = try await SQLiteBackend.open(path: directory + "/glossa.sqlite", logger: .quiet)
        case .sqliteInMemory: database = try await SQLiteBackend.open(path: nil, logger: .quiet)
        }
        do {
            try await database.transaction { session in
                try await session.query("CREATE TABLE glossa_schema_migrations (version BIGINT PRIMARY KEY)", [])
                let first = try #require(
                    SQLSchema.migrations.firstIndex { $0.contains { $0.sqlite?.contains(marker) == true } })
                for (index, statements) in SQLSchema.migrations.prefix(first).enumerated() {
                    for statement in statements {
                        if let sql = statement.sql(for: database.dialect) { try await session.query(sql, []) }
                    }
                    try await session.query(
                        "INSERT INTO glossa_schema_migrations (version) VALUES (?)", [.integer(Int64(index + 1))])
                }
            }
        } catch {
            try? await database.close()
            throw error
        }
        return database
    }
}
