import Foundation
import GlossaDelivery
import Testing

/// `glossa analytics` against a live `glossa serve`: the content fetches apps made, per day, by language
/// and by SDK, as a table or the server's JSON; bad dates and refusals said clearly.
@Suite("glossa analytics")
struct AnalyticsCommandTests {
    /// Today's UTC day, `YYYY-MM-DD`.
    static var today: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date())
    }

    @Test func showsFetchesPerDayByLanguageAndSDK() async throws {
        let directory = try TemporaryDirectory()
        let project = try CreatedProject("demo", source: "en", languages: "fr,de", dataDirectory: directory.path)
        let server = try ServeOperationsTests.Server(arguments: [
            "--port", "0", "--data-dir", directory.path, "--analytics-flush-interval", "1",
        ])
        let started = try #require(try server.lines(until: "serving on").last)
        let host = try #require(
            started.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init), "\(started)")

        let transport = URLSessionTransport()
        for (language, sdk) in [("fr", "mobile/ios/1.0.0"), ("fr", "mobile/ios/1.0.0"), ("de", "python/3.7.0")] {
            let response = try await transport.send(
                HTTPRequest(
                    method: .get, url: try #require(URL(string: "\(host)/content/\(language)")),
                    headers: ["Authorization": "Bearer \(project.token)", "X-NATIVE-SDK": sdk]))
            #expect(response.statusCode == 200)
        }
        var credentials = ProcessInfo.processInfo.environment
        credentials["GLOSSA_TOKEN"] = project.token
        credentials["GLOSSA_SECRET"] = project.secret
        // The counts reach the database at the next flush (every second here).
        let total = "total             3  fr 2, de 1   mobile/ios/1.0.0 2, python/3.7.0 1"
        var table = try Glossa.run(["analytics", "--host", host], environment: credentials)
        let deadline = Date().addingTimeInterval(60)
        while table.status == 0 && table.lines.last != total && Date() < deadline {
            try await Task.sleep(for: .milliseconds(200))
            table = try Glossa.run(["analytics", "--host", host], environment: credentials)
        }
        #expect(table.status == 0, "\(table)")
        // A week by default, today last; the columns aligned, the most fetched first.
        #expect(table.lines.count == 9, "\(table)")
        #expect(table.lines.first == "day         fetches  by language  by SDK", "\(table)")
        #expect(
            table.lines.dropFirst(7).first == "\(Self.today)        3  fr 2, de 1   mobile/ios/1.0.0 2, python/3.7.0 1",
            "\(table)")
        #expect(table.lines.dropFirst().first?.hasSuffix("0") == true, "an empty day: \(table)")
        #expect(table.lines.last == total, "\(table)")

        let json = try Glossa.run(
            ["analytics", "--host", host, "--from", Self.today, "--to", Self.today, "--format", "json"],
            environment: credentials)
        #expect(json.status == 0, "\(json)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any], "\(json)")
        let days = try #require(document["data"] as? [[String: Any]])
        #expect(days.count == 1)
        #expect(days.first?["date"] as? String == Self.today)
        #expect(days.first?["languages"] as? [String: Int] == ["fr": 2, "de": 1])
        #expect(days.first?["sdks"] as? [String: Int] == ["mobile/ios/1.0.0": 2, "python/3.7.0": 1])

        // The server's refusals: its status and message.
        let tooLong = try Glossa.run(
            ["analytics", "--host", host, "--from", "2020-01-01", "--to", "2026-01-01"], environment: credentials)
        #expect(tooLong.status == 1, "\(tooLong)")
        #expect(
            tooLong.standardError.hasPrefix("glossa: analytics on \(host) failed: unexpected status 400: "),
            "\(tooLong)")
        #expect(tooLong.standardError.contains("within 366 days"), "\(tooLong)")
        var wrong = credentials
        wrong["GLOSSA_SECRET"] = "wrong-secret"
        let refused = try Glossa.run(["analytics", "--host", host], environment: wrong)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.standardError.hasPrefix("glossa: analytics on \(host) failed: forbidden (403)"), "\(refused)")

        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
    }

    @Test func badDatesAndMissingCredentialsAreReported() throws {
        for (arguments, message) in [
            (["--from", "2026-02-30"], "--from must be a date YYYY-MM-DD (UTC) from 1970, not \"2026-02-30\""),
            (["--to", "yesterday"], "--to must be a date YYYY-MM-DD (UTC) from 1970, not \"yesterday\""),
            (["--from", "2026-11-02", "--to", "2026-11-01"], "--from (2026-11-02) is after --to (2026-11-01)"),
            (["--format", "xml"], "--format"),
        ] {
            let result = try Glossa.run(["analytics", "--host", "http://127.0.0.1:9"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.standardError.contains(message), "\(arguments): \(result)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = "1/token"
        environment["GLOSSA_SECRET"] = nil
        environment["GLOSSA_HOST"] = nil
        let noSecret = try Glossa.run(["analytics", "--host", "http://127.0.0.1:9"], environment: environment)
        #expect(noSecret.status == 1, "\(noSecret)")
        #expect(noSecret.standardError.contains("no project secret"), "\(noSecret)")
        environment["GLOSSA_TOKEN"] = "glp_personal"
        environment["GLOSSA_PROJECT"] = nil
        let noProject = try Glossa.run(["analytics", "--host", "http://127.0.0.1:9"], environment: environment)
        #expect(noProject.status == 1, "\(noProject)")
        #expect(noProject.standardError.contains("give --project"), "\(noProject)")
        let noHost = try Glossa.run(["analytics", "--token", "1/t", "--secret", "s"], environment: environment)
        #expect(noHost.status == 1, "\(noHost)")
        #expect(noHost.standardError.contains("no host"), "\(noHost)")
    }
}
