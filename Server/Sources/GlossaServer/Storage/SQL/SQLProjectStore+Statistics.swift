import NIOConcurrencyHelpers

/// Fresh planner statistics and visibility after bulk writes (PostgreSQL). The listings' plans depend
/// on them: with none (a freshly imported project) or old ones (a project grown tenfold since),
/// PostgreSQL misjudges how many rows a project's language or a search selects and chooses scans that
/// take seconds (an untranslated page of 50,000 keys: 400 ms before `ANALYZE`, 60 ms after).
/// Autovacuum analyzes such tables only within its next rounds (a minute or more after the write), so
/// the store vacuums and analyzes them itself (`VACUUM (ANALYZE)`) as soon as a write leaves them
/// stale, by autovacuum's own rule: more rows changed since the last analysis (by this server) than
/// 1,000 plus 10 % of the table's estimated rows. SQLite keeps no statistics the store relies on: its
/// statements fix their plans.
extension SQLProjectStore {
    /// Counts `rows` changed in each of `tables` and vacuums and analyzes those now stale (PostgreSQL;
    /// nothing on SQLite). Called after the write's transaction has committed; a failure is left to
    /// autovacuum (the write itself succeeded).
    func refreshStatistics(afterChanging rows: Int, in tables: [String]) async {
        guard database.dialect == .postgres else { return }
        let candidates = statistics.record(rows, in: tables)
        guard !candidates.isEmpty else { return }
        // VACUUM cannot run in a transaction: on a connection of its own. It also marks the new rows'
        // pages all-visible, so that index-only scans need not read them. Like a migration, it runs
        // without the answer deadline (``AnswerDeadline``): it reads every page a bulk write added (an
        // import into a large memory adds millions of trigram rows), which may take longer than a
        // request's statement is allowed, and is no sign of a stuck network.
        _ = try? await AnswerDeadline.$isSuspended.withValue(true) {
            try await vacuumAndAnalyze(candidates)
        }
    }

    /// Vacuums and analyzes those of `candidates` that are stale.
    private func vacuumAndAnalyze(_ candidates: [String]) async throws {
        try await database.read { session in
            for table in candidates {
                let estimate = try await session.query(
                    "SELECT greatest(reltuples, 0)::bigint AS n FROM pg_class WHERE oid = ?::regclass", [.text(table)])
                let rows = try estimate.first?.integer("n") ?? 0
                guard statistics.changed(table) > WriteStatistics.threshold(rows: Int(rows)) else { continue }
                try await session.query("VACUUM (ANALYZE) \(table)", [])
                statistics.reset(table)
            }
        }
    }
}

/// The rows a store changed per table since it last analyzed it
/// (``SQLProjectStore/refreshStatistics(afterChanging:in:)``).
final class WriteStatistics: Sendable {
    private let changes = NIOLockedValueBox<[String: Int]>([:])

    /// The changes past which a table of `rows` is stale: autovacuum's default rule.
    static func threshold(rows: Int) -> Int { 1_000 + rows / 10 }

    /// Adds `rows` changes to each of `tables`; returns those with more than the least threshold.
    func record(_ rows: Int, in tables: [String]) -> [String] {
        changes.withLockedValue { changes in
            tables.filter { table in
                changes[table, default: 0] += rows
                return changes[table, default: 0] > Self.threshold(rows: 0)
            }
        }
    }

    /// The changes counted for `table`.
    func changed(_ table: String) -> Int { changes.withLockedValue { $0[table] ?? 0 } }

    /// Forgets the changes of `table`, just analyzed.
    func reset(_ table: String) { changes.withLockedValue { $0[table] = 0 } }
}
