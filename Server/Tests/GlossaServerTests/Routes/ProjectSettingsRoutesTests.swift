import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// A manager's routes for a project's languages, tokens, invitations and members, on every store kind.
@Suite("Project settings API")
struct ProjectSettingsRoutesTests {
    static func call(
        _ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, _ headers: HTTPFields,
        _ body: String? = nil
    ) async throws -> TestResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await client.execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
        ) { $0 }
    }

    static func codes(_ response: TestResponse) throws -> [String] {
        try JSONValue(parsing: response.text)["data"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    }

    @Test(arguments: StoreKind.available)
    func languagesAreAddedAndRemoved(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
        let path = "/api/v1/projects/\(fixture.projectID)/languages"
        try await fixture.test { client in
            let added = try await Self.call(client, .post, path, manager, #"{"languages":["he","pt_BR"]}"#)
            #expect(added.status == .ok, "\(added.text)")
            // The source language first, then the targets in code order, as `GET /languages` lists them.
            #expect(try Self.codes(added) == ["en", "ar", "el", "fr", "he", "pt_BR"])
            for (body, status) in [
                (#"{"languages":["not a code"]}"#, HTTPResponse.Status.badRequest),
                (#"{"languages":["en"]}"#, .badRequest), (#"{"languages":[]}"#, .badRequest),
                (#"{"languages":[3]}"#, .badRequest), ("[]", .badRequest),
            ] {
                let refused = try await Self.call(client, .post, path, manager, body)
                #expect(refused.status == status, "\(body): \(refused.text)")
                #expect(refused.text.hasPrefix(#"{"status":\#(status.code),"#))
            }
            let removed = try await Self.call(client, .delete, "\(path)/el", manager)
            #expect(try Self.codes(removed) == ["en", "ar", "fr", "he", "pt_BR"])
            #expect(try await Self.call(client, .delete, "\(path)/el", manager).status == .notFound)
            #expect(try await Self.call(client, .delete, "\(path)/en", manager).status == .badRequest)
            #expect(try Self.codes(try await Self.call(client, .get, path, manager)).count == 5)
        }
    }

    @Test(arguments: StoreKind.available)
    func tokensShowTheSecretOnceAndStopWhenRevoked(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
        let path = "/api/v1/projects/\(fixture.projectID)/tokens"
        try await fixture.test { client in
            let created = try await Self.call(client, .post, path, manager, #"{"expires_at":4102444800000}"#)
            #expect(created.status == .created)
            let answer = try JSONValue(parsing: created.text)
            let token = try #require(answer["token"]?.stringValue)
            let secret = try #require(answer["secret"]?.stringValue)
            #expect(answer["expires_at"]?.intValue == 4_102_444_800_000)
            let listed = try await Self.call(client, .get, path, manager)
            #expect(listed.text.contains(token))
            #expect(!listed.text.contains(secret))
            #expect(!listed.text.contains(fixture.base.credentials.secret))
            // The token in the path is percent-encoded.
            let encoded = token.replacingOccurrences(of: "/", with: "%2F")
            let expiry = try await Self.call(client, .patch, "\(path)/\(encoded)", manager, #"{"expires_at":null}"#)
            #expect(expiry.status == .ok, "\(expiry.text)")
            #expect(try JSONValue(parsing: expiry.text)["expires_at"]?.isNull == true)
            #expect(try await Self.call(client, .patch, "\(path)/\(encoded)", manager, "{}").status == .badRequest)
            let rotated = try await Self.call(client, .post, "\(path)/\(encoded)/rotate", manager, "{}")
            #expect(rotated.status == .created)
            let next = try JSONValue(parsing: rotated.text)
            #expect(next["token"]?.stringValue != token)
            #expect(try #require(next["secret"]?.stringValue).count == 40)
            #expect(try await fixture.store.token(token) == nil)
            let newToken = try #require(next["token"]?.stringValue)
            let revoke = try await Self.call(
                client, .delete, "\(path)/\(newToken.replacingOccurrences(of: "/", with: "%2F"))", manager)
            #expect(revoke.status == .noContent)
            #expect(try await fixture.store.token(newToken) == nil)
            #expect(try await Self.call(client, .delete, "\(path)/\(encoded)", manager).status == .notFound)
        }
    }

    @Test func aTokenOfAnotherProjectIsNotFound() async throws {
        let fixture = try await AccountFixture.make()
        let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
        let other = uniqueProjectID("other")
        let (_, credentials) = try await ProjectAdministration(store: fixture.store).createProject(
            id: other, sourceLanguage: "en", languages: ["fr"])
        let encoded = credentials.token.replacingOccurrences(of: "/", with: "%2F")
        try await fixture.test { client in
            let path = "/api/v1/projects/\(fixture.projectID)/tokens/\(encoded)"
            let revoked = try await Self.call(client, .delete, path, manager)
            #expect(revoked.status == .notFound)
            let rotated = try await Self.call(client, .post, path + "/rotate", manager, "{}")
            #expect(rotated.status == .notFound)
            #expect(try await fixture.store.token(credentials.token) != nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func invitationsAreListedWithoutLinksAndRevoked(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
        let path = "/api/v1/projects/\(fixture.projectID)/invitations"
        try await fixture.test { client in
            let created = try await Self.call(client, .post, path, manager, #"{"role":"reviewer","languages":["fr"]}"#)
            let answer = try JSONValue(parsing: created.text)
            let token = try #require(answer["token"]?.stringValue)
            let id = try #require(answer["id"]?.stringValue)
            let listed = try await Self.call(client, .get, path, manager)
            #expect(listed.status == .ok)
            #expect(listed.text.contains(id))
            #expect(!listed.text.contains(token))
            #expect(try await Self.call(client, .delete, "\(path)/\(id)", manager).status == .noContent)
            #expect(try await Self.call(client, .delete, "\(path)/\(id)", manager).status == .notFound)
            #expect(!(try await Self.call(client, .get, path, manager)).text.contains(id))
            let link = try await Self.call(client, .get, "/api/v1/invitations/\(token)", [:])
            #expect(link.status == .notFound)
        }
    }

    @Test(arguments: StoreKind.available)
    func aMemberIsRemoved(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let manager = try await fixture.tokenHeaders(try await fixture.user("manager", roles: [(.manager, [])]))
        let translator = try await fixture.user("translator", roles: [(.translator, ["fr"])])
        let path = "/api/v1/projects/\(fixture.projectID)/members"
        try await fixture.test { client in
            #expect(try await Self.call(client, .get, path, manager).text.contains(translator.id))
            #expect(try await Self.call(client, .delete, "\(path)/\(translator.id)", manager).status == .noContent)
            #expect(try await fixture.store.memberships(userID: translator.id).isEmpty)
            #expect(try await Self.call(client, .delete, "\(path)/\(translator.id)", manager).status == .notFound)
            let repeated = try await Self.call(
                client, .put, "\(path)/\(translator.id)", manager,
                #"{"roles":[{"role":"reviewer"},{"role":"reviewer"}]}"#)
            #expect(repeated.status == .badRequest)
        }
    }
}
