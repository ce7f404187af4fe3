import Testing

@testable import GlossaServer

/// The request counters behind the shared rate limits: counts per key and window, atomic under concurrent
/// servers, earlier windows dropped.
@Suite("Request counters")
struct RequestCounterTests {
    @Test(arguments: StoreKind.available)
    func windowsCountAndRestart(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let key = "push:" + uniqueProjectID("token")
        for expected in Int64(1)...3 {
            #expect(try await store.countRequest(key: key, windowStart: 60_000) == expected)
        }
        #expect(try await store.countRequest(key: "invalidate:" + key, windowStart: 60_000) == 1)
        // The next window starts from one; the earlier one is gone (counting in it again starts over).
        #expect(try await store.countRequest(key: key, windowStart: 120_000) == 1)
        #expect(try await store.countRequest(key: key, windowStart: 60_000) == 1)
        try await store.close()
    }

    /// Forty requests counted at once through two connection pools (two servers) on PostgreSQL, through one
    /// store elsewhere: every count from 1 to 40 is returned exactly once.
    @Test(arguments: StoreKind.available)
    func concurrentCountsAreNeverLost(_ kind: StoreKind) async throws {
        let first = try await kind.makeStore()
        var second = first
        if kind == .postgres, let location = try kind.makeLocation() {
            second = try await location.openStore(logger: .quiet)
        }
        let key = "push:" + uniqueProjectID("token")
        let counts = try await withThrowingTaskGroup(of: Int64.self) { group in
            for index in 0..<40 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask { try await store.countRequest(key: key, windowStart: 0) }
            }
            return try await group.reduce(into: [Int64]()) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(1...40))
        try await first.close()
        if kind == .postgres { try await second.close() }
    }
}
