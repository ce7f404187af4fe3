import Foundation
import Testing

/// `glossa project …` and `glossa serve` settings, run as a user would.
@Suite("glossa project and glossa serve")
struct ServerCommandTests {
    private func dataDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cli-server-\(UUID().uuidString)").path
    }

    @Test func projectCreatePrintsATokenAndASecretOnce() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let created = try Glossa.run([
            "project", "create", "demo", "--source", "en", "--languages", "fr,pt_BR", "--json", "--data-dir", directory,
        ])
        #expect(created.status == 0, "\(created)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8)) as? [String: Any])
        #expect(json["project"] as? String == "demo")
        #expect(json["languages"] as? [String] == ["fr", "pt_BR"])
        #expect((json["token"] as? String)?.hasPrefix("1/") == true)
        #expect((json["secret"] as? String)?.count == 40)

        let listed = try Glossa.run(["project", "list", "--data-dir", directory])
        #expect(listed.lines == ["demo  en → fr, pt_BR"])
        let again = try Glossa.run(["project", "create", "demo", "--data-dir", directory])
        #expect(again.status == 1)
        #expect(again.standardError.contains("already exists"))
        let token = try Glossa.run(["project", "token", "demo", "--data-dir", directory])
        #expect(token.lines.contains { $0.hasPrefix("secret:") })
        let added = try Glossa.run(["project", "add-language", "demo", "ar", "--data-dir", directory])
        #expect(added.lines == ["demo  en → ar, fr, pt_BR"])
    }

    @Test func badInputIsReported() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let badID = try Glossa.run(["project", "create", "no spaces", "--data-dir", directory])
        #expect(badID.status == 1)
        #expect(badID.standardError.contains("invalid project identifier"))
        let badLanguage = try Glossa.run(["project", "create", "x", "--languages", "fr,12", "--data-dir", directory])
        #expect(badLanguage.status == 1)
        #expect(badLanguage.standardError.contains("invalid language code"))
        let unknown = try Glossa.run(["project", "token", "missing", "--data-dir", directory])
        #expect(unknown.status == 1)
        for arguments in [
            ["serve", "--port", "70000"], ["serve", "--log-level", "loud"], ["serve", "--rate-limits", "pull=fast"],
            ["serve", "--database-url", "mysql://x"],
            ["serve", "--data-dir", "a", "--database-url", "postgres://h/db"],
        ] {
            let result = try Glossa.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
        }
    }
}
