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
            ["serve", "--idle-timeout", "0"], ["serve", "--header-timeout", "-1"], ["serve", "--max-connections", "0"],
            ["serve", "--max-key-length", "x"], ["serve", "--rate-limits", "auth=often"],
            ["serve", "--instance-name", "a#b"], ["serve", "--public-url", "ftp://glossa.example.com"],
            ["serve", "--public-url", "glossa.example.com"], ["serve", "--drain-delay", "-1"],
            ["serve", "--drain-delay", "soon"],
        ] {
            let result = try Glossa.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
        }
    }

    /// `glossa project` and `glossa user` open the database as `serve` does, so they take the same
    /// `--database-startup-timeout` (and `GLOSSA_DATABASE_STARTUP_TIMEOUT`): an administrator whose
    /// PostgreSQL is down learns it at once with `0`, not after the 30 s that suit a starting server.
    @Test func projectCommandsWaitForAnUnreachableDatabaseOnlyAsLongAsTheyAreTold() throws {
        let url = "postgres://glossa:hunter2@127.0.0.1:1/glossa"
        for value in ["-1", "3601", "soon", ""] {
            let result = try Glossa.run(["project", "list", "--database-url", url, "--database-startup-timeout", value])
            #expect(result.status == 64, "\(value): \(result)")
            #expect(result.standardError.contains("--database-startup-timeout"), "\(value): \(result)")
        }
        let help = try Glossa.run(["project", "create", "--help"])
        #expect(help.standardOutput.contains("--database-startup-timeout"), "\(help)")

        for (arguments, environmentValue) in [
            (["project", "list", "--database-url", url, "--database-startup-timeout", "0"], nil),
            (["user", "list", "--database-url", url], "0.5"),
        ] as [([String], String?)] {
            var environment = ProcessInfo.processInfo.environment
            environment["GLOSSA_DATABASE_STARTUP_TIMEOUT"] = environmentValue
            let start = Date()
            let result = try Glossa.run(arguments, environment: environment)
            let elapsed = Date().timeIntervalSince(start)
            #expect(result.status == 1, "\(arguments): \(result)")
            for text in ["cannot open the database", "127.0.0.1:1", "Connection refused"] {
                #expect(result.standardError.contains(text), "\(arguments) \(text): \(result)")
            }
            #expect(!result.standardError.contains("hunter2"), "\(result)")
            #expect(elapsed < 20, "\(arguments): \(elapsed) s")
        }
    }

    /// Issue 23: exports have a rate limit of their own; `serve --help` says so and how to set it.
    @Test func serveHelpDocumentsTheExportRateLimit() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "400"
        let help = try Glossa.run(["serve", "--help"], environment: environment)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("export=60/60s"), "\(help.standardOutput)")
        #expect(help.standardOutput.contains("Exports (GET /export/…"), "\(help.standardOutput)")
        let unknown = try Glossa.run(["serve", "--rate-limits", "exports=1/1s"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("pull|export|push|invalidate|jobs|auth=N/Ds"), "\(unknown)")
    }

    /// Issue 19: `serve --help` says how several servers share a database, what `/ready` answers and how
    /// SIGTERM drains; SIGTERM ends the server with status 0.
    @Test func serveHelpDocumentsSeveralServersAndSIGTERMStopsGracefully() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "400"
        let help = try Glossa.run(["serve", "--help"], environment: environment)
        #expect(help.status == 0)
        for text in [
            "--drain-delay", "GET /ready", "LISTEN/NOTIFY", "gets 409 from any of them", "within 20 s",
            "counted in the database, across servers",
        ] {
            #expect(help.standardOutput.contains(text), "\(text): \(help.standardOutput)")
        }
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try CDSRoundTripTests.Server(
            dataDirectory: directory, arguments: ["--port", "0", "--drain-delay", "0.2"])
        #expect(server.stop() == 0)
    }

    @Test func tokensAreListedRevokedRotatedAndExpired() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let created = try Glossa.run(["project", "create", "demo", "--json", "--data-dir", directory])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8)) as? [String: Any])
        let first = try #require(json["token"] as? String)

        let expiring = try Glossa.run(
            ["project", "token", "create", "demo", "--expires", "2099-01-31", "--json", "--data-dir", directory])
        #expect(expiring.status == 0, "\(expiring)")
        let second = try #require(
            (try JSONSerialization.jsonObject(with: Data(expiring.standardOutput.utf8)) as? [String: Any])?["token"]
                as? String)
        let listed = try Glossa.run(["project", "token", "list", "demo", "--data-dir", directory])
        #expect(listed.lines.contains("\(first)  expires never"), "\(listed)")
        #expect(listed.lines.contains("\(second)  expires 2099-01-31T00:00:00Z"), "\(listed)")
        #expect(!listed.standardOutput.contains("secret"))

        let rotated = try Glossa.run(["project", "token", "rotate", first, "--json", "--data-dir", directory])
        #expect(rotated.status == 0, "\(rotated)")
        let third = try #require(
            (try JSONSerialization.jsonObject(with: Data(rotated.standardOutput.utf8)) as? [String: Any])?["token"]
                as? String)
        let expired = try Glossa.run(
            ["project", "token", "expire", second, "--expires", "never", "--data-dir", directory])
        #expect(expired.lines == ["\(second) expires never"], "\(expired)")
        let revoked = try Glossa.run(["project", "token", "revoke", second, "--data-dir", directory])
        #expect(revoked.lines == ["revoked \(second)"])
        let after = try Glossa.run(["project", "token", "list", "demo", "--data-dir", directory])
        #expect(after.lines == ["\(third)  expires never"], "\(after)")
        let unknown = try Glossa.run(["project", "token", "revoke", first, "--data-dir", directory])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no such token"), "\(unknown)")
        let badDate = try Glossa.run([
            "project", "token", "create", "demo", "--expires", "soon", "--data-dir", directory,
        ])
        #expect(badDate.status == 64)
    }

    /// `GLOSSA_HOST` is a URL for push and pull; `serve` reads the same value as the host and port to
    /// listen on, and still takes a bare address.
    @Test func serveListensOnTheURLThatPushReads() throws {
        let directory = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_PORT"] = nil
        environment["GLOSSA_HOST"] = "http://127.0.0.1:0"
        let fromURL = try CDSRoundTripTests.Server(dataDirectory: directory, arguments: [], environment: environment)
        #expect(fromURL.url.hasPrefix("http://127.0.0.1:"), "\(fromURL.url)")
        #expect(!fromURL.url.hasSuffix(":10300"), "\(fromURL.url)")
        environment["GLOSSA_HOST"] = "127.0.0.1"
        let other = dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: other) }
        let bare = try CDSRoundTripTests.Server(
            dataDirectory: other, arguments: ["--port", "0"], environment: environment)
        #expect(bare.url.hasPrefix("http://127.0.0.1:"), "\(bare.url)")
        for host in ["ftp://127.0.0.1", "http://", "http://127.0.0.1:10300/path"] {
            environment["GLOSSA_HOST"] = host
            let refused = try Glossa.run(["serve", "--data-dir", directory], environment: environment)
            #expect(refused.status == 64, "\(host): \(refused)")
            #expect(refused.standardError.contains("cannot listen on \(host)"), "\(refused)")
        }
    }
}
