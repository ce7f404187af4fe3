import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Job statuses are stored: they survive a restart, expire, and a job whose server stopped is reported failed.
@Suite("Stored push jobs")
struct JobPersistenceTests {
    @Test(arguments: StoreKind.persistent)
    func aJobSurvivesARestart(_ kind: StoreKind) async throws {
        let location = try #require(try kind.makeLocation())
        let store = try await location.openStore(logger: .quiet)
        let (project, credentials) = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), name: "Jobs", sourceLanguage: "en", languages: ["fr"])
        let write: HTTPFields = [.authorization: "Bearer \(credentials.token):\(credentials.secret)"]
        let clock = ManualClock()
        var configuration = ServerConfiguration()
        configuration.jobRetention = .seconds(60)
        let first = DeliveryServer(
            configuration: configuration, store: store, clock: clock, wallClock: clock, logger: .quiet)
        let (path, before) = try await Application(router: first.buildRouter(), logger: .quiet).test(.router) {
            client in
            let path = try await client.execute(
                uri: "/content", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"a": {"string": "A"}, "b": {"string": 2}}}"#)
            ) { response in
                try #require(try JSONValue(parsing: String(buffer: response.body))["data", "links", "job"]?.stringValue)
            }
            await first.finishPushes()
            let before = try await client.execute(uri: path, method: .get, headers: write) { String(buffer: $0.body) }
            return (path, before)
        }
        try await store.close()

        let reopened = try await location.openStore(logger: .quiet)
        let second = DeliveryServer(
            configuration: configuration, store: reopened, clock: clock, wallClock: clock, logger: .quiet)
        try await Application(router: second.buildRouter(), logger: .quiet).test(.router) { client in
            try await client.execute(uri: path, method: .get, headers: write) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == before)
            }
            let json = try JSONValue(parsing: before)
            #expect(json["data", "status"] == "completed")
            #expect(json["data", "details", "created"] == .integer(1))
            #expect(json["data", "details", "failed"] == .integer(1))
            // Past retention, the job is gone (and is deleted when the next job is stored).
            clock.advance(by: .seconds(61))
            try await client.execute(uri: path, method: .get, headers: write) { response in
                #expect(response.status == .notFound)
            }
        }
        _ = project
        try await reopened.close()
    }

    @Test(arguments: StoreKind.available)
    func anUnfinishedJobOfAStoppedServerIsReportedFailed(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        // A day on, so that other tests pruning a shared PostgreSQL database at their (early) times keep these.
        fixture.clock.advance(by: .seconds(86_400))
        let now = fixture.clock.unixMilliseconds()
        let stale = uniqueProjectID("stale")
        let recent = uniqueProjectID("recent")
        let retention = PushJobRetention(finishedBefore: .min, perProject: 10)
        for (id, age) in [(stale, Int64(11 * 60 * 1000)), (recent, Int64(1000))] {
            let job = PushJob(id: id, projectID: fixture.project.id, status: .processing)
            try await fixture.store.saveJob(
                StoredPushJob(
                    id: id, projectID: fixture.project.id, status: .processing, body: job.jsonText,
                    instance: "another-server", updatedAt: now - age, finishedAt: nil), retention: retention)
        }
        try await fixture.test { client in
            try await client.execute(uri: "/jobs/content/\(recent)", method: .get, headers: fixture.write) { response in
                #expect(String(buffer: response.body) == #"{"data":{"status":"processing"}}"#)
            }
            try await client.execute(uri: "/jobs/content/\(stale)", method: .get, headers: fixture.write) { response in
                let text = String(buffer: response.body)
                let json = try JSONValue(parsing: text)
                #expect(json["data", "status"] == "failed")
                #expect(text.contains("stopped before finishing it; nothing of it was written"))
            }
        }
    }

    /// A crash leaves a job `processing`; the restarted server fails it at start, not ten minutes later.
    @Test(arguments: StoreKind.available)
    func aRestartFailsTheJobsTheInstanceLeftUnfinished(_ kind: StoreKind) async throws {
        let name = uniqueProjectID("instance")
        // The clock stays where it starts: on PostgreSQL, tests share one database, and a server whose
        // clock is far ahead prunes the other tests' jobs as past retention when it stores one. The jobs
        // are stored as updated now (1 s on the test clock), not earlier: the store tests prune unfinished
        // jobs of every project not updated since 33 ms, and a job at 0 ms vanished under them once.
        let fixture = try await ServerFixture.make(kind) { $0.instanceName = name }
        let now = fixture.clock.unixMilliseconds()
        let mine = uniqueProjectID("mine")
        let others = uniqueProjectID("others")
        let retention = PushJobRetention(finishedBefore: .min, perProject: 10)
        for (id, instance) in [(mine, name + "#crashed-process"), (others, "another-host#its-process")] {
            let job = PushJob(id: id, projectID: fixture.project.id, status: .processing)
            try await fixture.store.saveJob(
                StoredPushJob(
                    id: id, projectID: fixture.project.id, status: .processing, body: job.jsonText,
                    instance: instance, updatedAt: now, finishedAt: nil), retention: retention)
        }
        let failed = try await fixture.server.failInterruptedJobs()
        // SQLite and memory stores serve one server: every unfinished job is its own.
        #expect(failed >= (kind == .postgres ? 1 : 2))
        try await fixture.test { client in
            try await client.execute(uri: "/jobs/content/\(mine)", method: .get, headers: fixture.write) { response in
                let text = String(buffer: response.body)
                let status = try JSONValue(parsing: text)["data", "status"]
                #expect(status == "failed", "\(text)")
                #expect(text.contains("stopped before finishing it"))
            }
            try await client.execute(uri: "/jobs/content/\(others)", method: .get, headers: fixture.write) {
                response in
                let status = try JSONValue(parsing: String(buffer: response.body))["data", "status"]
                #expect(status == (kind == .postgres ? "processing" : "failed"))
            }
        }
    }
}
