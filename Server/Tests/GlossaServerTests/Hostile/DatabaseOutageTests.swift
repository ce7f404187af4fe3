import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// While the database is unavailable, what the server has answered before is still answered from memory
/// (content bodies and the tokens that read them), what needs the database gets 503 with `Retry-After`,
/// `/health` says the process is alive and `/ready` that it should not get traffic; once the database is
/// back, writes work again with no restart. (`Server/Tests/Integration/database_outage.py` stops a real
/// PostgreSQL under a running `glossa serve`.)
@Suite("A database outage")
struct DatabaseOutageTests {
    /// A ``ServerFixture`` over a ``SwitchableDatabase`` (the project `outage`: `en` source; `fr`, `el`),
    /// and the database, to switch off.
    static func fixture() async throws -> (ServerFixture, SwitchableDatabase) {
        let database = try await SwitchableDatabase()
        let store = SQLProjectStore(database: database)
        try await store.migrate()
        let (project, credentials) = try await ProjectAdministration(store: store).createProject(
            id: "outage", name: "Outage", sourceLanguage: "en", languages: ["fr", "el"])
        let clock = ManualClock()
        let server = DeliveryServer(
            configuration: ServerConfiguration(), store: store, clock: clock, wallClock: clock, logger: .quiet)
        let fixture = ServerFixture(
            store: store, server: server, project: project, credentials: credentials, clock: clock)
        return (fixture, database)
    }

    @Test func cachedContentIsServedAndTheRestGets503UntilTheDatabaseIsBack() async throws {
        let (fixture, database) = try await Self.fixture()
        let (server, clock, read, write) = (fixture.server, fixture.clock, fixture.read, fixture.write)
        let (_, other) = try await ProjectAdministration(store: fixture.store).createProject(
            id: "never-read", name: "Never read", sourceLanguage: "en", languages: ["fr"])
        try await fixture.test { client in
            try await client.execute(
                uri: "/content", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Hello"}}}"#)
            ) { #expect($0.status == .accepted) }
            await server.finishPushes()
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Bonjour"}}}"#)
            ) { #expect($0.status == .ok) }
            let (body, etag) = try await client.execute(uri: "/content/fr", method: .get, headers: read) {
                #expect($0.status == .ok)
                return (String(buffer: $0.body), $0.headers[.eTag])
            }
            #expect(body.contains("Bonjour"))

            database.setDown(true)
            // Past the revalidation interval, both the body and the token would be checked with the database.
            clock.advance(by: server.configuration.revalidationInterval * 3)
            for _ in 0..<2 {
                try await client.execute(uri: "/content/fr", method: .get, headers: read) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body) == body)
                    #expect(response.headers[.eTag] == etag)
                }
                clock.advance(by: server.configuration.revalidationInterval)
            }
            var conditional = read
            conditional[.ifNoneMatch] = etag
            try await client.execute(uri: "/content/fr", method: .get, headers: conditional) {
                #expect($0.status == .notModified)
            }
            // Never read: nothing to answer from.
            for (uri, headers) in [
                ("/content/el", read), ("/content/fr", [.authorization: "Bearer \(other.token)"] as HTTPFields),
            ] {
                try await client.execute(uri: uri, method: .get, headers: headers) { response in
                    #expect(response.status == .serviceUnavailable, "\(uri)")
                    #expect(response.headers[.retryAfter] == "5", "\(uri)")
                }
            }
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Salut"}}}"#)
            ) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "5")
            }
            try await client.execute(uri: "/health", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/ready", method: .get) { #expect($0.status == .serviceUnavailable) }

            database.setDown(false)
            try await client.execute(
                uri: "/translations/fr", method: .post, headers: write,
                body: ByteBuffer(string: #"{"data": {"hello": {"string": "Salut"}}}"#)
            ) { #expect($0.status == .ok) }
            try await client.execute(uri: "/content/fr", method: .get, headers: read) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Salut"))
            }
            try await client.execute(uri: "/ready", method: .get) { #expect($0.status == .ok) }
        }
    }

    /// A push through this server that the cache could not yet apply is not hidden behind the old body:
    /// with the database down, that body is not served stale.
    @Test func aBodyAPushMadeStaleIsNotServedDuringAnOutage() async throws {
        let (fixture, database) = try await Self.fixture()
        let (server, clock, read, write) = (fixture.server, fixture.clock, fixture.read, fixture.write)
        try await fixture.test { client in
            for text in ["One", "Two"] {
                try await client.execute(
                    uri: "/content", method: .post, headers: write,
                    body: ByteBuffer(string: #"{"data": {"a": {"string": "\#(text)"}}}"#)
                ) { #expect($0.status == .accepted) }
                await server.finishPushes()
                if text == "One" {
                    try await client.execute(uri: "/content/en", method: .get, headers: read) {
                        #expect(String(buffer: $0.body).contains("One"))
                    }
                }
            }
            database.setDown(true)
            clock.advance(by: server.configuration.revalidationInterval)
            try await client.execute(uri: "/content/en", method: .get, headers: read) { response in
                #expect(response.status == .serviceUnavailable, "\(String(buffer: response.body))")
            }
            database.setDown(false)
            try await client.execute(uri: "/content/en", method: .get, headers: read) {
                #expect(String(buffer: $0.body).contains("Two"))
            }
        }
    }
}
