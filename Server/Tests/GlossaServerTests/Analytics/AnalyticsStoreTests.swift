import Testing

@testable import GlossaServer

/// The stores add counts (never replace them), cap the SDK values of a project's day, drop counts of
/// projects that are gone and delete days past retention, alike on every store.
@Suite struct AnalyticsStoreTests {
    static func count(
        _ projectID: String, day: Int64 = 20_000, language: String = "fr", _ sdk: String, _ fetches: Int64
    )
        -> ContentFetchCount
    {
        ContentFetchCount(projectID: projectID, day: day, language: language, sdk: sdk, fetches: fetches)
    }

    @Test(arguments: StoreKind.available)
    func flushesAddUp(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let projectID = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), name: "A", sourceLanguage: "en", languages: ["fr"]
        ).0.id
        try await store.addContentFetches(
            [Self.count(projectID, "ios", 2), Self.count(projectID, language: "en", "ios", 1)], maximumSDKsPerDay: 10,
            oldestDay: 0)
        try await store.addContentFetches(
            [Self.count(projectID, "ios", 3), Self.count(projectID, "python", 1), Self.count("gone", "ios", 9)],
            maximumSDKsPerDay: 10, oldestDay: 0)
        let stored = try await store.contentFetches(projectID: projectID, from: 19_999, through: 20_001)
        #expect(
            stored == [
                Self.count(projectID, language: "en", "ios", 1), Self.count(projectID, "ios", 5),
                Self.count(projectID, "python", 1),
            ])
        #expect(try await store.contentFetches(projectID: "gone", from: 0, through: 30_000).isEmpty)
        #expect(try await store.contentFetches(projectID: projectID, from: 20_001, through: 20_010).isEmpty)
        try await store.close()
    }

    /// With a cap of 2 SDK values a day, a third value, in the same flush or a later one, counts as `other`;
    /// values already stored keep counting; another day has its own cap.
    @Test(arguments: StoreKind.available)
    func aDayKeepsAtMostTheCappedNumberOfSDKValues(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let projectID = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), name: "A", sourceLanguage: "en", languages: ["fr"]
        ).0.id
        try await store.addContentFetches(
            [Self.count(projectID, "a", 1), Self.count(projectID, "b", 1), Self.count(projectID, "c", 1)],
            maximumSDKsPerDay: 2, oldestDay: 0)
        try await store.addContentFetches(
            [Self.count(projectID, "d", 4), Self.count(projectID, "a", 1), Self.count(projectID, day: 20_001, "e", 1)],
            maximumSDKsPerDay: 2, oldestDay: 0)
        let stored = try await store.contentFetches(projectID: projectID, from: 20_000, through: 20_001)
        let day = Dictionary(uniqueKeysWithValues: stored.filter { $0.day == 20_000 }.map { ($0.sdk, $0.fetches) })
        #expect(Set(day.keys).subtracting([ClientSDK.overflow]).count == 2)
        #expect(day.values.reduce(0, +) == 8)
        #expect(day[ClientSDK.overflow] == 5)
        #expect(day["a"] == 2)
        #expect(stored.filter { $0.day == 20_001 }.map(\.sdk) == ["e"])
        try await store.close()
    }

    /// The sweep deletes old days of every project, so on PostgreSQL it runs in a database of its own: in
    /// the shared one it would delete the day-0 rows of the other tests' fixtures.
    @Test(arguments: StoreKind.available)
    func daysPastRetentionAreDeleted(_ kind: StoreKind) async throws {
        let store =
            kind == .postgres
            ? try await #require(try await StoreKind.isolatedPostgresLocation()).openStore(logger: .quiet)
            : try await kind.makeStore()
        let projectID = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), name: "A", sourceLanguage: "en", languages: ["fr"]
        ).0.id
        try await store.addContentFetches(
            [Self.count(projectID, day: 100, "a", 1), Self.count(projectID, day: 200, "a", 1)], maximumSDKsPerDay: 5,
            oldestDay: 0)
        try await store.addContentFetches(
            [Self.count(projectID, day: 200, "a", 1)], maximumSDKsPerDay: 5, oldestDay: 150)
        let stored = try await store.contentFetches(projectID: projectID, from: 0, through: 300)
        #expect(stored == [Self.count(projectID, day: 200, "a", 2)])
        try await store.close()
    }
}
