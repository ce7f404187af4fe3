import Foundation
import Testing

@testable import GlossaServer

/// The documented table of who may do what is generated from the authorization rules; the README and
/// the DocC article must carry exactly the generated table, and a few rules are pinned here by hand.
@Suite("Authorization table")
struct AuthorizationTableTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["README.md", "Server/Sources/GlossaServer/GlossaServer.docc/Authorization.md"])
    func theDocumentationCarriesTheGeneratedTable(_ path: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        #expect(
            text.contains(AuthorizationTable.markdown),
            "\(path) must contain the table below (regenerate it after changing Authorizer):\n\(AuthorizationTable.markdown)"
        )
    }

    static func cell(_ subject: String, _ row: String) -> String? {
        guard let column = AuthorizationTable.subjects.firstIndex(where: { $0.title == subject }),
            let line = AuthorizationTable.rows.firstIndex(where: { $0.title.hasPrefix(row) })
        else { return nil }
        return AuthorizationTable.cell(AuthorizationTable.subjects[column], AuthorizationTable.rows[line])
    }

    @Test func pinnedRules() {
        #expect(Self.cell("server admin", "manage users") == "yes")
        #expect(Self.cell("manager", "manage users") == "—")
        #expect(Self.cell("manager", "manage members") == "yes")
        #expect(Self.cell("developer", "push sources") == "yes")
        #expect(Self.cell("developer", "manage members") == "—")
        #expect(Self.cell("developer", "translate") == "—")
        #expect(Self.cell("translator (fr)", "translate") == "fr")
        #expect(Self.cell("translator (fr)", "review") == "—")
        #expect(Self.cell("reviewer (fr)", "review") == "fr")
        #expect(Self.cell("manager of another project", "read content") == "—")
        #expect(Self.cell("project token", "read content") == "yes")
        #expect(Self.cell("project token", "push sources") == "—")
        #expect(Self.cell("token + secret", "push sources") == "yes")
        #expect(Self.cell("token + trust secret", "push sources") == "—")
        #expect(Self.cell("token + trust secret", "poll jobs") == "yes")
        #expect(Self.cell("signed out", "read content") == "—")
        #expect(Self.cell("signed out", "own account") == "—")
    }

    @Test func aDisabledUserMayDoNothing() {
        let user = User(
            id: "u", name: "u", email: "u@example.com", passwordHash: "", isAdministrator: true, isDisabled: true,
            createdAt: 0)
        let session = UserSession(tokenHash: "", userID: "u", csrfToken: "", createdAt: 0, expiresAt: 1)
        for action in AuthorizationTable.rows.map({ $0.action("fr") }) {
            #expect(
                Authorizer.decide(.user(user, via: .session(session)), memberships: [], action: action, projectID: "p")
                    == .signInRequired)
        }
    }
}
