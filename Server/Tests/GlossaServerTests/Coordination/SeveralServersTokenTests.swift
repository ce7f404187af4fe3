import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Issue 23, "Tokens … revoke, rotate, expiry: effective on every server within seconds": a project token
/// revoked or rotated through server A is refused by server B at once, though B caches token lookups for
/// its revalidation interval (a minute in ``SeveralServersTests/Pair``, so only A's change notice, which
/// drops B's cached tokens of the project, can explain it). Measured from A's request, polled on B.
@Suite("Tokens revoked and rotated across servers", .enabled(if: StoreKind.postgresURL != nil))
struct SeveralServersTokenTests {
    /// "At once", as the Security section of the server's documentation states it: within 1 s of the
    /// request to A. Measured with a debug build on a loaded 2-core machine: under 0.1 s.
    static let bound = 1.0

    /// B's answer to `GET /content/en` with `token`.
    static func status(_ client: any TestClientProtocol, _ token: String) async throws -> HTTPResponse.Status {
        try await client.execute(
            uri: "/content/en", method: .get, headers: [.authorization: "Bearer \(token)"]
        ) { $0.status }
    }

    /// `token` as a path component (`1%2F0123…`).
    static func encoded(_ token: String) -> String { token.replacingOccurrences(of: "/", with: "%2F") }

    @Test func aTokenRevokedOrRotatedThroughOneServerIsRefusedByTheOther() async throws {
        let pair = try await SeveralServersTests.Pair.make()
        let administration = ProjectAdministration(store: pair.a.store)
        let revoked = try await administration.issueToken(projectID: pair.project.id)
        let rotated = try await administration.issueToken(projectID: pair.project.id)
        var accountConfiguration = AccountConfiguration()
        accountConfiguration.passwordCost = 4
        let accounts = AccountService(
            store: try #require(pair.a.store as? any ServerStore), configuration: accountConfiguration)
        let administrator = try await accounts.createUser(
            name: "Administrator", email: "administrator-\(uniqueProjectID())@example.com",
            password: AccountFixture.password, administrator: true)
        let (personal, _) = try await accounts.issuePersonalToken(for: administrator, name: "test", expiresAt: nil)
        let manager: HTTPFields = [
            .authorization: "Bearer \(personal)", .contentType: "application/json",
            AuthenticationMiddleware.projectHeader: pair.project.id,
        ]
        let tokens = "/api/v1/projects/\(pair.project.id)/tokens"
        try await pair.run { a, b in
            // B has looked both tokens up, and keeps them for a minute.
            for token in [revoked.token, rotated.token] {
                #expect(try await Self.status(b, token) == .ok)
            }

            let revoking = ContinuousClock.now
            try await a.execute(uri: "\(tokens)/\(Self.encoded(revoked.token))", method: .delete, headers: manager) {
                #expect($0.status == .noContent)
            }
            let refusedAfterRevoking = try #require(
                try await secondsUntil(since: revoking) { try await Self.status(b, revoked.token) == .forbidden },
                "B still serves the revoked token after 10 s")

            let rotating = ContinuousClock.now
            let replacement = try await a.execute(
                uri: "\(tokens)/\(Self.encoded(rotated.token))/rotate", method: .post, headers: manager,
                body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .created)
                return try #require(try JSONValue(parsing: String(buffer: response.body))["token"]?.stringValue)
            }
            let refusedAfterRotating = try #require(
                try await secondsUntil(since: rotating) { try await Self.status(b, rotated.token) == .forbidden },
                "B still serves the rotated token after 10 s")
            #expect(try await Self.status(b, replacement) == .ok)
            // The project's first token, untouched, still works on B.
            try await b.execute(uri: "/content/en", method: .get, headers: pair.read) { #expect($0.status == .ok) }

            print(
                "tokens across servers: B refused the revoked token \(String(format: "%.3f", refusedAfterRevoking)) s "
                    + "after A was asked, the rotated one \(String(format: "%.3f", refusedAfterRotating)) s after")
            #expect(refusedAfterRevoking < Self.bound)
            #expect(refusedAfterRotating < Self.bound)
        }
    }
}
