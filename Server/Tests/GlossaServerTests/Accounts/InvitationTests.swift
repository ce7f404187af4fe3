import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Invitations by link over HTTP, on every store kind.
@Suite("Invitations")
struct InvitationTests {
    static func invite(
        _ client: any TestClientProtocol, _ fixture: AccountFixture, headers: HTTPFields, body: String
    ) async throws -> TestResponse {
        try await client.execute(
            uri: "/api/v1/projects/\(fixture.projectID)/invitations", method: .post, headers: headers,
            body: ByteBuffer(string: body)
        ) { $0 }
    }

    static func accept(
        _ client: any TestClientProtocol, _ token: String, email: String, password: String = AccountFixture.password
    )
        async throws -> TestResponse
    {
        try await client.execute(
            uri: "/api/v1/invitations/\(token)/accept", method: .post,
            body: ByteBuffer(string: #"{"name":"New Person","email":"\#(email)","password":"\#(password)"}"#)
        ) { $0 }
    }

    @Test(arguments: StoreKind.available)
    func aManagerInvitesAndTheLinkWorksOnce(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let manager = try await fixture.user("manager", roles: [(.manager, [])])
        let headers = try await fixture.tokenHeaders(manager)
        let email = "\(uniqueProjectID("new"))@example.com"
        try await fixture.test { client in
            let created = try await Self.invite(
                client, fixture, headers: headers, body: #"{"role":"translator","languages":["fr"]}"#)
            #expect(created.status == .created)
            let token = try #require(try JSONValue(parsing: created.text)["token"]?.stringValue)
            #expect(token.hasPrefix("gli_"))
            try await client.execute(uri: "/api/v1/invitations/\(token)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(!response.text.contains(token))
                #expect(response.text.contains(#""role":"translator""#))
            }
            // Too short a password: refused, and the invitation is still unused.
            let short = try await Self.accept(client, token, email: email, password: "short")
            #expect(short.status == .badRequest)
            let accepted = try await Self.accept(client, token, email: email)
            #expect(accepted.status == .created)
            #expect(accepted.headers[.setCookie]?.hasPrefix("glossa_session=gls_") == true)
            let user = try #require(try await fixture.store.user(email: email))
            #expect(
                try await fixture.store.memberships(userID: user.id)
                    == [Membership(projectID: fixture.projectID, userID: user.id, role: .translator, languages: ["fr"])]
            )
            let again = try await Self.accept(client, token, email: "other-\(email)")
            #expect(again.status == .gone)
            #expect(again.text.contains("used"))
            try await client.execute(uri: "/api/v1/invitations/\(token)", method: .get) { #expect($0.status == .gone) }
            try await client.execute(uri: "/api/v1/invitations/gli_unknown", method: .get) {
                #expect($0.status == .notFound)
            }
        }
    }

    @Test func expiredInvitationsAreRefused() async throws {
        let fixture = try await AccountFixture.make { $0.accounts.invitationLifetime = .seconds(3600) }
        let admin = try await fixture.user("admin", administrator: true)
        let headers = try await fixture.tokenHeaders(admin)
        try await fixture.test { client in
            let created = try await Self.invite(client, fixture, headers: headers, body: #"{"role":"reviewer"}"#)
            let token = try #require(try JSONValue(parsing: created.text)["token"]?.stringValue)
            fixture.base.clock.advance(by: .seconds(3601))
            let late = try await Self.accept(client, token, email: "\(uniqueProjectID())@example.com")
            #expect(late.status == .gone)
            #expect(late.text.contains("expired"))
        }
    }

    @Test func aSignedInUserGainsTheRole() async throws {
        let fixture = try await AccountFixture.make()
        let admin = try await fixture.user("admin", administrator: true)
        let translator = try await fixture.user("translator", roles: [(.translator, ["fr"])])
        let adminHeaders = try await fixture.tokenHeaders(admin)
        let session = try await fixture.sessionHeaders(translator)
        try await fixture.test { client in
            let created = try await Self.invite(
                client, fixture, headers: adminHeaders, body: #"{"role":"reviewer","languages":["el"]}"#)
            let token = try #require(try JSONValue(parsing: created.text)["token"]?.stringValue)
            try await client.execute(uri: "/api/v1/invitations/\(token)/accept", method: .post, headers: session) {
                #expect($0.status == .ok)
            }
            #expect(try await fixture.store.memberships(userID: translator.id).map(\.role) == [.translator, .reviewer])
        }
    }

    @Test func invitationsAreCheckedAgainstTheProject() async throws {
        let fixture = try await AccountFixture.make()
        let manager = try await fixture.user("manager", roles: [(.manager, [])])
        let translator = try await fixture.user("translator", roles: [(.translator, [])])
        let headers = try await fixture.tokenHeaders(manager)
        try await fixture.test { client in
            for body in [
                #"{"role":"owner"}"#, #"{"role":"translator","languages":["xx"]}"#, #"{"languages":[]}"#, "[]",
            ] {
                let response = try await Self.invite(client, fixture, headers: headers, body: body)
                #expect(response.status == .badRequest, "\(body): \(response.text)")
            }
            let refused = try await Self.invite(
                client, fixture, headers: try await fixture.tokenHeaders(translator), body: #"{"role":"manager"}"#)
            #expect(refused.status == .forbidden)
        }
    }
}
