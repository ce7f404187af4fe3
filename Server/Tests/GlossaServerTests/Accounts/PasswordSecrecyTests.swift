import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import GlossaServer

/// Passwords and their hashes never appear in an answer or a log line, whatever the route.
@Suite("Password secrecy")
struct PasswordSecrecyTests {
    @Test func passwordsAreNeverAnsweredOrLogged() async throws {
        let recorder = LogRecorder()
        var logger = Logger(label: "recording") { _ in recorder.handler }
        logger.logLevel = .trace
        let fixture = try await AccountFixture.make()
        let admin = try await fixture.user("admin", administrator: true)
        let adminHeaders = try await fixture.tokenHeaders(admin)
        // The server's own logger and the application's both record.
        let server = DeliveryServer(
            configuration: fixture.base.server.configuration, store: fixture.store, clock: fixture.base.clock,
            wallClock: fixture.base.clock, logger: logger)
        let app = Application(router: server.buildRouter(), logger: logger)
        let secret = "s3cret-passphrase-\(UUID().uuidString)"
        let email = "\(uniqueProjectID())@example.com"
        try await app.test(.router) { client in
            var answers: [String] = []
            func record(_ response: TestResponse) {
                answers.append(response.text + "\(response.headers)")
            }
            record(
                try await client.execute(
                    uri: "/api/v1/users", method: .post, headers: adminHeaders,
                    body: ByteBuffer(string: #"{"name":"Bob","email":"\#(email)","password":"\#(secret)"}"#)
                ) { $0 })
            let user = try #require(try await fixture.store.user(email: email))
            record(
                try await client.execute(
                    uri: "/api/v1/sessions", method: .post,
                    body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(secret)"}"#)
                ) { $0 })
            record(
                try await client.execute(
                    uri: "/api/v1/sessions", method: .post,
                    body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(secret)x"}"#)
                ) { $0 })
            record(
                try await client.execute(
                    uri: "/api/v1/users/\(user.id)", method: .patch, headers: adminHeaders,
                    body: ByteBuffer(string: #"{"password":"\#(secret)2"}"#)
                ) { $0 })
            record(try await client.execute(uri: "/api/v1/users", method: .get, headers: adminHeaders) { $0 })
            #expect(answers.count == 5)
            let hash = try #require(try await fixture.store.user(id: user.id)?.passwordHash)
            #expect(hash.hasPrefix("$2b$04$"))
            for text in answers + recorder.lines {
                #expect(!text.contains(secret))
                #expect(!text.contains(hash))
                #expect(!text.contains("$2b$"))
            }
        }
        try await fixture.store.close()
    }
}
