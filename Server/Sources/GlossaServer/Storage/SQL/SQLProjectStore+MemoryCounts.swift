/// The translation memory's trigram counts per string length (`memory_trigram_lengths`), kept in step
/// with the postings through a queue (`memory_count_changes`, ``MemoryIndexSchema/countQueue``).
///
/// The counts are shared by every project. Written in a push's transaction, their rows would stay
/// locked until it committed, so that on PostgreSQL a push waited for any other project's push still
/// running to finish (two pushes of 20,000 strings took as long as one after the other). So a write
/// only queues its changes, in its own transaction (new rows, which no other writer waits for), and
/// they are added to the counts after it has committed (``applyQueuedMemoryCounts()``), each queued
/// row in a transaction of its own that adds it and deletes it: a change is counted exactly once,
/// even if that transaction fails (it stays queued) or several servers apply the queue at once
/// (each takes rows the others have not locked).
///
/// The counts only cost a lookup's reads (``MemoryIndex/plan(frequencies:length:budget:)``, exact
/// whatever they say), so counts briefly behind their postings only make a lookup read a trigram
/// sooner or later than it would. A write whose changes could not be added after it committed
/// still succeeds: the next write's, or the next start's, application adds them.
extension SQLProjectStore {
    /// How many count changes a queued row holds at most (what one transaction adds to the counts).
    static let memoryCountsPerRow = 500

    /// Queues `changes` to the counts, in the transaction of the write that made them.
    static func queueMemoryCounts(_ changes: [MemoryTrigramLength: Int64], _ session: any SQLSession) async throws {
        // In key order, so that the rows that application locks are locked in one order (never a deadlock).
        let sorted = changes.filter { $0.value != 0 }.sorted {
            ($0.key.trigram, $0.key.length) < ($1.key.trigram, $1.key.length)
        }
        let rows = sorted.chunked(by: memoryCountsPerRow).map { SQLValue.text(encodedMemoryCounts($0)) }
        for statement in rows.chunked(by: 50) {
            try await session.query(
                "INSERT INTO memory_count_changes (changes) VALUES "
                    + Array(repeating: "(?)", count: statement.count).joined(separator: ", "), Array(statement))
        }
    }

    /// Adds the queued count changes to the counts, oldest first, one queued row per transaction,
    /// until no row is left that another server is not applying. Throws what a transaction threw; the
    /// rows not yet applied stay queued.
    func applyQueuedMemoryCounts() async throws {
        while try await applyOneQueuedMemoryCountRow() {}
    }

    /// Adds one queued row to the counts and deletes it, in one transaction; false if none is queued
    /// (or every one is being applied by another server).
    private func applyOneQueuedMemoryCountRow() async throws -> Bool {
        try await database.transaction { session in
            let rows = try await session.query(
                "SELECT id, changes FROM memory_count_changes ORDER BY id LIMIT 1\(skipLocked)", [])
            guard let row = rows.first else { return false }
            try await session.query("DELETE FROM memory_count_changes WHERE id = ?", [.integer(try row.integer("id"))])
            // A row that does not decode (written by hand) is dropped: the counts only cost plans.
            if let changes = Self.decodedMemoryCounts(try row.text("changes")) {
                try await Self.addMemoryCounts(changes, session)
            }
            return true
        }
    }

    /// Adds `changes` (sorted by key) to the counts. A trigram and length no string has any more
    /// (its strings deleted, or their texts changed) loses its row.
    private static func addMemoryCounts(_ changes: [(MemoryTrigramLength, Int64)], _ session: any SQLSession)
        async throws
    {
        guard !changes.isEmpty else { return }
        try await session.query(
            """
            INSERT INTO memory_trigram_lengths (trigram, length, strings)
            VALUES \(Array(repeating: "(?, ?, ?)", count: changes.count).joined(separator: ", "))
            ON CONFLICT (trigram, length) DO UPDATE
                SET strings = memory_trigram_lengths.strings + excluded.strings
            """,
            changes.flatMap { [SQLValue.integer($0.0.trigram), .integer($0.0.length), .integer($0.1)] })
        // The rows of the trigrams that lost strings, by the key's first column.
        let lost = Set(changes.filter { $0.1 < 0 }.map(\.0.trigram)).sorted().map(SQLValue.integer)
        if !lost.isEmpty {
            try await session.query(
                "DELETE FROM memory_trigram_lengths WHERE strings <= 0 AND trigram IN (\(marks(lost.count)))", lost)
        }
    }

    /// A queued row's text: `trigram length change` triples, separated by commas.
    static func encodedMemoryCounts(_ changes: some Sequence<(key: MemoryTrigramLength, value: Int64)>) -> String {
        changes.map { "\($0.key.trigram) \($0.key.length) \($0.value)" }.joined(separator: ",")
    }

    /// The changes of a queued row's text in its order, or `nil` if it is not what
    /// ``encodedMemoryCounts(_:)`` writes.
    static func decodedMemoryCounts(_ text: String) -> [(MemoryTrigramLength, Int64)]? {
        var changes: [(MemoryTrigramLength, Int64)] = []
        for triple in text.split(separator: ",") {
            let fields = triple.split(separator: " ")
            guard fields.count == 3, let trigram = Int64(fields[0]), let length = Int64(fields[1]),
                let change = Int64(fields[2])
            else { return nil }
            changes.append((MemoryTrigramLength(trigram: trigram, length: length), change))
        }
        return changes
    }
}
