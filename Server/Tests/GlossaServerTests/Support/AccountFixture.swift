import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

@testable import GlossaServer

/// A ``ServerFixture`` with accounts: a cheap bcrypt cost, no rate limits (tests send many failing
/// requests from one address), and helpers to create users with roles and sign them in.
struct AccountFixture {
    let base: ServerFixture
    let accounts: AccountService

    static let password = "correct horse battery"

    static func make(
        _ kind: StoreKind = .memory, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> AccountFixture {
        var accountConfiguration = AccountConfiguration()
        let base = try await ServerFixture.make(kind) { configuration in
            configuration.rateLimits = .unlimited
            configuration.accounts.passwordCost = 4
            configure(&configuration)
            accountConfiguration = configuration.accounts
        }
        let accounts = AccountService(store: base.store, configuration: accountConfiguration, clock: base.clock)
        return AccountFixture(base: base, accounts: accounts)
    }

    var store: any ServerStore { base.store }
    var projectID: String { base.project.id }

    /// A new user (unique e-mail address) with `roles` in the fixture's project.
    func user(
        _ name: String, administrator: Bool = false, roles: [(ProjectRole, [String])] = [], project: String? = nil
    ) async throws -> User {
        let user = try await accounts.createUser(
            name: name, email: "\(name.replacingOccurrences(of: " ", with: "-"))-\(uniqueProjectID())@example.com",
            password: Self.password,
            administrator: administrator)
        if !roles.isEmpty {
            let projectID = project ?? self.projectID
            try await store.setMemberships(
                roles.map { Membership(projectID: projectID, userID: user.id, role: $0.0, languages: $0.1) },
                userID: user.id, projectID: projectID)
        }
        return user
    }

    /// The headers of a request with `user`'s new session: the cookie and the CSRF token.
    func sessionHeaders(_ user: User) async throws -> HTTPFields {
        let signedIn = try await accounts.startSession(for: user)
        return [
            .cookie: "\(SessionCookie.name)=\(signedIn.token)", SessionCookie.csrfHeader: signedIn.session.csrfToken,
        ]
    }

    /// The headers of a request with a new personal access token of `user`.
    func tokenHeaders(_ user: User) async throws -> HTTPFields {
        let (token, _) = try await accounts.issuePersonalToken(for: user, name: "test", expiresAt: nil)
        return [.authorization: "Bearer \(token)", AuthenticationMiddleware.projectHeader: projectID]
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await base.test(body)
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}
