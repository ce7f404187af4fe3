import Testing

@testable import GlossaServer

/// A failed statement says why: the server's SQLSTATE and message, rather than postgres-nio's
/// "Generic description", which left failures on CI's PostgreSQL unexplained.
@Suite("PostgreSQL backend")
struct PostgresBackendTests {
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aFailedStatementSaysWhatTheServerSaid() async throws {
        let backend = try PostgresBackend(url: try #require(StoreKind.postgresURL), logger: .quiet)
        await #expect {
            try await backend.read { session in
                try await session.query("SELECT no_such_column FROM no_such_table_glossa WHERE 1 = ?", [.integer(1)])
            }
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            return error.sqlState == "42P01"
                && error.description.contains("relation \"no_such_table_glossa\" does not exist")
        }
        try await backend.close()
    }

}
