import Testing

@testable import GlossaServer

/// Push jobs held with a lease, the same on every store: one live job per project, renewed by its server,
/// failed by anyone once expired, and completed only by a push that still holds it.
@Suite("Push job leases")
struct JobLeaseTests {
    /// A pending job of `server` stored at `time`.
    static func job(_ id: String, _ project: Project, server: String, at time: Int64) -> StoredPushJob {
        StoredPushJob(
            id: id, projectID: project.id, status: .pending, body: #"{"data":{"status":"pending"}}"#,
            instance: server, updatedAt: time, finishedAt: nil)
    }

    @Test(arguments: StoreKind.available)
    func oneLiveJobPerProjectUntilItsLeaseExpires(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let project = Project(id: uniqueProjectID(), name: "Leases", sourceLanguage: "en", languages: ["fr"])
        try await store.createProject(project)
        // Job identifiers are global: unique ones, so runs can share a PostgreSQL database.
        func j(_ name: String) -> String { "\(project.id)-\(name)" }
        let keep = PushJobRetention(finishedBefore: 0, perProject: 10)
        let lease: Int64 = 15_000

        // Server a claims the project's push at 1000; b cannot while a's lease lives (renewed at 10000).
        #expect(
            try await store.claimJob(
                Self.job(j("a"), project, server: "a#1", at: 1000), liveSince: -14_000, retention: keep))
        #expect(
            try await !store.claimJob(
                Self.job(j("b"), project, server: "b#1", at: 2000), liveSince: -13_000, retention: keep))
        var renewed = Self.job(j("a"), project, server: "a#1", at: 10_000)
        renewed.status = .processing
        #expect(try await store.renewJob(renewed))
        #expect(try await store.job(id: j("a")) == renewed)
        #expect(
            try await !store.claimJob(
                Self.job(j("b"), project, server: "b#1", at: 20_000), liveSince: 20_000 - lease, retention: keep))
        // Another server renewing a's job changes nothing.
        #expect(try await !store.renewJob(Self.job(j("a"), project, server: "b#1", at: 20_000)))
        #expect(try await store.failExpiredJobs(liveSince: 20_000 - lease, at: 20_000, id: j("a")).isEmpty)

        // Not renewed since 10000: at 26000 the lease expired; b's claim fails a's job and takes the project.
        #expect(
            try await store.claimJob(
                Self.job(j("b"), project, server: "b#1", at: 26_000), liveSince: 26_000 - lease, retention: keep))
        let failed = try #require(try await store.job(id: j("a")))
        #expect(failed.status == .failed && failed.finishedAt == 26_000)
        #expect(failed.body.contains("stopped before finishing it; nothing of it was written"))
        // a, alive after all, can neither renew nor complete it: its push writes nothing.
        #expect(try await !store.renewJob(renewed))
        await #expect(throws: StoreError.jobLost(j("a"))) {
            try await store.push(
                PushPayload(strings: [SourceString(key: "a", string: "A")], options: PushOptions()), to: project.id,
                completing: PushJobCompletion(id: j("a"), instance: "a#1", finishedAt: 27_000))
        }
        #expect(try await store.sourceStrings(of: project.id).isEmpty)
        #expect(try await store.job(id: j("a")) == failed)

        // b's push, holding its job, completes it.
        let completion = PushJobCompletion(id: j("b"), instance: "b#1", finishedAt: 28_000)
        _ = try await store.push(
            PushPayload(strings: [SourceString(key: "b", string: "B")], options: PushOptions()), to: project.id,
            completing: completion)
        #expect(try await store.job(id: j("b"))?.status == .completed)
        #expect(try await store.sourceStrings(of: project.id).map(\.key) == ["b"])

        // A job whose server died is failed by the sweep once its lease expired, not before.
        #expect(
            try await store.claimJob(
                Self.job(j("c"), project, server: "c#1", at: 30_000), liveSince: 15_000, retention: keep))
        #expect(try await store.failExpiredJobs(liveSince: 30_000, at: 44_000, id: j("c")).isEmpty)
        let swept = try await store.failExpiredJobs(liveSince: 30_001, at: 45_001, id: j("c"))
        #expect(swept.map(\.id) == [j("c")] && swept.first?.status == .failed)
        #expect(try await store.job(id: j("c"))?.status == .failed)
        try await store.close()
    }

    /// Claims of one project's push from many tasks at once (several servers on PostgreSQL): exactly one wins.
    @Test(arguments: StoreKind.available)
    func concurrentClaimsOfOneProjectHaveOneWinner(_ kind: StoreKind) async throws {
        // Two connection pools on PostgreSQL, as two servers have; SQLite and memory serve one process.
        let first = try await kind.makeStore()
        var second = first
        if kind == .postgres, let location = try kind.makeLocation() {
            second = try await location.openStore(logger: .quiet)
        }
        let project = Project(id: uniqueProjectID(), name: "Race", sourceLanguage: "en", languages: ["fr"])
        try await first.createProject(project)
        let keep = PushJobRetention(finishedBefore: 0, perProject: 10)
        let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask {
                    try await store.claimJob(
                        Self.job("\(project.id)-\(index)", project, server: "s#\(index)", at: 1000), liveSince: 0,
                        retention: keep)
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        try await first.close()
        if kind == .postgres { try await second.close() }
    }

    /// On PostgreSQL, a job whose push's transaction holds its row (the push is committing) is live however
    /// old its last renewal: another server's sweep and claim skip it without waiting, and a renewal keeps it.
    @Test(.enabled(if: StoreKind.postgresURL != nil))
    func aJobWhosePushIsCommittingIsNeverFailed() async throws {
        let location = try #require(try StoreKind.postgres.makeLocation())
        let committing = try #require(try await location.openStore(logger: .quiet) as? SQLProjectStore)
        let other = try await location.openStore(logger: .quiet)
        let project = Project(id: uniqueProjectID(), name: "Committing", sourceLanguage: "en", languages: ["fr"])
        try await other.createProject(project)
        let keep = PushJobRetention(finishedBefore: 0, perProject: 10)
        let id = "\(project.id)-a"
        let job = Self.job(id, project, server: "a#1", at: 1000)
        #expect(try await other.claimJob(job, liveSince: 0, retention: keep))
        try await committing.database.transaction { session in
            try await SQLProjectStore.holdJob(PushJobCompletion(id: id, instance: "a#1", finishedAt: 2000), session)
            // The lease expired long ago (last renewed at 1000), but the row is held.
            #expect(try await other.failExpiredJobs(liveSince: 50_000, at: 60_000, id: id).isEmpty)
            #expect(
                try await !other.claimJob(
                    Self.job("\(project.id)-b", project, server: "b#1", at: 60_000), liveSince: 50_000, retention: keep)
            )
            #expect(try await other.renewJob(Self.job(id, project, server: "a#1", at: 60_000)))
            #expect(try await !other.renewJob(Self.job(id, project, server: "b#1", at: 60_000)))
        }
        #expect(try await other.job(id: id)?.status == .pending)
        try await committing.close()
        try await other.close()
    }
}
