import Foundation
import GlossaMessages
import Testing

/// `--expires` of `glossa project token …` (`TokenExpiry`): dates read by the engine's ISO 8601 reader
/// and shown back in UTC, durations from now, `never`, and what is refused.
@Suite struct TokenExpiryTests {
    /// A project's first token in a new data folder, and the folder.
    private func project() throws -> (token: String, directory: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glossa-cli-token-expiry-\(UUID().uuidString)").path
        let created = try Glossa.run(["project", "create", "demo", "--json", "--data-dir", directory])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8)) as? [String: Any])
        return (try #require(json["token"] as? String), directory)
    }

    @Test(arguments: [
        ("2027-01-31", "2027-01-31T00:00:00Z"),
        ("2027-01-31T12:00:00Z", "2027-01-31T12:00:00Z"),
        ("2027-01-31T12:00:00+02:00", "2027-01-31T10:00:00Z"),
        ("2027-01-31T12:00:00-09:30", "2027-01-31T21:30:00Z"),
        ("2027-01-31T12:00:00.999Z", "2027-01-31T12:00:00Z"),
        ("2027-01-31T12:00:00", "2027-01-31T12:00:00Z"),
        ("2028-02-29", "2028-02-29T00:00:00Z"),
        ("never", "never"),
    ])
    func datesAreReadAndShownInUTC(argument: String, shown: String) throws {
        let (token, directory) = try project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expired = try Glossa.run([
            "project", "token", "expire", token, "--expires", argument, "--data-dir", directory,
        ])
        #expect(expired.lines == ["\(token) expires \(shown)"], "\(expired)")
    }

    @Test func durationsCountFromNow() throws {
        let (token, directory) = try project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = Date()
        let expired = try Glossa.run(["project", "token", "expire", token, "--expires", "30d", "--data-dir", directory])
        let after = Date()
        let shown = try #require(expired.lines.first?.components(separatedBy: " expires ").last)
        let expiry = try #require(ISO8601DateTime(parsing: shown)?.date(in: .gmt), "\(expired)")
        #expect(expiry >= before.addingTimeInterval(30 * 86_400 - 1))
        #expect(expiry <= after.addingTimeInterval(30 * 86_400))
    }

    @Test(arguments: [
        "soon", "2027-02-30", "2027-13-01", "2027-01-31T24:00:00Z", "2027-01-31T12:00:00+15:00", "31/01/2027",
        "2027-01-31 12:00:00", "0d", "-5h", "1e300d", "3000000d",
    ])
    func badValuesAreRefused(argument: String) throws {
        let (token, directory) = try project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expired = try Glossa.run([
            "project", "token", "expire", token, "--expires", argument, "--data-dir", directory,
        ])
        #expect(expired.status == 64, "\(expired)")
        #expect(expired.standardError.contains("--expires"), "\(expired)")
    }
}
