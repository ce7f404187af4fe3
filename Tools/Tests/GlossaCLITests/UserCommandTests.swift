import Foundation
import Testing

/// `glossa user …`, run as a user would, on the database `glossa serve` uses.
@Suite("glossa user")
struct UserCommandTests {
    private func dataDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("glossa-cli-user-\(UUID().uuidString)").path
    }

    @Test func theFirstAdministratorGetsAPasswordPrintedOnce() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let added = try Glossa.run([
            "user", "add", "--admin", "--email", "Ada@Example.com", "--name", "Ada Lovelace", "--data-dir", directory,
        ])
        #expect(added.status == 0, "\(added)")
        #expect(added.lines.first == "user:     Ada@Example.com (Ada Lovelace), server administrator")
        let password = try #require(added.lines.last?.split(separator: " ").last.map(String.init))
        #expect(added.lines.last?.hasPrefix("password: ") == true)
        #expect(password.count == 20)

        let listed = try Glossa.run(["user", "list", "--data-dir", directory])
        #expect(listed.lines == ["Ada@Example.com  Ada Lovelace  admin"])
        #expect(!listed.standardOutput.contains(password))

        // The address is taken whatever its case.
        let again = try Glossa.run(
            [
                "user", "add", "--email", "ada@example.COM", "--name", "Other", "--password-stdin", "--data-dir",
                directory,
            ], standardInput: "another long password\n")
        #expect(again.status == 1)
        #expect(again.standardError.contains("a user with this e-mail address already exists"), "\(again)")
    }

    @Test func aPasswordFromStandardInputIsCheckedAndNeverPrinted() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let short = try Glossa.run(
            [
                "user", "add", "--email", "bob@example.com", "--name", "Bob", "--password-stdin", "--data-dir",
                directory,
            ],
            standardInput: "short\n")
        #expect(short.status == 1)
        #expect(short.standardError.contains("at least 10 characters"), "\(short)")
        let added = try Glossa.run(
            [
                "user", "add", "--email", "bob@example.com", "--name", "Bob", "--password-stdin", "--data-dir",
                directory,
            ],
            standardInput: "a long enough password\n")
        #expect(added.status == 0, "\(added)")
        #expect(!added.standardOutput.contains("a long enough password"))
        #expect(!added.standardOutput.contains("password:"))

        let disabled = try Glossa.run(["user", "disable", "BOB@example.com", "--data-dir", directory])
        #expect(disabled.status == 0, "\(disabled)")
        #expect(disabled.lines == ["bob@example.com disabled"])
        #expect(try Glossa.run(["user", "list", "--data-dir", directory]).lines == ["bob@example.com  Bob  disabled"])
        let unknown = try Glossa.run(["user", "disable", "nobody@example.com", "--data-dir", directory])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no such user"))
        let badAddress = try Glossa.run(
            ["user", "add", "--email", "not-an-address", "--name", "X", "--data-dir", directory])
        #expect(badAddress.status == 1)
        #expect(badAddress.standardError.contains("e-mail address"))
    }
}
