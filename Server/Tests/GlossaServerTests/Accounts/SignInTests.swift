import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// Sign-in, sessions, CSRF and lockout over HTTP, on every store kind.
@Suite("Sign-in and sessions")
struct SignInTests {
    static func signIn(_ client: any TestClientProtocol, _ email: String, _ password: String, headers: HTTPFields = [:])
        async throws -> TestResponse
    {
        try await client.execute(
            uri: "/api/v1/sessions", method: .post, headers: headers,
            body: ByteBuffer(string: #"{"email":"\#(email)","password":"\#(password)"}"#)
        ) { $0 }
    }

    /// The cookie and CSRF headers of a successful sign-in answer.
    static func session(_ response: TestResponse) throws -> HTTPFields {
        let cookie = try #require(response.headers[.setCookie]).split(separator: ";")[0]
        let body = try JSONValue(parsing: response.text)
        let csrf = try #require(body["csrf_token"]?.stringValue)
        return [.cookie: String(cookie), SessionCookie.csrfHeader: csrf]
    }

    @Test(arguments: StoreKind.available)
    func signInStartsANewHardenedSessionEveryTime(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let user = try await fixture.user("ada")
        try await fixture.test { client in
            let first = try await Self.signIn(client, user.email, AccountFixture.password)
            #expect(first.status == .created)
            let cookie = try #require(first.headers[.setCookie])
            for attribute in ["HttpOnly", "SameSite=Lax", "Path=/"] { #expect(cookie.contains(attribute)) }
            #expect(!cookie.contains("Secure"))
            let firstSession = try Self.session(first)
            // Signing in again while holding a session: a different session, and the old one ends.
            let second = try await Self.signIn(
                client, user.email.uppercased(), AccountFixture.password, headers: firstSession)
            #expect(second.status == .created)
            let secondSession = try Self.session(second)
            #expect(secondSession[.cookie] != firstSession[.cookie])
            try await client.execute(uri: "/api/v1/me", method: .get, headers: firstSession) { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/api/v1/me", method: .get, headers: secondSession) { response in
                #expect(response.status == .ok)
                let json = try JSONValue(parsing: response.text)
                #expect(json["user"]?["id"]?.stringValue == user.id)
            }
            // Signing out ends the session and clears the cookie.
            try await client.execute(uri: "/api/v1/sessions/current", method: .delete, headers: secondSession) {
                response in
                #expect(response.status == .noContent)
                #expect(response.headers[.setCookie]?.contains("Max-Age=0") == true)
            }
            try await client.execute(uri: "/api/v1/me", method: .get, headers: secondSession) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func theCookieIsSecureWhenConfigured() async throws {
        let fixture = try await AccountFixture.make { $0.accounts.secureCookies = true }
        let user = try await fixture.user("ada")
        try await fixture.test { client in
            let response = try await Self.signIn(client, user.email, AccountFixture.password)
            #expect(response.headers[.setCookie]?.hasSuffix("; Secure") == true)
        }
    }

    @Test func sessionsExpire() async throws {
        let fixture = try await AccountFixture.make { $0.accounts.sessionLifetime = .seconds(60) }
        let user = try await fixture.user("ada")
        let headers = try await fixture.sessionHeaders(user)
        try await fixture.test { client in
            try await client.execute(uri: "/api/v1/me", method: .get, headers: headers) { #expect($0.status == .ok) }
            fixture.base.clock.advance(by: .seconds(61))
            try await client.execute(uri: "/api/v1/me", method: .get, headers: headers) {
                #expect($0.status == .unauthorized)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func stateChangingCookieRequestsNeedTheCSRFToken(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind)
        let user = try await fixture.user("ada")
        let session = try await fixture.sessionHeaders(user)
        let body = ByteBuffer(string: #"{"name":"ci"}"#)
        try await fixture.test { client in
            var missing = session
            missing[SessionCookie.csrfHeader] = nil
            var wrong = session
            wrong[SessionCookie.csrfHeader] = "x" + (session[SessionCookie.csrfHeader] ?? "").dropFirst()
            for headers in [missing, wrong] {
                try await client.execute(uri: "/api/v1/me/tokens", method: .post, headers: headers, body: body) {
                    response in
                    #expect(response.status == .forbidden)
                    #expect(response.text.contains("X-CSRF-Token"))
                }
            }
            #expect(try await fixture.store.personalTokens(userID: user.id).isEmpty)
            // Reading needs no CSRF token; the right one lets the write through.
            try await client.execute(uri: "/api/v1/me", method: .get, headers: missing) { #expect($0.status == .ok) }
            try await client.execute(uri: "/api/v1/me/tokens", method: .post, headers: session, body: body) {
                #expect($0.status == .created)
            }
            // Bearer requests are exempt: browsers never send them on their own.
            let bearer = try await fixture.tokenHeaders(user)
            try await client.execute(uri: "/api/v1/me/tokens", method: .post, headers: bearer, body: body) { response in
                #expect(response.status == .created)
                let json = try JSONValue(parsing: response.text)
                #expect(json["token"]?.stringValue?.hasPrefix("glp_") == true)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func repeatedFailuresLockTheAddressUntilTheLockRunsOut(_ kind: StoreKind) async throws {
        let fixture = try await AccountFixture.make(kind) {
            $0.accounts.maximumSignInFailures = 3
            $0.accounts.lockoutDuration = .seconds(60)
        }
        let user = try await fixture.user("ada")
        try await fixture.test { client in
            for _ in 1...2 {
                let response = try await Self.signIn(client, user.email, "wrong password!")
                #expect(response.status == .unauthorized)
            }
            let third = try await Self.signIn(client, user.email, "wrong password!")
            #expect(third.status == .tooManyRequests)
            #expect(third.headers[.retryAfter] == "60")
            // Locked: even the right password is refused, and the lock is in the database.
            let locked = try await Self.signIn(client, user.email, AccountFixture.password)
            #expect(locked.status == .tooManyRequests)
            #expect(try await fixture.store.signInFailures(email: user.email)?.lockedUntil != nil)
            fixture.base.clock.advance(by: .seconds(61))
            let released = try await Self.signIn(client, user.email, AccountFixture.password)
            #expect(released.status == .created)
            #expect(try await fixture.store.signInFailures(email: user.email) == nil)
        }
    }

    @Test func unknownAddressesAndWrongPasswordsLookAlike() async throws {
        let fixture = try await AccountFixture.make()
        let user = try await fixture.user("ada")
        var disabled = try await fixture.user("bob")
        disabled.isDisabled = true
        _ = try await fixture.store.updateUser(disabled)
        let disabledEmail = disabled.email
        try await fixture.test { client in
            let wrong = try await Self.signIn(client, user.email, "wrong password!")
            let unknown = try await Self.signIn(client, "nobody@example.com", AccountFixture.password)
            let off = try await Self.signIn(client, disabledEmail, AccountFixture.password)
            #expect(wrong.status == .unauthorized)
            #expect(unknown.text == wrong.text)
            #expect(off.text == wrong.text)
        }
    }

    @Test func personalTokensExpireAndAreRevocable() async throws {
        let fixture = try await AccountFixture.make()
        let user = try await fixture.user("ada")
        let (expiring, _) = try await fixture.accounts.issuePersonalToken(for: user, name: "short", expiresAt: 2000)
        let (kept, stored) = try await fixture.accounts.issuePersonalToken(for: user, name: "kept", expiresAt: nil)
        try await fixture.test { client in
            try await client.execute(
                uri: "/api/v1/me", method: .get, headers: [.authorization: "Bearer \(expiring)"]
            ) { #expect($0.status == .ok) }
            fixture.base.clock.advance(by: .seconds(2))
            try await client.execute(
                uri: "/api/v1/me", method: .get, headers: [.authorization: "Bearer \(expiring)"]
            ) { #expect($0.status == .unauthorized) }
            try await client.execute(
                uri: "/api/v1/me/tokens/\(stored.id)", method: .delete, headers: [.authorization: "Bearer \(kept)"]
            ) { #expect($0.status == .noContent) }
            try await client.execute(uri: "/api/v1/me", method: .get, headers: [.authorization: "Bearer \(kept)"]) {
                #expect($0.status == .unauthorized)
            }
        }
    }

    @Test func anAdministratorEndsAUsersSessions() async throws {
        let fixture = try await AccountFixture.make()
        let admin = try await fixture.user("admin", administrator: true)
        let user = try await fixture.user("ada")
        let session = try await fixture.sessionHeaders(user)
        let adminHeaders = try await fixture.tokenHeaders(admin)
        try await fixture.test { client in
            try await client.execute(uri: "/api/v1/users/\(user.id)/sessions", method: .delete, headers: adminHeaders) {
                response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"revoked":1}"#)
            }
            try await client.execute(uri: "/api/v1/me", method: .get, headers: session) {
                #expect($0.status == .unauthorized)
            }
        }
    }
}
