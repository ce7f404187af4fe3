import Foundation
import Testing

@testable import GlossaServer

/// ``AccountStore`` on every store kind (memory, SQLite, and PostgreSQL when CI provides one).
@Suite("Account store")
struct AccountStoreTests {
    static func user(_ email: String, id: String = AccountSecret.identifier()) -> User {
        User(id: id, name: "N", email: email, passwordHash: "$2b$04$x", createdAt: 1)
    }

    @Test(arguments: StoreKind.available)
    func emailAddressesAreUniqueRegardlessOfCase(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let local = uniqueProjectID("ada")
        let ada = Self.user("\(local)@Example.com")
        try await store.createUser(ada)
        await #expect(throws: StoreError.self) {
            try await store.createUser(Self.user("\(local.uppercased())@example.COM"))
        }
        #expect(try await store.user(email: " \(local.uppercased())@EXAMPLE.com") == ada)
        #expect(try await store.user(id: ada.id) == ada)
        var renamed = ada
        renamed.name = "Ada"
        renamed.isDisabled = true
        #expect(try await store.updateUser(renamed))
        #expect(try await store.user(id: ada.id) == renamed)
        #expect(try await store.updateUser(Self.user("x@example.com")) == false)
        try await store.close()
    }

    @Test(arguments: StoreKind.available)
    func sessionsAndTokensAreFoundByHashAndRevocable(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let user = Self.user("\(uniqueProjectID())@example.com")
        try await store.createUser(user)
        let one = UserSession(
            tokenHash: AccountSecret.hash("a-\(user.id)"), userID: user.id, csrfToken: "c", createdAt: 1, expiresAt: 9)
        let two = UserSession(
            tokenHash: AccountSecret.hash("b-\(user.id)"), userID: user.id, csrfToken: "d", createdAt: 2, expiresAt: 9)
        try await store.createSession(one)
        try await store.createSession(two)
        #expect(try await store.session(tokenHash: one.tokenHash) == one)
        #expect(try await store.deleteSession(tokenHash: one.tokenHash))
        #expect(try await store.deleteSession(tokenHash: one.tokenHash) == false)
        #expect(try await store.deleteSessions(userID: user.id) == 1)
        #expect(try await store.session(tokenHash: two.tokenHash) == nil)

        let token = PersonalAccessToken(
            id: AccountSecret.identifier(), userID: user.id, name: "ci", tokenHash: AccountSecret.hash("t-\(user.id)"),
            createdAt: 3, expiresAt: nil)
        try await store.addPersonalToken(token)
        #expect(try await store.personalToken(tokenHash: token.tokenHash) == token)
        #expect(try await store.personalTokens(userID: user.id) == [token])
        #expect(try await store.deletePersonalToken(id: token.id, userID: "someone else") == false)
        #expect(try await store.deletePersonalToken(id: token.id, userID: user.id))
        #expect(try await store.personalToken(tokenHash: token.tokenHash) == nil)
        try await store.close()
    }

    @Test(arguments: StoreKind.available)
    func invitationsAreRedeemedOnceBeforeTheyExpire(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let (project, _) = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), sourceLanguage: "en", languages: ["fr", "de"])
        func invitation(_ name: String, expiresAt: Int64 = 100) -> Invitation {
            Invitation(
                id: AccountSecret.identifier(), tokenHash: AccountSecret.hash("\(name)-\(project.id)"),
                projectID: project.id, role: .translator, languages: ["fr"], createdBy: "admin", createdAt: 1,
                expiresAt: expiresAt)
        }
        let open = invitation("open")
        try await store.createInvitation(open)
        let newcomer = Self.user("\(uniqueProjectID())@example.com")
        let redeemed = try await store.redeemInvitation(
            tokenHash: open.tokenHash, userID: newcomer.id, newUser: newcomer, at: 50)
        #expect(redeemed.acceptedAt == 50)
        #expect(try await store.user(id: newcomer.id) == newcomer)
        #expect(
            try await store.memberships(userID: newcomer.id)
                == [Membership(projectID: project.id, userID: newcomer.id, role: .translator, languages: ["fr"])])
        await #expect(throws: AccountError.invitationUsed) {
            try await store.redeemInvitation(tokenHash: open.tokenHash, userID: newcomer.id, newUser: nil, at: 51)
        }
        let late = invitation("late", expiresAt: 10)
        try await store.createInvitation(late)
        let other = Self.user("\(uniqueProjectID())@example.com")
        await #expect(throws: AccountError.invitationExpired) {
            try await store.redeemInvitation(tokenHash: late.tokenHash, userID: other.id, newUser: other, at: 10)
        }
        #expect(try await store.user(id: other.id) == nil)  // nothing written
        await #expect(throws: AccountError.invitationUnknown) {
            try await store.redeemInvitation(tokenHash: "nope", userID: other.id, newUser: other, at: 1)
        }
        // A second invitation to a held role widens its languages.
        var wider = invitation("wider")
        wider.languages = ["de"]
        try await store.createInvitation(wider)
        _ = try await store.redeemInvitation(tokenHash: wider.tokenHash, userID: newcomer.id, newUser: nil, at: 60)
        #expect(try await store.memberships(userID: newcomer.id).map(\.languages) == [["de", "fr"]])
        await #expect(throws: StoreError.unknownProject("nowhere")) {
            var stray = invitation("stray")
            stray.projectID = "nowhere"
            try await store.createInvitation(stray)
        }
        try await store.close()
    }

    @Test(arguments: StoreKind.available)
    func membershipsAreReplacedPerUserAndProject(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let (project, _) = try await ProjectAdministration(store: store).createProject(
            id: uniqueProjectID(), sourceLanguage: "en", languages: ["fr", "de"])
        let user = Self.user("\(uniqueProjectID())@example.com")
        try await store.createUser(user)
        let roles = [
            Membership(projectID: project.id, userID: user.id, role: .reviewer, languages: ["de", "fr"]),
            Membership(projectID: project.id, userID: user.id, role: .developer),
        ]
        try await store.setMemberships(roles, userID: user.id, projectID: project.id)
        #expect(try await store.memberships(projectID: project.id) == [roles[1], roles[0]])
        try await store.setMemberships([], userID: user.id, projectID: project.id)
        #expect(try await store.memberships(userID: user.id).isEmpty)
        await #expect(throws: AccountError.unknownUser) {
            try await store.setMemberships(roles, userID: "ghost", projectID: project.id)
        }
        await #expect(throws: StoreError.unknownProject("nowhere")) {
            try await store.setMemberships([], userID: user.id, projectID: "nowhere")
        }
        try await store.close()
    }

    @Test(arguments: StoreKind.available)
    func failedSignInsLockAndTheLockRunsOut(_ kind: StoreKind) async throws {
        let store = try await kind.makeStore()
        let email = "\(uniqueProjectID())@example.com"
        #expect(try await store.signInFailures(email: email) == nil)
        for attempt in 1...2 {
            let failures = try await store.recordSignInFailure(email: email, at: 1000, maximum: 3, lockout: 500)
            #expect(failures == SignInFailures(count: attempt, lockedUntil: nil))
        }
        let locked = try await store.recordSignInFailure(email: email.uppercased(), at: 1100, maximum: 3, lockout: 500)
        #expect(locked == SignInFailures(count: 3, lockedUntil: 1600))
        #expect(try await store.signInFailures(email: email)?.isLocked(at: 1599) == true)
        #expect(try await store.signInFailures(email: email)?.isLocked(at: 1600) == false)
        // After the lock has run out, counting starts again.
        let again = try await store.recordSignInFailure(email: email, at: 1700, maximum: 3, lockout: 500)
        #expect(again == SignInFailures(count: 1, lockedUntil: nil))
        try await store.clearSignInFailures(email: email)
        #expect(try await store.signInFailures(email: email) == nil)
        try await store.close()
    }
}
