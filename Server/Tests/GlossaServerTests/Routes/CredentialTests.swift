import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Failed authentications are rate limited per client address; tokens can be revoked, rotated and
/// given an expiry, and every server refuses them within its revalidation interval.
@Suite("Credentials: failures, revocation, rotation, expiry")
struct CredentialTests {
    @Test func repeatedFailuresGet429WithRetryAfter() async throws {
        let fixture = try await ServerFixture.make {
            $0.rateLimits.authenticationFailures = RateLimit(requests: 5, window: .seconds(60))
        }
        let wrong: HTTPFields = [.authorization: "Bearer \(fixture.credentials.token):wrong-secret"]
        try await fixture.test { client in
            // A request without credentials is not a failed attempt.
            for _ in 0..<10 {
                try await client.execute(uri: "/languages", method: .get, headers: [:]) { response in
                    #expect(response.status == .forbidden)
                }
            }
            for _ in 0..<5 {
                try await client.execute(uri: "/invalidate", method: .post, headers: wrong) { response in
                    #expect(response.status == .forbidden)
                }
            }
            for headers in [wrong, fixture.write, fixture.read] {
                try await client.execute(uri: "/languages", method: .get, headers: headers) { response in
                    #expect(response.status == .tooManyRequests)
                    #expect(response.headers[.retryAfter] == "60")
                }
            }
            fixture.clock.advance(by: .seconds(60))
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func aRevokedTokenIsRefusedWithinTheRevalidationInterval(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        let administration = ProjectAdministration(store: fixture.store)
        try await fixture.test { client in
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
            }
            try await administration.revokeToken(fixture.credentials.token)
            fixture.clock.advance(by: .seconds(3))
            for headers in [fixture.read, fixture.write] {
                try await client.execute(uri: "/languages", method: .get, headers: headers) { response in
                    #expect(response.status == .forbidden)
                }
            }
            await #expect(throws: AdministrationError.unknownToken) {
                try await administration.revokeToken(fixture.credentials.token)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func anExpiredTokenIsRefusedAtOnce(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        let administration = ProjectAdministration(store: fixture.store)
        let expiring = try await administration.issueToken(
            projectID: fixture.project.id, expiresAt: fixture.clock.unixMilliseconds() + 1000)
        let headers: HTTPFields = [.authorization: "Bearer \(expiring.token)"]
        try await fixture.test { client in
            try await client.execute(uri: "/languages", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
            }
            // Still cached (the revalidation interval is 2 s), yet past its expiry.
            fixture.clock.advance(by: .milliseconds(1500))
            try await client.execute(uri: "/languages", method: .get, headers: headers) { response in
                #expect(response.status == .forbidden)
            }
            try await administration.setExpiry(of: expiring.token, to: nil)
            fixture.clock.advance(by: .seconds(3))
            try await client.execute(uri: "/languages", method: .get, headers: headers) { response in
                #expect(response.status == .ok)
            }
            // Expiry refuses a token without deleting it (read before `test` closes the store).
            #expect(try await fixture.store.tokens(of: fixture.project.id).map(\.token).contains(expiring.token))
        }
    }

    @Test(arguments: StoreKind.available)
    func rotationIssuesNewCredentialsAndRetiresTheOld(_ kind: StoreKind) async throws {
        let fixture = try await ServerFixture.make(kind)
        let administration = ProjectAdministration(store: fixture.store)
        let (project, rotated) = try await administration.rotateToken(
            fixture.credentials.token, oldTokenExpiresAt: fixture.clock.unixMilliseconds() + 10_000)
        #expect(project.id == fixture.project.id)
        let fresh: HTTPFields = [.authorization: "Bearer \(rotated.token):\(rotated.secret)"]
        try await fixture.test { client in
            // The old token works through its grace period, then not.
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .ok)
            }
            fixture.clock.advance(by: .seconds(11))
            try await client.execute(uri: "/languages", method: .get, headers: fixture.read) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/invalidate", method: .post, headers: fresh) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
